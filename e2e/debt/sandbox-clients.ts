// Clients whose ID numbers the credit bureau sandbox documents (libs/integrations/credit-bureau/
// README.md, "The sandbox's ID numbers"), with the right answers to their identity questions.
import type { ClientDetails } from '../support/client';

export interface SandboxClient extends ClientDetails {
  answers: { telephone: string; employer: string; account: string };
}

/** 9 accounts (home loan, vehicle, cards, store cards, personal loans, cellular); compuScore 642. */
export const MANY_DEBTS: SandboxClient = {
  idNumber: '7908220456088',
  firstNames: 'Sipho',
  surname: 'Dlamini',
  mobile: '0761112883',
  answers: { telephone: '076 *** 2883', employer: 'eThekwini Municipality', account: 'Capitec' },
};

/** No accounts, no judgements, compuScore 905 (above 825: a good score). */
export const NO_LOANS: SandboxClient = {
  idNumber: '9509090833089',
  firstNames: 'Naledi',
  surname: 'Mokoena',
  mobile: '0711119493',
  answers: { telephone: '071 *** 9493', employer: 'Woolworths', account: 'None of the above' },
};
