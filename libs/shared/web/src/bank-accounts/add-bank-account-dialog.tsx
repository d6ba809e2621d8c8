import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage, Modal, Spinner } from '@imali/shared/ui';
import { BankAccountFields, bankAccountFormValues, bankAccountSubmissionErrors, toBankAccountInput, type BankAccountFormValues } from './add-bank-account-dialog-fields';
import { SharedCreateBankAccountDocument, type SharedCreateBankAccountMutation } from '../gql/graphql';
import type { SharedBankAccount } from './add-bank-account-dialog-fields';
import { addToCachedClientList } from '../data/cached-client-list';
import { useIdempotentSubmit } from '../data/use-idempotent-submit';

/** Step 1's title (spec section 4.4). */
export const BANKING_DETAILS_TITLE = 'Banking Details';
/** Step 2's title: shown while the account is being added; it has no next button. */
export const ADDING_BANK_ACCOUNT_TITLE = 'Adding Bank Account';

export interface AddBankAccountDialogProps {
  open: boolean;
  /** The close icon and Escape; also called after a successful add (after `onAdded`). */
  onClose: () => void;
  /** Receives the added account (or the same bank and number added before). */
  onAdded: (bankAccount: SharedBankAccount) => void;
  /** false: the account is someone else's and the account holder's details are required. Default true. */
  clientOwnsAccount?: boolean;
  /** Lets the client say whether the account is in their name (starting from `clientOwnsAccount`). */
  askOwnAccount?: boolean;
  /** Step 1's button; the spec's default is "Confirm". */
  confirmLabel?: string;
  testId?: string;
}

type Step = 'details' | 'adding';

/**
 * Adds the new account to the signed-in client's cached `bankAccounts`, so a list read before
 * (a bank select in a remote, the page a /bank-accounts/link visit returns to) shows it without
 * waiting for a refetch. The same bank and number again returns an account already listed.
 */
export function addToCachedBankAccounts(cache: ApolloCache, account: SharedBankAccount | null | undefined): void {
  addToCachedClientList(cache, 'bankAccounts', account ? { __typename: 'BankAccount', id: account.id } : null);
}

const updateCache = (cache: ApolloCache, { data }: { data?: SharedCreateBankAccountMutation | null }) =>
  addToCachedBankAccounts(cache, data?.createBankAccount);

/**
 * The add-bank-account dialog (spec 4.4): step 1 "Banking Details" takes the bank (branch code
 * filled from it) and account number, and "Confirm" submits; step 2 "Adding Bank Account" shows
 * while createBankAccount runs; on success the dialog hands the account to `onAdded` and closes.
 * A failure goes back to step 1 with the server's messages beside the fields. Each opening
 * starts with a fresh form. Needs only an Apollo client (no router, nothing of the shell), so
 * remotes can use it in their sales flows too.
 */
export function AddBankAccountDialog(props: AddBankAccountDialogProps) {
  // Mounted only while open: closing forgets the values, the step and the idempotency key.
  return props.open ? <AddBankAccountDialogBody {...props} /> : null;
}

function AddBankAccountDialogBody({
  onClose,
  onAdded,
  clientOwnsAccount = true,
  askOwnAccount = false,
  confirmLabel = 'Confirm',
  testId = 'add-bank-account-dialog',
}: AddBankAccountDialogProps) {
  const [createBankAccount] = useMutation(SharedCreateBankAccountDocument, { update: updateCache });
  const [step, setStep] = useState<Step>('details');
  // How many times a failure sent the dialog back to step 1 (moves focus to the problem).
  const [returns, setReturns] = useState(0);
  // The same values sent again (a retry after a failure) keep their key, so the server adds one
  // account; changed values are a new attempt with a new key.
  const create = useIdempotentSubmit((input: ReturnType<typeof toBankAccountInput>, idempotencyKey: string) => createBankAccount({ variables: { input: { ...input, idempotencyKey } } }));
  const mounted = useRef(true);
  const formRef = useRef<HTMLFormElement>(null);
  const addingRef = useRef<HTMLDivElement>(null);
  const initialValues = useMemo(() => bankAccountFormValues(null, clientOwnsAccount), [clientOwnsAccount]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (step === 'adding') {
      addingRef.current?.focus();
      return undefined;
    }
    if (returns === 0) return undefined;
    // After the submit errors have rendered: the first field with a message, else Confirm.
    const timer = setTimeout(() => {
      const form = formRef.current;
      const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('button[type="submit"]');
      target?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [step, returns]);

  const submit = async (values: BankAccountFormValues): Promise<SubmissionErrors | undefined> => {
    setStep('adding');
    try {
      const { data } = await create.submit(toBankAccountInput(values));
      if (!data?.createBankAccount) throw new Error('createBankAccount returned no account');
      onAdded(data.createBankAccount);
      // Closed already (the close icon during step 2): the caller still learns of the account.
      if (mounted.current) onClose();
      return undefined;
    } catch (error) {
      if (!mounted.current) return undefined;
      setStep('details');
      setReturns((count) => count + 1);
      return bankAccountSubmissionErrors(error);
    }
  };

  const adding = step === 'adding';

  return (
    <Modal open onClose={onClose} title={adding ? ADDING_BANK_ACCOUNT_TITLE : BANKING_DETAILS_TITLE} testId={testId}>
      <Form<BankAccountFormValues> onSubmit={submit} initialValues={initialValues}>
        {({ handleSubmit, submitError }) => {
          const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
            // The modal is portalled, but React events still bubble to the caller's tree: a
            // wizard's own form must not submit with this one.
            event.stopPropagation();
            void handleSubmit(event);
          };
          return (
            <>
              {/* Step 1 stays mounted (hidden) during step 2, so its values and messages survive a failure. */}
              <form ref={formRef} className="form" noValidate onSubmit={onFormSubmit} hidden={adding} data-testid={`${testId}-form`}>
                <BankAccountFields askOwnAccount={askOwnAccount} />
                {submitError ? <ErrorMessage message={submitError} testId={`${testId}-error`} /> : null}
                <Button type="submit" block data-testid={`${testId}-confirm`}>
                  {confirmLabel}
                </Button>
              </form>
              {adding ? (
                <div ref={addingRef} tabIndex={-1} className="add-bank-account__adding" data-testid={`${testId}-adding`}>
                  <Spinner label="Adding your bank account" />
                  <p className="muted">Please wait while we add your bank account.</p>
                </div>
              ) : null}
            </>
          );
        }}
      </Form>
    </Modal>
  );
}
