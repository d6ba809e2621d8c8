import { creditCheckNeedsSaIdNumber, creditScoreView, incomePanel, summaryCards, toCents } from './debt-view-model';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('creditCheckNeedsSaIdNumber', () => {
  it.each([
    ['a South African ID number', { idType: 'rsa_id', idNumber: '8506155123084' }, false],
    ['no ID type stored, an SA ID number', { idType: null, idNumber: '8506155123084' }, false],
    ['an SA ID type and no number yet (typed in the questions)', { idType: 'rsa_id', idNumber: null }, false],
    ['a passport', { idType: 'oth_id', idNumber: 'A01234567' }, true],
    ['a Zimbabwean ID', { idType: 'zim_id', idNumber: '63-123456A78' }, true],
    ['a passport with no number', { idType: 'oth_id', idNumber: null }, true],
    ['an SA ID type with a number that is not a valid one (wrong check digit)', { idType: 'rsa_id', idNumber: '8506155123088' }, true],
  ])('%s: %p needs an SA ID number: %p', (_case, client, needs) => {
    expect(creditCheckNeedsSaIdNumber(client)).toBe(needs);
  });
});

describe('summaryCards', () => {
  it('shows income minus affordability (60% of income), the monthly debt and the paid-off month', () => {
    const cards = summaryCards({ income: 30000 }, { allDebt: 8450.5, finalPaymentDate: '2031-04-01', estimatedIncome: 20000 });
    expect(plain(cards.monthlyBudget)).toBe('R 18 000.00');
    expect(plain(cards.monthlyDebt)).toBe('R 8 450.50');
    expect(cards.paidOffBy).toBe('Apr 2031');
  });
  it('falls back to the bureau’s estimated income', () => {
    expect(plain(summaryCards({ income: null }, { allDebt: 0, estimatedIncome: 10000 }).monthlyBudget)).toBe('R 6 000.00');
  });
  it('says Unknown without income, record or final date', () => {
    expect(summaryCards({ income: null, estimatedIncome: null }, null)).toEqual({ monthlyBudget: 'Unknown', monthlyDebt: 'Unknown', paidOffBy: 'Unknown' });
  });
  it('says No debt for the paid-off month of a record without debt (as home does), Unknown when debt runs past the projection', () => {
    expect(summaryCards({ income: 30000 }, { allDebt: 0, finalPaymentDate: null }).paidOffBy).toBe('No debt');
    expect(summaryCards({ income: 30000 }, { allDebt: 150, finalPaymentDate: null }).paidOffBy).toBe('Unknown');
  });
});

describe('incomePanel', () => {
  it('marks an estimated income with * and shows the tip', () => {
    expect(incomePanel({ income: 0 }, { allDebt: 1, estimatedIncome: 12500 })).toEqual({ income: 'R\u00a012\u00a0500.00*', estimated: true, showTip: true });
  });
  it('shows the client’s own income without the tip', () => {
    expect(incomePanel({ income: 22000 }, { allDebt: 1, estimatedIncome: 12500 })).toMatchObject({ estimated: false, showTip: false });
  });
  it('says Unknown when neither is known', () => {
    expect(incomePanel({}, null)).toEqual({ income: 'Unknown', estimated: false, showTip: true });
  });
});

describe('creditScoreView', () => {
  it.each([
    // score, allDebt, income, message, improvement tips
    [900, 0, 20000, 'Good Credit Score', false],
    [826, 0, null, 'Good Credit Score', false],
    [825, 0, 20000, "Let's work on your profile", true],
    [500, 0, null, "Let's improve your profile!", true],
    [900, 2000, 20000, 'Credit Worthiness is Looking Good!', false],
    [900, 9000, 20000, "Let's relook your budget!", false],
    [640, 2000, 20000, "Let's work on your profile", false],
    [640, 9000, 20000, "Let's improve your profile!", false],
  ])('score %p, debt %p, income %p -> %p', (score, allDebt, income, message, tips) => {
    const view = creditScoreView({ income }, { allDebt, compuScore: score });
    expect(view.message).toBe(message);
    expect(view.showImprovementTips).toBe(tips);
  });
  it.each([
    [null, 'Unknown', 'Unknown'],
    [0, 'Unknown', 'Unknown'],
    [599, '599', 'Very High'],
    [600, '600', 'High'],
    [750, '750', 'Average'],
    [850, '850', 'Low'],
    [900, '900', 'Minimum'],
  ])('band of %p', (score, shown, band) => {
    const view = creditScoreView({}, { allDebt: 10, compuScore: score });
    expect(view.score).toBe(shown);
    expect(view.band.label).toBe(band);
  });
});

describe('toCents', () => {
  it.each([
    [1.05, 105],
    [0.1 + 0.2, 30],
    [8450.5, 845050],
    [null, null],
    [Number.NaN, null],
  ])('%p -> %p', (rand, cents) => {
    expect(toCents(rand)).toBe(cents);
  });
});
