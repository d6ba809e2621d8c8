import { vaxCodeFromQr } from './qr-code';

describe('vaxCodeFromQr', () => {
  it.each([
    ['{"certificate":"VC0123456789","proofCode":"AB1234","idPrefix":"800101","doses":2,"issuer":"ZA-SANDBOX"}', 'AB1234'],
    ['{"certificate":"VC0123456789"}', undefined],
    ['{"vaxCode":"ABC-123"}', 'ABC-123'],
    ['  ABC123  ', 'ABC123'],
    ['', undefined],
    ['https://example.com/?a=<script>', undefined],
    ['{"proofCode":42}', undefined],
    [`{"proofCode":"${'A'.repeat(41)}"}`, undefined],
    ['A'.repeat(41), undefined],
    // A certificate's JSON is held to the same rule as plain text: blank or not a code is no code.
    ['{"proofCode":""}', undefined],
    ['{"proofCode":"   "}', undefined],
    ['{"proofCode":"AB 12<3>"}', undefined],
    ['{"proofCode":"AB\\u000012"}', undefined],
    ['{"proofCode":" AB-12 "}', 'AB-12'],
    [`{"proofCode":"${'A'.repeat(40)}"}`, 'A'.repeat(40)],
  ])('%p → %p', (text, code) => {
    expect(vaxCodeFromQr(text)).toBe(code);
  });
});
