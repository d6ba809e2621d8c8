// What a vaccination certificate's QR code gives the fetch form: its proof code (the vaccination
// code the national system asks for). The national system's QR holds JSON with the proof code
// ({"certificate":"VC…","proofCode":"…",…}); any other QR's plain text is taken as the code itself
// (docs/decisions/vault-vaccination-qr.md). Either way the code must pass the fetch form's own
// vaxCode rule and look like a code (letters, digits, dashes); anything else is not a
// certificate's QR, and scanning goes on.
import { composeValidators } from '@imali/shared/validation';
import { VACCINATION_FETCH_RULES } from '@imali/vault/domain';

const passesRule = composeValidators(...(VACCINATION_FETCH_RULES['vaxCode'] ?? []));

function asCode(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string') return undefined;
  const code = candidate.trim();
  return /^[A-Za-z0-9-]+$/.test(code) && passesRule(code, { vaxCode: code }) === undefined ? code : undefined;
}

export function vaxCodeFromQr(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (parsed && typeof parsed === 'object') {
      const { proofCode, vaxCode } = parsed as Record<string, unknown>;
      return asCode(typeof proofCode === 'string' ? proofCode : vaxCode);
    }
  } catch {
    // Not JSON: the text itself.
  }
  return asCode(trimmed);
}
