import { mandateSigningLink, mandateSignRequestMessage } from './mandate-signing';

describe('mandateSigningLink', () => {
  it.each([
    ['https://imali.co.za', 'p-1', 'https://imali.co.za/funeral/p-1?sign=1'],
    ['https://imali.co.za/', 'p-1', 'https://imali.co.za/funeral/p-1?sign=1'],
    ['http://localhost:4200', '6a1f3c7e-2b4d-4e8f-9a10-1b2c3d4e5f60', 'http://localhost:4200/funeral/6a1f3c7e-2b4d-4e8f-9a10-1b2c3d4e5f60?sign=1'],
    ['https://imali.co.za/app', 'p 1', 'https://imali.co.za/funeral/p%201?sign=1'],
    ['imali.co.za', 'p-1', null],
    ['javascript:alert(1)', 'p-1', null],
    ['https://imali.co.za', '', null],
  ])('%s and %p → %p', (origin, policyId, expected) => {
    expect(mandateSigningLink(origin, policyId)).toBe(expected);
  });
});

describe('mandateSignRequestMessage', () => {
  it('names the policy and the link, why to sign, and nothing else', () => {
    expect(mandateSignRequestMessage('IMF000000018', 'https://imali.co.za/funeral/p-1?sign=1')).toBe(
      'Imali: please sign the debit order for your funeral policy IMF000000018 so we can collect your first premium and start your cover: https://imali.co.za/funeral/p-1?sign=1',
    );
    const body = mandateSignRequestMessage('P'.repeat(100), `https://${'x'.repeat(200)}.co.za/funeral/${'a'.repeat(36)}?sign=1`);
    // Fits identity's SMS limit (six parts); no digit but the link's own "1".
    expect(body.length).toBeLessThanOrEqual(918);
    expect(body.replace(/https:\S+$/, '')).not.toMatch(/\d/);
  });
});
