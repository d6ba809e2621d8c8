import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Card, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { ContactPanelButton, errorCode, errorExtensions, errorMessage, submissionErrors, InputField, useWizard } from '@imali/shared/web';
import { CELL_NUMBER_MAX_LENGTH, CODE_MAX_LENGTH, composeValidators, ID_NUMBER_MAX_LENGTH, NAME_MAX_LENGTH, OTP_BLOCKED_DETAIL, OTP_BLOCKED_MESSAGE, OTP_LENGTH, OTP_RESEND_LOCK_SECONDS, validateOtpCode } from '@imali/shared/validation';
import { documentPath, VACCINATION_FETCH_RULES, VACCINATION_OTP_RULES } from '@imali/vault/domain';
import { useNavigate } from 'react-router-dom';
import {
  VaultCreateVaccinationCertificateClientDocumentDocument,
  VaultDocumentsDocument,
  VaultFetchVaccinationCertificateDocument,
  VaultVaccinationProfileDocument,
} from '../gql/graphql';
import { DOCUMENTS_ERROR_MESSAGE } from '../documents/document-states';
import { UploadField } from '../documents/upload-field';
import { useVaultUpload } from '../documents/use-vault-upload';
import { QrScanner } from './qr-scanner';
import { vaxCodeFromQr } from './qr-code';
import { CHOICES, vaccineWizard, type VaccinationDetails, type VaccineStep, type VaccineValues } from './vaccine-steps';

/** What the OTP step shows after a refusal (§8 OTP): the message, its detail, and whether input is over. */
interface OtpProblem {
  title: string;
  detail?: string;
  blocked: boolean;
  /** The OTP expired: only a new one (Resend) can help. */
  expired?: boolean;
}

function otpProblem(error: unknown): OtpProblem | null {
  const code = errorCode(error);
  const detail = errorExtensions(error)['detail'];
  if (code === 'OTP_BLOCKED') return { title: OTP_BLOCKED_MESSAGE, detail: OTP_BLOCKED_DETAIL, blocked: true };
  if (code === 'OTP_INCORRECT') return { title: errorMessage(error), detail: typeof detail === 'string' ? detail : undefined, blocked: false };
  if (code === 'OTP_EXPIRED') return { title: errorMessage(error), blocked: false, expired: true };
  return null;
}

export const OTP_RESENT_TEXT = 'We sent you a new OTP.';

const rule = (rules: typeof VACCINATION_FETCH_RULES, field: string) => composeValidators(...(rules[field] ?? []));
const DETAIL_FIELDS = ['idNumber', 'firstNames', 'surname', 'cellNumber', 'vaxCode'];

function UploadCertificate() {
  const navigate = useNavigate();
  const { state, send } = useVaultUpload('COVID19_VACCINATION_CERTIFICATE');
  return (
    <UploadField
      label="Vaccination certificate"
      state={state}
      testId="vaccine-upload"
      onFile={(file) => void send(file).then((document) => document && navigate(documentPath(document), { replace: true }))}
    />
  );
}

function VaccineWizard({ profile }: { profile: VaccinationDetails }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const wizard = useWizard<VaccineValues, VaccineStep>({ definition: vaccineWizard, initialValues: { details: profile, fetchId: null, maskedCellNumber: null }, draft: false });
  const [qrRejected, setQrRejected] = useState(false);
  const [problem, setProblem] = useState<OtpProblem | null>(null);
  // The request itself refused because the client is blocked (3 wrong OTPs, kept 24 hours by the server).
  const [requestBlocked, setRequestBlocked] = useState<OtpProblem | null>(null);
  const [resend, setResend] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; error: string }>({ status: 'idle' });
  // §4.5/§9: Resend is locked for 30 seconds after a send (an expired OTP, long past that, is not).
  const [sent, setSent] = useState({ at: 0, now: 0 });
  const markSent = () => setSent({ at: Date.now(), now: Date.now() });
  const resendLocked = sent.now < sent.at + OTP_RESEND_LOCK_SECONDS * 1000;
  // A new request (a new fetchId, a new OTP) starts the OTP step afresh: the last request's refusal
  // (wrong, expired or blocked) and its Resend status are not this one's.
  const requested = (status: 'idle' | 'sent') => {
    setProblem(null);
    setRequestBlocked(null);
    setResend({ status });
    markSent();
  };
  useEffect(() => {
    if (!resendLocked) return undefined;
    const timer = setTimeout(() => setSent((last) => ({ ...last, now: Date.now() })), sent.at + OTP_RESEND_LOCK_SECONDS * 1000 - Date.now());
    return () => clearTimeout(timer);
  }, [sent, resendLocked]);

  // §8 "Your OTP has expired - Resend to get a new one": the same details asked again make a new request and a new OTP.
  const sendAgain = async () => {
    setResend({ status: 'sending' });
    try {
      const result = await client.mutate({ mutation: VaultFetchVaccinationCertificateDocument, variables: { input: wizard.values.details } });
      if (!result.data) throw result.error;
      const { fetchId, maskedCellNumber } = result.data.fetchVaccinationCertificate;
      wizard.update((values) => ({ ...values, fetchId, maskedCellNumber }));
      requested('sent');
    } catch (error) {
      // Blocked (this request's or another's 3 wrong OTPs): the OTP step shows the block and its call back.
      const refused = otpProblem(error);
      if (refused?.blocked) {
        setProblem(refused);
        setResend({ status: 'idle' });
      } else setResend({ status: 'failed', error: errorMessage(error) });
    }
  };

  // Every way in has a way back to the three choices (the scan step's details lead back to the scan).
  const backToChoices = (
    <div className="button-row">
      <Button variant="secondary" onClick={() => wizard.back()} data-testid="vaccine-back">
        Back
      </Button>
    </div>
  );

  switch (wizard.step) {
    case 'choose':
      return (
        <ul className="card-grid" aria-label="How to add your certificate">
          {CHOICES.map(({ choice, title, text }) => (
            <li key={choice}>
              <Card headingLevel={2} title={title}>
                <p className="muted">{text}</p>
                <Button variant="secondary" onClick={() => wizard.next(undefined, { choice })} data-testid={`vaccine-${choice}`}>
                  {title}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      );
    case 'upload':
      return (
        <>
          <UploadCertificate />
          {backToChoices}
        </>
      );
    case 'scan':
      return (
        <>
          <QrScanner
            rejected={qrRejected}
            onText={(text) => {
              const vaxCode = vaxCodeFromQr(text);
              setQrRejected(!vaxCode);
              if (vaxCode) wizard.next((values) => ({ ...values, details: { ...values.details, vaxCode } }));
            }}
            // No camera: the other two ways, and Back from them leads to the choices, not to the scanner.
            onUpload={() => wizard.goTo('upload', undefined, { remember: false })}
            onFetch={() => wizard.goTo('details', undefined, { remember: false })}
          />
          {backToChoices}
        </>
      );
    case 'details':
      return (
        <Form<VaccinationDetails>
          key="details"
          initialValues={wizard.values.details}
          onSubmit={async (details) => {
            try {
              const result = await client.mutate({ mutation: VaultFetchVaccinationCertificateDocument, variables: { input: details } });
              if (!result.data) throw result.error;
              const { fetchId, maskedCellNumber } = result.data.fetchVaccinationCertificate;
              wizard.next({ details, fetchId, maskedCellNumber });
              requested('idle');
              return undefined;
            } catch (error) {
              const refused = otpProblem(error);
              if (refused?.blocked) {
                setRequestBlocked(refused);
                return undefined;
              }
              return submissionErrors(error, { fields: DETAIL_FIELDS });
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <form className="form" onSubmit={handleSubmit} noValidate data-testid="vaccine-details">
              <p>Confirm your details as the national vaccine system holds them. We will send a one-time PIN to your cell number.</p>
              <InputField name="idNumber" label="ID number" inputMode="numeric" maxLength={ID_NUMBER_MAX_LENGTH} validate={rule(VACCINATION_FETCH_RULES, 'idNumber')} />
              <InputField name="firstNames" label="First names" maxLength={NAME_MAX_LENGTH} validate={rule(VACCINATION_FETCH_RULES, 'firstNames')} />
              <InputField name="surname" label="Surname" maxLength={NAME_MAX_LENGTH} validate={rule(VACCINATION_FETCH_RULES, 'surname')} />
              <InputField name="cellNumber" label="Cell number" type="tel" maxLength={CELL_NUMBER_MAX_LENGTH} validate={rule(VACCINATION_FETCH_RULES, 'cellNumber')} />
              <InputField name="vaxCode" label="Vaccination code" maxLength={CODE_MAX_LENGTH} validate={rule(VACCINATION_FETCH_RULES, 'vaxCode')} />
              {submitError ? <ErrorMessage message={submitError as string} testId="vaccine-details-error" /> : null}
              {/* §8 OTP, as the OTP step says it: no new OTP to try again with, a call back instead. */}
              {requestBlocked ? <ErrorMessage title={requestBlocked.title} message={requestBlocked.detail ?? ''} testId="vaccine-details-error" /> : null}
              {requestBlocked ? <ContactPanelButton testId="vaccine-call-back" /> : null}
              <div className="button-row">
                <Button type="submit" disabled={submitting || requestBlocked !== null} data-testid="vaccine-send-otp">
                  {submitting ? 'Sending…' : 'Send OTP'}
                </Button>
                <Button variant="secondary" onClick={() => wizard.back()} data-testid="vaccine-back">
                  Back
                </Button>
              </div>
            </form>
          )}
        />
      );
    case 'otp':
      return (
        <Form<{ OTP: string }>
          key="otp"
          initialValues={{ OTP: '' }}
          onSubmit={async ({ OTP }) => {
            const fetchId = wizard.values.fetchId ?? '';
            let document;
            try {
              const result = await client.mutate({
                mutation: VaultCreateVaccinationCertificateClientDocumentDocument,
                variables: { fetchId, OTP },
                refetchQueries: [VaultDocumentsDocument],
              });
              if (!result.data) throw result.error;
              document = result.data.createVaccinationCertificateClientDocument;
            } catch (error) {
              // A wrong OTP says so with the attempts left; after 3 the server ends the fetch (§8 OTP).
              const refused = otpProblem(error);
              setProblem(refused);
              return refused ? undefined : submissionErrors(error, { fields: ['OTP'] });
            }
            wizard.complete();
            // Get certificate: the new document opens (§4.4).
            navigate(documentPath(document), { replace: true });
            return undefined;
          }}
          render={({ handleSubmit, submitting, submitError, values }) => (
            <form className="form" onSubmit={handleSubmit} noValidate data-testid="vaccine-otp">
              {/* The service sends the OTP to the cell number it holds, which may not be the one given. */}
              <p data-testid="vaccine-otp-sent-to">
                Enter the {OTP_LENGTH}-digit OTP the national vaccine system sent to{' '}
                {wizard.values.maskedCellNumber ? (
                  <>
                    <strong>{wizard.values.maskedCellNumber}</strong>, the cell number it holds for you.
                  </>
                ) : (
                  'your cell number.'
                )}
              </p>
              <fieldset disabled={problem?.blocked || problem?.expired} className="vault-fieldset">
                <InputField name="OTP" label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH} validate={rule(VACCINATION_OTP_RULES, 'OTP')} />
              </fieldset>
              {problem ? <ErrorMessage title={problem.title} message={problem.detail ?? ''} testId="vaccine-otp-error" /> : null}
              {problem?.blocked ? <ContactPanelButton testId="vaccine-call-back" /> : null}
              {resend.status === 'sent' && !problem ? (
                <p role="status" data-testid="vaccine-otp-resent">
                  {OTP_RESENT_TEXT}
                </p>
              ) : null}
              {resend.status === 'failed' ? <ErrorMessage message={resend.error} testId="vaccine-resend-error" /> : null}
              {submitError ? <ErrorMessage message={submitError as string} testId="vaccine-otp-error" /> : null}
              <div className="button-row">
                {problem?.expired ? (
                  <Button onClick={() => void sendAgain()} disabled={resend.status === 'sending' || resendLocked} data-testid="vaccine-resend">
                    {resend.status === 'sending' ? 'Sending…' : 'Resend'}
                  </Button>
                ) : (
                  <>
                    {/* §4.5: verify is enabled only with the 4 digits. */}
                    <Button type="submit" disabled={submitting || problem?.blocked || validateOtpCode(values.OTP) !== undefined} data-testid="vaccine-get-certificate">
                      {submitting ? 'Getting your certificate…' : 'Get certificate'}
                    </Button>
                    {/* An OTP that did not arrive: a new one, 30 seconds after the last send (§4.5). */}
                    {problem?.blocked ? null : (
                      <Button variant="secondary" onClick={() => void sendAgain()} disabled={resend.status === 'sending' || resendLocked} data-testid="vaccine-resend">
                        {resend.status === 'sending' ? 'Sending…' : 'Resend'}
                      </Button>
                    )}
                  </>
                )}
                <Button variant="secondary" onClick={() => wizard.back()} data-testid="vaccine-back">
                  Back
                </Button>
              </div>
            </form>
          )}
        />
      );
  }
}

/** /documents/vaccine/add (§2.5 "get certificate"). */
export function VaccineAddPage() {
  const { data, loading, error, refetch } = useQuery(VaultVaccinationProfileDocument);
  let content;
  if (loading && !data) content = <Spinner label="Loading" />;
  else if (error || !data?.myClient) content = <ErrorMessage message={DOCUMENTS_ERROR_MESSAGE} onRetry={() => void refetch()} testId="documents-error" />;
  else {
    const client = data.myClient;
    content = (
      <VaccineWizard
        profile={{ idNumber: client.idNumber ?? '', firstNames: client.firstNames ?? '', surname: client.surname ?? '', cellNumber: client.cellNumbers[0] ?? '', vaxCode: '' }}
      />
    );
  }
  return (
    <Page title="Add your proof of vaccination" testId="vaccine-add-page">
      {content}
    </Page>
  );
}
