import { bankByBranchCode, bankByName, BANKS, DEFAULT_BANK_NAME } from './bank-list';

describe('BANKS', () => {
  it.each([
    ['ABSA', '632005', 'NAEDO'],
    ['Capitec Bank', '470010', 'NAEDO'],
    ['FNB', '250655', 'NAEDO'],
    ['Nedbank', '198765', 'NAEDO'],
    ['Standard Bank', '051001', 'NAEDO'],
    ['African Bank', '430000', 'NAEDO'],
    ['Bidvest Bank', '462005', 'NAEDO'],
    ['Mercantile Bank', '450105', 'NAEDO'],
    ['Ubank', '431010', 'NAEDO'],
    ['Investec', '580105', 'DO'],
    ['Discovery Bank', '679000', 'DO'],
    ['TymeBank', '678910', 'DO'],
    ['Sasfin Bank', '683000', 'DO'],
    ['Grindrod Bank', '223626', 'DO'],
    ['Old Mutual', '462005', 'DO'],
    ['Access Bank', '410506', 'DO'],
  ])('%s: universal branch code %s, %s', (label, branchCode, paymentType) => {
    expect(BANKS).toContainEqual(expect.objectContaining({ label, branchCode, paymentType }));
  });

  it('lists 16 banks with unique ids and labels', () => {
    expect(BANKS).toHaveLength(16);
    expect(new Set(BANKS.map((bank) => bank.id)).size).toBe(16);
    expect(new Set(BANKS.map((bank) => bank.label)).size).toBe(16);
  });

  it('includes the default bank', () => {
    expect(bankByName(DEFAULT_BANK_NAME)?.id).toBe('CAPITEC');
  });
});

describe('bankByBranchCode', () => {
  it.each([
    ['632005', undefined, 'ABSA'],
    ['470010', undefined, 'CAPITEC'],
    ['051001', undefined, 'STANDARD_BANK'],
    [' 250655 ', undefined, 'FNB'],
    ['678910', 'anything', 'TYMEBANK'],
    ['462005', 'Bidvest Bank', 'BIDVEST'],
    ['462005', 'bidvest', 'BIDVEST'],
    ['462005', 'Old Mutual', 'OLD_MUTUAL'],
    ['462005', 'OLD MUTUAL BANK', 'OLD_MUTUAL'],
    ['462005', undefined, undefined],
    ['462005', 'Capitec Bank', undefined],
    ['51001', undefined, undefined],
    ['999999', undefined, undefined],
    ['', undefined, undefined],
  ])('bankByBranchCode(%p, %p) -> %p', (code, name, expectedId) => {
    expect(bankByBranchCode(code, name)?.id).toBe(expectedId);
  });

  it.each([[undefined], [null], [632005], [{}]])('finds nothing for %p', (code) => {
    expect(bankByBranchCode(code)).toBeUndefined();
  });
});

describe('bankByName', () => {
  it.each([
    ['Capitec Bank', 'CAPITEC'],
    ['capitec', 'CAPITEC'],
    ['ABSA', 'ABSA'],
    ['Absa Bank', 'ABSA'],
    ['First National Bank', 'FNB'],
    ['fnb', 'FNB'],
    ['Tyme Bank', 'TYMEBANK'],
    ['Standard Bank', 'STANDARD_BANK'],
    ['Standard', 'STANDARD_BANK'],
    ['Bank', undefined],
    ['Unknown Bank', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('bankByName(%p) -> %p', (name, expectedId) => {
    expect(bankByName(name)?.id).toBe(expectedId);
  });
});
