import type { PdfTemplate } from '../pdf-template';
import { rand } from '../format';
import type { FuneralPolicyDocumentData } from './funeral-data';

/** The policy wording (terms of the funeral policy), with the policy's number and cover. Version 1 of the wording. */
export const funeralPolicyWordingTemplate: PdfTemplate<FuneralPolicyDocumentData> = {
  name: 'FUNERAL_POLICY_WORDING',
  version: 1,
  title: (d) => `Funeral Policy ${d.policy.policyNumber}`,
  render(page, d) {
    page.fields([
      ['Policy number', d.policy.policyNumber],
      ['Cover amount', rand(d.policy.coverAmount)],
      ['Pricing version', d.policy.pricingVersion ?? '-'],
    ]);
    const sections: [string, string][] = [
      ['1. The cover', 'We pay the cover amount of a covered life to the beneficiary on that life\'s death, once a valid claim is accepted. The lives covered, their cover and premiums are in your policy schedule.'],
      ['2. Premiums', 'Premiums are payable monthly by the payment method in your schedule. If a premium is missed the policy enters a grace period of one month; if it is still unpaid the policy lapses and no claims are paid for deaths after the lapse.'],
      ['3. Waiting periods', 'Cover for death by natural causes starts after the waiting period in your schedule, counted from the first premium received. Accidental death is covered from the first premium.'],
      ['4. Cooling-off', 'You may cancel within 31 days of the policy start (the cooling-off period) and receive the premiums paid back, provided no claim was made.'],
      ['5. Claims', 'Claims must be made within six months of the death with a certified death certificate, the deceased\'s and the claimant\'s identity documents and the claimant\'s bank details.'],
      ['6. Changes', 'We may change premiums or terms on 31 days\' written notice. You may add or remove lives within the product\'s limits; the schedule is reissued after each change.'],
      ['7. Complaints', 'Contact us first. If you are not satisfied, you may complain to the Ombudsman for Long-term Insurance.'],
    ];
    for (const [heading, text] of sections) page.heading(heading).paragraph(text);
  },
};
