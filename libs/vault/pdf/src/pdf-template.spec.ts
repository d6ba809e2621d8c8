import { debitOrderMandateTemplate, funeralLetterTemplate, funeralPolicyWordingTemplate, funeralScheduleTemplate, renderPdf, templateId, type FuneralPolicyDocumentData } from './index';
import { longDate, rand } from './format';
import { extractPdfText } from './testing/pdf-text';

const samplePolicy: FuneralPolicyDocumentData = {
  policy: {
    id: '11111111-1111-4111-8111-111111111111',
    clientId: '22222222-2222-4222-8222-222222222222',
    policyNumber: 'IMF-000123',
    productType: 'FUNERAL',
    state: 'ACTIVE',
    stateLabel: 'Active',
    policyType: 'COUPLE',
    policyTypeLabel: 'Couple',
    coverAmount: 30000,
    currentPremiumTotal: 189.5,
    paymentDueDay: 25,
    paymentMethod: 'DEBI_CHECK',
    easyPayNumber: null,
    pricingVersion: 'v1',
    firstActivated: '2026-02-01T08:00:00.000Z',
    expectFirstPaymentAt: null,
    coolingOffEndsOn: '2026-02-28',
    createdAt: '2026-01-28T08:00:00.000Z',
    cancelledAt: null,
    cancelReason: null,
  },
  policyHolder: { firstNames: 'Thandi', surname: 'Mokoena' },
  members: [
    { firstNames: 'Thandi', surname: 'Mokoena', memberType: 'POLICY_HOLDER', memberTypeLabel: 'Policy holder', coverAmount: 30000, premium: 110, state: 'COVERED', covered: true },
    { firstNames: 'Sipho', surname: 'Mokoena', memberType: 'SPOUSE', memberTypeLabel: 'Spouse', coverAmount: 30000, premium: 79.5, state: 'COVERED', covered: true },
  ],
  beneficiaries: [{ firstNames: 'Lerato', surname: 'Mokoena' }],
  waitingPeriods: [{ label: 'Natural causes', endsOn: '2026-08-01' }],
};

describe('the vault PDF template layer', () => {
  const generatedAt = new Date('2026-11-27T10:00:00Z');

  it('renders the funeral schedule with the policy data, in well under 300 ms', async () => {
    await renderPdf(funeralScheduleTemplate, samplePolicy, { generatedAt }); // fonts loaded once per process
    const started = performance.now();
    const pdf = await renderPdf(funeralScheduleTemplate, samplePolicy, { generatedAt });
    expect(performance.now() - started).toBeLessThan(300);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractPdfText(pdf);
    for (const expected of ['Funeral Policy Schedule IMF-000123', 'Thandi Mokoena', 'Sipho Mokoena', 'R 30 000.00', 'R 189.50', 'Debicheck', 'Lerato Mokoena', 'FUNERAL_SCHEDULE@1']) expect(text).toContain(expected);
  }, 20_000);

  it('renders the policy wording, a letter and a mandate with their data', async () => {
    const texts = await Promise.all([
      renderPdf(funeralPolicyWordingTemplate, samplePolicy, { generatedAt }).then(extractPdfText),
      renderPdf(funeralLetterTemplate, { ...samplePolicy, letterDate: '2026-11-27' }, { generatedAt }).then(extractPdfText),
      renderPdf(debitOrderMandateTemplate, { id: '33333333-3333-4333-8333-333333333333', paymentType: 'DEBI_CHECK', maxAmountCents: 18950, payDay: 25, status: 'APPROVED', sentToThirdParty: false, bankAccountId: '44444444-4444-4444-8444-444444444444' }, { generatedAt }).then(extractPdfText),
    ]);
    expect(texts[0]!.text).toContain('Funeral Policy IMF-000123');
    expect(texts[1]!.text).toContain('Confirmation of Funeral Cover IMF-000123');
    expect(texts[1]!.text).toContain('27 November 2026');
    expect(texts[2]!.text).toContain('33333333-3333-4333-8333-333333333333');
    expect(texts[2]!.text).toContain('R 189.50');
  }, 20_000);

  it('formats money and dates as the platform does', () => {
    expect([rand(1234.5), rand(0), rand(null), rand(-5)]).toEqual(['R 1 234.50', 'R 0.00', '-', '-R 5.00']);
    expect([longDate('2026-02-28'), longDate(null), longDate('garbage')]).toEqual(['28 February 2026', '-', '-']);
    expect(templateId(funeralScheduleTemplate)).toBe('FUNERAL_SCHEDULE@1');
  });
});
