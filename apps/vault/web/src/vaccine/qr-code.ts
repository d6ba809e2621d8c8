// What a vaccination certificate's QR code gives the fetch form: its proof code (the vaccination
// code the national system asks for). The national system's QR holds JSON with the proof code
// ({"certificate":"VC…","proofCode":"…",…}); any other QR's plain text is taken as the code itself
// (docs/decisions/vault-vaccination-qr.md).
import { CODE_MAX_LENGTH } from '@imali/shared/validation';

export function vaxCodeFromQr(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (parsed && typeof parsed === 'object') {
      const { proofCode, vaxCode } = parsed as Record<string, unknown>;
      const code = typeof proofCode === 'string' ? proofCode : typeof vaxCode === 'string' ? vaxCode : undefined;
      return code && code.length <= CODE_MAX_LENGTH ? code : undefined;
    }
  } catch {
    // Not JSON: the text itself.
  }
  return trimmed.length <= CODE_MAX_LENGTH && /^[A-Za-z0-9-]+$/.test(trimmed) ? trimmed : undefined;
}
