import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, ErrorMessage, OtpCodeField } from '@imali/shared/ui';
import { OTP_LENGTH, validateOtpCode } from '@imali/shared/validation';
import { errorExtensions, errorMessage } from '@imali/shared/web';
import { ShellConfirmContactChangeDocument, ShellPendingContactChangesDocument } from '../../gql/graphql';

const WHAT: Record<string, string> = { cellNumber: 'cell number', email: 'email address' };

/**
 * Profile Settings: a new cell number or e-mail applies only once the OTP sent to it is entered
 * here (docs/decisions/contact-detail-changes.md). Shows nothing while nothing waits.
 */
export function ContactChange() {
  const { data } = useQuery(ShellPendingContactChangesDocument, { fetchPolicy: 'cache-and-network' });
  const [confirm, { loading }] = useMutation(ShellConfirmContactChangeDocument);
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ title: string; text?: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const pending = data?.myClient?.pendingContactChanges ?? [];
  const latest = pending[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateOtpCode(code);
    if (invalid) return setError({ title: invalid });
    setError(null);
    try {
      await confirm({ variables: { OTP: code } });
      setDone(`Your new ${WHAT[latest?.field ?? 'cellNumber']} is saved.`);
      setCode('');
    } catch (caught) {
      const detail = errorExtensions(caught)['detail'];
      setError({ title: errorMessage(caught), text: typeof detail === 'string' ? detail : undefined });
    }
  };

  if (!latest) {
    return done ? (
      <p className="status-notice" role="status" data-testid="contact-change-done">
        {done}
      </p>
    ) : null;
  }
  return (
    <Card title={`Confirm your new ${WHAT[latest.field] ?? 'contact details'}`} testId="contact-change">
      <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-label="Confirm your new contact details">
        <p>
          We sent a {OTP_LENGTH}-digit OTP to <strong>{latest.destination}</strong>. Your profile keeps the current one until you enter it here; we let the
          current one know too.
        </p>
        {error ? <ErrorMessage title={error.title} message={error.text ?? ''} testId="contact-change-error" /> : null}
        <OtpCodeField label="Enter the OTP" value={code} onChange={setCode} />
        <Button type="submit" disabled={loading}>
          {loading ? 'Confirming…' : 'Confirm'}
        </Button>
      </form>
    </Card>
  );
}
