import type { PdfTemplate } from '../pdf-template';
import { rand } from '../format';

export interface DebitOrderMandateData {
  id: string;
  /** DEBI_CHECK, NAEDO or DO (identity's paymentType). */
  paymentType: string;
  maxAmountCents: number;
  payDay: number;
  status: string;
  sentToThirdParty: boolean;
  bankAccountId: string;
}

/** The debit order mandate as the client authorised it. */
export const debitOrderMandateTemplate: PdfTemplate<DebitOrderMandateData> = {
  name: 'DEBIT_ORDER_MANDATE',
  version: 1,
  title: (d) => `Debit Order Mandate ${d.id.slice(0, 8).toUpperCase()}`,
  render(page, d) {
    page.fields([
      ['Mandate reference', d.id],
      ['Type', d.paymentType === 'DEBI_CHECK' || d.paymentType === 'DEBICHECK' ? 'DebiCheck' : 'Debit Order'],
      ['Maximum amount', rand(d.maxAmountCents / 100)],
      ['Debit day', String(d.payDay)],
      ['Status', d.status],
      ['Account holder', d.sentToThirdParty ? 'A third party (the mandate is sent to them)' : 'The client'],
    ]);
    page.heading('Authority');
    page.paragraph(
      'The account holder authorises Imali to debit the account named in this mandate with the premiums due, up to the maximum amount, on the debit day each month (or the next business day). ' +
        (d.paymentType === 'DEBI_CHECK' || d.paymentType === 'DEBICHECK' ? 'The bank asks the account holder to accept this DebiCheck mandate; debits start only once it is accepted. ' : '') +
        'The account holder may cancel this authority with 30 days\' notice, without affecting amounts already owed.',
    );
  },
};
