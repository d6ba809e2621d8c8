import type { PdfTemplate } from '../pdf-template';
import { longDate, rand } from '../format';
import type { FuneralPolicyDocumentData } from './funeral-data';

export interface FuneralLetterData extends FuneralPolicyDocumentData {
  /** When the letter is dated (the day it was made). */
  letterDate: string;
}

/** Confirmation of cover: the letter a client shows (e.g. to an employer or a funeral parlour). */
export const funeralLetterTemplate: PdfTemplate<FuneralLetterData> = {
  name: 'FUNERAL_LETTER',
  version: 1,
  title: (d) => `Confirmation of Funeral Cover ${d.policy.policyNumber}`,
  render(page, d) {
    const holder = d.policyHolder ? `${d.policyHolder.firstNames} ${d.policyHolder.surname}` : 'Policy holder';
    const covered = d.members.filter((m) => m.covered);
    page.paragraph(longDate(d.letterDate));
    page.paragraph(`Dear ${holder},`);
    page.paragraph(
      `We confirm that funeral policy ${d.policy.policyNumber} is ${d.policy.stateLabel.toLowerCase()}, with a monthly premium of ${rand(d.policy.currentPremiumTotal)}. ` +
        `It covers ${covered.length} ${covered.length === 1 ? 'life' : 'lives'}:`,
    );
    page.table(['Name', 'Member type', 'Cover'], covered.map((m) => [`${m.firstNames} ${m.surname}`, m.memberTypeLabel, rand(m.coverAmount)]), [0.5, 0.25, 0.25]);
    page.paragraph('This letter confirms cover on the date above only; cover continues while premiums are paid.');
    page.paragraph('Yours sincerely,\nImali Client Services');
  },
};
