import type { IdType } from '../../gql/graphql';

// Apart from the form, so the sign-in page can name them without loading the register form
// (fetched when the Register tab opens).
export interface RegisterValues {
  idType: IdType;
  idNumber?: string;
  email?: string;
  password?: string;
}

/** The form's field names, for placing the server's per-field messages. */
export const REGISTER_FIELDS: readonly string[] = ['idType', 'idNumber', 'email', 'password'];
