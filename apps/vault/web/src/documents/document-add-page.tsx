import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { DOCUMENT_FOR_RELATION_LABELS, DOCUMENT_KINDS, documentPath, type ClientDocumentTypeName } from '@imali/vault/domain';
import { useNavigate } from 'react-router-dom';
import { VaultCoveredLivesDocument } from '../gql/graphql';
import { DOCUMENTS_ERROR_MESSAGE } from './document-states';
import { UploadField } from './upload-field';
import { useVaultUpload } from './use-vault-upload';

/** The "Me" choice: the document is the client's own (no forClientId). */
const ME = 'me';

export const DOCUMENT_FOR_CHOOSE_HINT = 'Choose whom this ID is for first.';
export const DOCUMENT_FOR_EMPTY_MESSAGE = 'This ID will be added as yours. To add someone else’s ID, they need to be covered on one of your funeral policies.';
export const DOCUMENT_FOR_ERROR_HINT = 'You can still add your own ID.';

interface CoveredPerson {
  id: string;
  name: string;
  label: string;
}

export interface DocumentAddPageProps {
  type: ClientDocumentTypeName;
  title: string;
  /**
   * Ask whom the document is for: the client, or someone covered on their funeral policies
   * (docs/decisions/vault-document-for-someone-else.md). The vault checks the choice again.
   */
  forSomeoneElse?: boolean;
}

/** /documents/id/add and /documents/payslip/add: choose a file; once stored it opens in the viewer. */
export function DocumentAddPage({ type, title, forSomeoneElse = false }: DocumentAddPageProps) {
  const navigate = useNavigate();
  const { state, send } = useVaultUpload(type);
  const label = DOCUMENT_KINDS[type].label;
  const lives = useQuery(VaultCoveredLivesDocument, { skip: !forSomeoneElse, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  // No default when there is someone else to choose: an ID filed against the wrong person is worse than one more tap.
  const [forId, setForId] = useState<string | null>(null);

  const policies = lives.data?.myClient?.funeralPolicies;
  const people = useMemo<CoveredPerson[]>(
    () =>
      (policies ?? []).flatMap((policy) =>
        policy.livesCovered
          .filter((life) => life.memberType !== 'POLICY_HOLDER')
          .map((life) => {
            const name = `${life.firstNames} ${life.surname}`;
            return { id: life.id, name, label: `${name} (${DOCUMENT_FOR_RELATION_LABELS[life.memberType] ?? life.memberType}, ${policy.policyNumber})` };
          }),
      ),
    [policies],
  );
  const loading = forSomeoneElse && lives.loading;
  const failed = forSomeoneElse && !lives.loading && (!!lives.error || !lives.data?.myClient || !policies);
  const chosen = people.find((person) => person.id === forId);
  const mustChoose = forSomeoneElse && !loading && !failed && people.length > 0 && forId !== ME && !chosen;

  let chooser;
  if (!forSomeoneElse) chooser = null;
  else if (loading) chooser = <Spinner label="Loading the people on your policies" />;
  else if (failed) {
    chooser = (
      <div data-testid="document-for-error">
        <ErrorMessage message={DOCUMENTS_ERROR_MESSAGE} onRetry={() => void lives.refetch()} />
        <p className="muted">{DOCUMENT_FOR_ERROR_HINT}</p>
      </div>
    );
  } else if (people.length === 0) {
    chooser = (
      <p className="muted" data-testid="document-for-empty">
        {DOCUMENT_FOR_EMPTY_MESSAGE}
      </p>
    );
  } else {
    chooser = (
      <fieldset className="field radio-group radio-group--cards" data-testid="document-for">
        <legend className="field__label">{type === 'RSA_ID' ? 'This ID is for' : 'This document is for'}</legend>
        <div className="radio-group__options">
          {[{ id: ME, label: 'Me' }, ...people].map((option) => (
            <label key={option.id} className="radio-group__option">
              <input type="radio" name="document-for" value={option.id} checked={forId === option.id} onChange={() => setForId(option.id)} disabled={state.status === 'uploading' || state.status === 'recording'} />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {mustChoose ? <span className="field__hint">{DOCUMENT_FOR_CHOOSE_HINT}</span> : null}
      </fieldset>
    );
  }

  return (
    <Page title={title} testId="document-add-page">
      {chooser}
      <UploadField
        label={label}
        state={state}
        testId="document-upload"
        // The choice is asked first: no upload while the people are still loading, nor before one is chosen.
        disabled={loading || mustChoose}
        onFile={(file) =>
          void send(file, undefined, chosen ? { forClientId: chosen.id, offered: people.map((person) => person.id), title: `${label}: ${chosen.name}` } : undefined).then((document) => {
            if (document) navigate(documentPath(document), { replace: true });
          })
        }
      />
    </Page>
  );
}
