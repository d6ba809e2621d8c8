import { vaxCodeFromQr } from './qr-code';

describe('vaxCodeFromQr', () => {
  it.each([
    ['{"certificate":"VC0123456789","id":"800101","doses":2,"issuer":"ZA-SANDBOX"}', 'VC0123456789'],
    ['{"vaxCode":"ABC-123"}', 'ABC-123'],
    ['  ABC123  ', 'ABC123'],
    ['', undefined],
    ['https://example.com/?a=<script>', undefined],
    ['{"certificate":42}', undefined],
    [`{"certificate":"${'A'.repeat(41)}"}`, undefined],
    ['A'.repeat(41), undefined],
  ])('%p → %p', (text, code) => {
    expect(vaxCodeFromQr(text)).toBe(code);
  });
});
