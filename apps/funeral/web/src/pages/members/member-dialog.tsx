import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage, formatRand, Modal, Spinner } from '@imali/shared/ui';
import { errorCode, submissionErrors } from '@imali/shared/web';
import { FuneralCreateMemberDocument, FuneralMemberDetailDocument, FuneralPolicyDetailDocument, FuneralUpdateMemberDocument, type FuneralMemberType } from '../../gql/graphql';
import { MemberFields } from './member-form';
import {
  MEMBER_FIELD_RENAME,
  MEMBER_FORM_FIELDS,
  isIdLocked,
  memberFormValues,
  toCreateMemberInput,
  toUpdateMemberInput,
  validateMemberForm,
  type MemberFormValues,
} from './member-form-values';
import { type FuneralMemberDetail } from './member-form-values';

/** The add buttons' words, also the add form's title. */
export const ADD_MEMBER_LABELS: Readonly<Record<string, string>> = {
  SPOUSE: 'Add a spouse',
  CHILD: 'Add a child',
  PARENT: 'Add a parent or in-law',
  EXTENDED: 'Add an extended family member',
};

export const MEMBER_NOT_FOUND = 'We could not find this person on your policy';
export const MEMBER_LOAD_ERROR = 'Something has gone wrong. Please contact support';

export type MemberDialogTarget = { mode: 'add'; memberType: FuneralMemberType } | { mode: 'edit'; memberId: string; memberType: FuneralMemberType; name: string };

export interface MemberDialogProps {
  policy: { id: string; currentPremiumTotal: number };
  /** What the dialog is for; null: closed. */
  target: MemberDialogTarget | null;
  onClose: () => void;
}

/** Member add/edit (§4.4): form, submit, done. The policy (premium, lives) is read again before "done". */
export function MemberDialog({ policy, target, onClose }: MemberDialogProps) {
  if (!target) return null;
  const key = target.mode === 'add' ? `add-${target.memberType}` : `edit-${target.memberId}`;
  return <MemberDialogBody key={key} policy={policy} target={target} onClose={onClose} />;
}

function MemberDialogBody({ policy, target, onClose }: MemberDialogProps & { target: MemberDialogTarget }) {
  const [doneName, setDoneName] = useState<string | null>(null);
  const title = target.mode === 'add' ? ADD_MEMBER_LABELS[target.memberType] ?? 'Add someone' : `Edit ${target.name}`;

  return (
    <Modal open onClose={onClose} title={title} testId="member-dialog">
      {doneName !== null ? (
        <div className="funeral-member-done" role="status" data-testid="member-done">
          <p>
            <strong>{target.mode === 'add' ? `${doneName} has been added to your policy.` : `${doneName}’s details have been saved.`}</strong>
          </p>
          <p>{`Your premium is now ${formatRand(policy.currentPremiumTotal)} per month.`}</p>
          <Button block onClick={onClose} data-testid="member-done-close">
            Done
          </Button>
        </div>
      ) : target.mode === 'add' ? (
        <MemberForm policyId={policy.id} memberType={target.memberType} member={null} onDone={setDoneName} />
      ) : (
        <EditMemberLoader policyId={policy.id} memberId={target.memberId} memberType={target.memberType} onDone={setDoneName} />
      )}
    </Modal>
  );
}

function EditMemberLoader({ policyId, memberId, memberType, onDone }: { policyId: string; memberId: string; memberType: FuneralMemberType; onDone: (name: string) => void }) {
  // Always the stored member: the form must start from what the server holds now.
  const { data, loading, error, refetch } = useQuery(FuneralMemberDetailDocument, { variables: { id: memberId }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const code = errorCode(error);
  if (loading && !data) return <Spinner label="Loading their details" />;
  if (code === 'NOT_FOUND' || code === 'FORBIDDEN' || (!error && !data?.member)) return <ErrorMessage message={MEMBER_NOT_FOUND} testId="member-not-found" />;
  if (error || !data?.member) return <ErrorMessage message={MEMBER_LOAD_ERROR} onRetry={() => void refetch().catch(() => undefined)} testId="member-load-error" />;
  return <MemberForm policyId={policyId} memberType={data.member.memberType || memberType} member={data.member} onDone={onDone} />;
}

interface MemberFormProps {
  policyId: string;
  memberType: FuneralMemberType;
  /** The stored member when editing; null when adding. */
  member: FuneralMemberDetail | null;
  onDone: (name: string) => void;
}

function MemberForm({ policyId, memberType, member, onDone }: MemberFormProps) {
  const editing = member !== null;
  const idLocked = isIdLocked(member);
  const initialValues = useMemo(() => memberFormValues(member), [member]);
  const refetchPolicy = { refetchQueries: [{ query: FuneralPolicyDetailDocument, variables: { id: policyId } }], awaitRefetchQueries: true };
  const [createMember] = useMutation(FuneralCreateMemberDocument, refetchPolicy);
  const [updateMember] = useMutation(FuneralUpdateMemberDocument, refetchPolicy);
  // Adding: the member joins today. Editing: their age at signup is their age on the day they joined.
  const today = useMemo(() => new Date(), []);
  const signupDay = useMemo(() => (member?.joinedAt ? new Date(member.joinedAt) : today), [member, today]);

  const validate = (values: MemberFormValues) => validateMemberForm(memberType, values, editing ? { stored: member, today: signupDay } : { today });

  const submit = async (values: MemberFormValues): Promise<SubmissionErrors | undefined> => {
    try {
      if (member) {
        const { data } = await updateMember({ variables: { id: member.id, input: toUpdateMemberInput(memberType, values, idLocked) } });
        onDone(data?.updateMember.firstNames ?? values.firstNames ?? '');
      } else {
        const { data } = await createMember({ variables: { input: toCreateMemberInput(policyId, memberType, values) } });
        onDone(`${data?.createMember.firstNames ?? values.firstNames ?? ''} ${data?.createMember.surname ?? values.surname ?? ''}`.trim());
      }
      return undefined;
    } catch (error) {
      return submissionErrors(error, { fields: MEMBER_FORM_FIELDS, rename: MEMBER_FIELD_RENAME });
    }
  };

  return (
    <Form<MemberFormValues> onSubmit={submit} initialValues={initialValues} validate={validate}>
      {({ handleSubmit, submitting, submitError }) => {
        const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          event.stopPropagation();
          // final-form ignores a submit while one is running: a double click sends once.
          void handleSubmit(event);
        };
        return (
          <form className="form funeral-member-form" noValidate onSubmit={onFormSubmit} data-testid="member-form" aria-busy={submitting || undefined}>
            <MemberFields memberType={memberType} editing={editing} lockedId={idLocked && member?.idNumber ? { idType: member.idType, idNumber: member.idNumber } : null} />
            {submitError ? <ErrorMessage message={submitError} testId="member-form-error" /> : null}
            <Button type="submit" block disabled={submitting} aria-busy={submitting || undefined} data-testid="member-form-submit">
              {submitting ? (editing ? 'Saving…' : 'Adding…') : editing ? 'Save changes' : 'Add to my policy'}
            </Button>
          </form>
        );
      }}
    </Form>
  );
}
