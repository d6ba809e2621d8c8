import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { alreadySignedUpMessage, required, validateSaIdNumber } from '@imali/shared/validation';
import { DEFAULT_ID_TYPE } from './id-types';
import { ShellHasExistingUserDocument, type IdType } from '../../gql/graphql';

/** Resolves to the provider name when the ID number already has an account, else null. */
export type CheckExistingUser = (idNumber: string, idType: IdType) => Promise<string | null>;

interface Found {
  idNumber: string;
  idType: string;
  provider: string;
}

interface IdValues {
  idNumber?: string;
  idType?: string;
}

/**
 * Spec §5.4: "Existing-user check on ID number blur during registration". On blur of a valid
 * ID number the check runs; while the form still holds the checked ID number and type, the
 * field shows "You have already signed up using this ID Number with another {provider}
 * account" (a form-level rule, so it also blocks submitting). A failed check shows nothing:
 * the server repeats it when the form is sent.
 */
export function useExistingUser(check: CheckExistingUser | undefined) {
  const [found, setFound] = useState<Found | null>(null);

  const onIdNumberBlur = useCallback(
    (rawIdNumber: string, rawIdType: IdType | undefined) => {
      const idNumber = rawIdNumber.trim();
      const idType = rawIdType || DEFAULT_ID_TYPE;
      if (!check || required(idNumber) || validateSaIdNumber(idNumber, idType)) return;
      check(idNumber, idType).then(
        (provider) => {
          if (provider) setFound({ idNumber, idType, provider });
          else setFound((current) => (current && current.idNumber === idNumber && current.idType === idType ? null : current));
        },
        () => undefined,
      );
    },
    [check],
  );

  const validate = useCallback(
    (values: IdValues) => {
      if (!found) return undefined;
      const same = (values.idNumber ?? '').trim() === found.idNumber && (values.idType || DEFAULT_ID_TYPE) === found.idType;
      return same ? { idNumber: alreadySignedUpMessage(found.provider) } : undefined;
    },
    [found],
  );

  return { onIdNumberBlur, validate };
}

/** The check against the server (`hasExistingUser`), never from the cache. */
export function useHasExistingUser(): CheckExistingUser {
  const client = useApolloClient();
  return useCallback(
    async (idNumber, idType) => {
      const { data } = await client.query({ query: ShellHasExistingUserDocument, variables: { idNumber, idType }, fetchPolicy: 'network-only' });
      return data?.hasExistingUser ?? null;
    },
    [client],
  );
}
