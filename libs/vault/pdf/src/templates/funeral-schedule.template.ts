import type { PdfTemplate } from '../pdf-template';
import { longDate, rand } from '../format';
import { paymentMethodLabel, type FuneralPolicyDocumentData } from './funeral-data';

const name = (p: { firstNames: string; surname: string } | null) => (p ? `${p.firstNames} ${p.surname}`.trim() : '-');

/** The funeral policy schedule: who is covered, for how much, at what premium, as the policy is now. */
export const funeralScheduleTemplate: PdfTemplate<FuneralPolicyDocumentData> = {
  name: 'FUNERAL_SCHEDULE',
  version: 1,
  title: (d) => `Funeral Policy Schedule ${d.policy.policyNumber}`,
  render(page, d) {
    const p = d.policy;
    page.heading('Policy');
    page.fields([
      ['Policy number', p.policyNumber],
      ['Policy holder', name(d.policyHolder)],
      ['Product', p.productType],
      ['Status', p.stateLabel],
      ['Policy type', p.policyTypeLabel],
      ['Cover amount', rand(p.coverAmount)],
      ['Monthly premium', rand(p.currentPremiumTotal)],
      ['Payment method', paymentMethodLabel(p.paymentMethod)],
      ['Payment day', p.paymentDueDay ? String(p.paymentDueDay) : '-'],
      ...(p.easyPayNumber ? ([['Easy Pay number', p.easyPayNumber]] as const) : []),
      ['Policy start', longDate(p.createdAt)],
      ['Cover started', p.firstActivated ? longDate(p.firstActivated) : 'On the first payment'],
      ['Cooling-off period ends', longDate(p.coolingOffEndsOn)],
      ...(p.cancelledAt ? ([['Cancelled', `${longDate(p.cancelledAt)}${p.cancelReason ? ` (${p.cancelReason})` : ''}`]] as const) : []),
    ]);
    page.heading('Lives covered');
    page.table(
      ['Name', 'Member type', 'Cover', 'Premium', 'Covered'],
      d.members.map((m) => [name(m), m.memberTypeLabel, rand(m.coverAmount), rand(m.premium), m.covered ? 'Yes' : 'No']),
      [0.34, 0.2, 0.16, 0.16, 0.14],
    );
    page.heading('Beneficiaries');
    if (d.beneficiaries.length === 0) page.paragraph('No beneficiary named: the benefit is paid to the policy holder or their estate.');
    else page.table(['Name'], d.beneficiaries.map((b) => [name(b)]));
    page.heading('Waiting periods');
    page.table(['Cause', 'Ends on'], d.waitingPeriods.map((w) => [w.label, w.endsOn ? longDate(w.endsOn) : 'Starts with the first payment']), [0.6, 0.4]);
    page.paragraph('This schedule forms part of your policy and must be read with the policy wording. Premiums are payable monthly in advance.');
  },
};
