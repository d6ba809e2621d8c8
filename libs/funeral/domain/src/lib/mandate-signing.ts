// The SMS after a sale whose NAEDO or DO debit order the client signs on the web
// (docs/decisions/funeral-naedo-mandate-signing.md): where to sign, and why.

import { webLink } from '@imali/shared/domain';

/** The query parameter of the policy page that opens the debit order mandate wizard at once. */
export const SIGN_MANDATE_PARAM = 'sign';

/**
 * The policy page that opens the mandate wizard: `{origin}/funeral/{policyId}?sign=1`. The origin
 * is the public web origin (configuration); a trailing slash is ignored. Null for an origin that is
 * not http(s) or an empty policy id, so a bad setting never sends a broken link.
 */
export function mandateSigningLink(webOrigin: string, policyId: string): string | null {
  return policyId ? webLink(webOrigin, `/funeral/${encodeURIComponent(policyId)}?${SIGN_MANDATE_PARAM}=1`) : null;
}

/**
 * The SMS asking the client to sign their own debit order: the policy number and the link only
 * (never an ID number, an account number or an amount).
 */
export function mandateSignRequestMessage(policyNumber: string, link: string): string {
  return `Imali: please sign the debit order for your funeral policy ${policyNumber} so we can collect your first premium and start your cover: ${link}`;
}
