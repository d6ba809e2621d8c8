import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { MEMBER_TYPE_LABELS } from '@imali/funeral/domain';
import { ButtonLink, Card, EmptyState, ErrorMessage, formatDate, formatRand, humaniseCode, Page, Spinner } from '@imali/shared/ui';
import { addToCachedClientList, errorCode, submissionErrors } from '@imali/shared/web';
import { OVERVIEW_ERROR_MESSAGE } from '../funeral-policies/funeral-policy-list';
import { paymentMethodLabel } from '../funeral-policies/payment-methods';
import { ThirdPartyFuneralForm } from './third-party-funeral-form';
import { FuneralCreateThirdPartyPolicyDocument, FuneralThirdPartyPolicyDocument, FuneralUpdateThirdPartyPolicyDocument, type FuneralThirdPartyPolicyFieldsFragment } from '../../gql/graphql';
import { THIRD_PARTY_FIELD_RENAME, THIRD_PARTY_FORM_FIELDS, thirdPartyFormValues, toClientObligationInput, type ThirdPartyFormValues } from './third-party-funeral-values';

export const THIRD_PARTY_NOT_FOUND = 'We could not find this policy';
export const THIRD_PARTY_ADDED_MESSAGE = 'Your policy has been added';
export const THIRD_PARTY_SAVED_MESSAGE = 'Your changes have been saved';
export const ADD_THIRD_PARTY_LABEL = 'Add a policy from another insurer';

/** Router state after a save: the detail page says so. */
interface SavedState {
  saved?: 'created' | 'updated';
}

const detailPath = (id: string) => `/third-party-funeral/${encodeURIComponent(id)}`;

/** Adds a new policy to the cached `myClient.thirdPartyFuneralPolicies`, so /funeral lists it without a refetch. */
export function addToCachedThirdPartyPolicies(cache: ApolloCache, policy: FuneralThirdPartyPolicyFieldsFragment | null | undefined): void {
  addToCachedClientList(cache, 'thirdPartyFuneralPolicies', policy ? { __typename: 'FuneralThirdPartyPolicyFieldsFragment', id: policy.id } : null);
}

/** Loading, not found (NOT_FOUND, FORBIDDEN or nothing) and failure, shared by the detail and edit pages. */
function useThirdPartyPolicy(id: string) {
  const result = useQuery(FuneralThirdPartyPolicyDocument, { variables: { id }, notifyOnNetworkStatusChange: true });
  const { data, loading, error, refetch } = result;
  const code = errorCode(error);
  const policy = data?.clientobligation ?? null;
  let state: ReactNode = null;
  if (loading && !data) state = <Spinner label="Loading your policy" />;
  else if (code === 'NOT_FOUND' || code === 'FORBIDDEN' || (!error && !policy)) {
    state = (
      <EmptyState
        title={THIRD_PARTY_NOT_FOUND}
        description="It may belong to someone else, or the link may be wrong."
        action={<ButtonLink to="/funeral">Back to my funeral policies</ButtonLink>}
        testId="third-party-not-found"
      />
    );
  } else if (error || !policy) {
    state = <ErrorMessage message={OVERVIEW_ERROR_MESSAGE} onRetry={() => void refetch().catch(() => undefined)} testId="third-party-error" />;
  }
  return { policy: state ? null : policy, state };
}

function BackLink() {
  return (
    <p>
      <Link to="/funeral">Back to my funeral policies</Link>
    </p>
  );
}

/** /third-party-funeral/:id: company name, cover, start date, cover type, monthly contribution and Edit (§2.6). */
export function ThirdPartyFuneralPage() {
  const { id = '' } = useParams();
  const saved = (useLocation().state as SavedState | null)?.saved;
  const { policy, state } = useThirdPartyPolicy(id);
  return (
    <Page title={policy ? `${policy.companyName} funeral policy` : 'Funeral policy with another insurer'} testId="third-party-funeral-page">
      <BackLink />
      {state ?? (policy ? (
        <>
          {saved ? (
            <p className="funeral-saved" role="status" data-testid="third-party-saved">
              {saved === 'created' ? THIRD_PARTY_ADDED_MESSAGE : THIRD_PARTY_SAVED_MESSAGE}
            </p>
          ) : null}
          <Card testId="third-party-summary" footer={<ButtonLink to={`${detailPath(policy.id)}/edit`} variant="secondary" testId="third-party-edit">Edit</ButtonLink>}>
            <dl className="details">
              <dt>Company name</dt>
              <dd>{policy.companyName}</dd>
              <dt>Cover</dt>
              <dd>{formatRand(policy.coverAmount, { decimals: 0 })}</dd>
              <dt>Start date</dt>
              <dd>{policy.startDate ? formatDate(policy.startDate) : 'Not given'}</dd>
              <dt>Cover type</dt>
              <dd>{policy.policyTypeLabel}</dd>
              <dt>Monthly contribution</dt>
              <dd>{`${formatRand(policy.premiumAmount)} per month`}</dd>
              {policy.paymentMethod ? (
                <>
                  <dt>Payment method</dt>
                  <dd>{paymentMethodLabel(policy.paymentMethod)}</dd>
                </>
              ) : null}
              <dt>Who is covered</dt>
              <dd>{policy.livesCovered.map((type) => (MEMBER_TYPE_LABELS as Readonly<Record<string, string>>)[type] ?? humaniseCode(type)).join(', ')}</dd>
            </dl>
          </Card>
        </>
      ) : null)}
    </Page>
  );
}

const formErrors = (error: unknown): SubmissionErrors => submissionErrors(error, { fields: THIRD_PARTY_FORM_FIELDS, rename: THIRD_PARTY_FIELD_RENAME });

/** /third-party-funeral/new: record a policy held with another insurer. */
export function NewThirdPartyFuneralPage() {
  const navigate = useNavigate();
  const [create] = useMutation(FuneralCreateThirdPartyPolicyDocument, { update: (cache, { data }) => addToCachedThirdPartyPolicies(cache, data?.createClientObligation) });
  const initialValues = useMemo(() => thirdPartyFormValues(null), []);

  const submit = async (values: ThirdPartyFormValues): Promise<SubmissionErrors | undefined> => {
    try {
      const { data } = await create({ variables: { input: toClientObligationInput(values) } });
      if (!data?.createClientObligation) throw new Error('createClientObligation returned no policy');
      // Replace: Back must not return to a form that would record the policy a second time.
      navigate(detailPath(data.createClientObligation.id), { replace: true, state: { saved: 'created' } satisfies SavedState });
      return undefined;
    } catch (error) {
      return formErrors(error);
    }
  };

  return (
    <Page title={ADD_THIRD_PARTY_LABEL} testId="third-party-new-page" intro="Keep track of the funeral cover you have with other insurers, next to your Imali policies.">
      <BackLink />
      <ThirdPartyFuneralForm initialValues={initialValues} onSubmit={submit} submitLabel="Add policy" submittingLabel="Adding…" cancelTo="/funeral" />
    </Page>
  );
}

/** /third-party-funeral/:id/edit: the same form, starting from the stored policy. */
export function EditThirdPartyFuneralPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { policy, state } = useThirdPartyPolicy(id);
  const [update] = useMutation(FuneralUpdateThirdPartyPolicyDocument);
  const initialValues = useMemo(() => thirdPartyFormValues(policy), [policy]);

  const submit = async (values: ThirdPartyFormValues): Promise<SubmissionErrors | undefined> => {
    try {
      await update({ variables: { id, input: toClientObligationInput(values) } });
      navigate(detailPath(id), { state: { saved: 'updated' } satisfies SavedState });
      return undefined;
    } catch (error) {
      return formErrors(error);
    }
  };

  return (
    <Page title={policy ? `Edit ${policy.companyName} funeral policy` : 'Edit funeral policy'} testId="third-party-edit-page">
      <BackLink />
      {state ?? <ThirdPartyFuneralForm initialValues={initialValues} onSubmit={submit} submitLabel="Save changes" submittingLabel="Saving…" cancelTo={detailPath(id)} />}
    </Page>
  );
}
