import { NO_TAB, sideBarIndex } from './side-bar-index';

describe('sideBarIndex (spec: navigation shell, side bar indexes)', () => {
  it.each([
    ['/', 0],
    ['/welcome', 0],
    ['/debt', 1],
    ['/debt-repayments', 1],
    ['/debt-repayments/credit-card', 1],
    ['/savings', 2],
    ['/savings/42', 2],
    ['/savings/add', 2],
    ['/savings/add/EMERGENCY', 2],
    ['/insurance', 3],
    ['/credit-life', 3],
    ['/loan/7', 3],
    ['/budget', 3],
    ['/profile', 4],
    ['/profile/edit', 4],
    ['/documents', 4],
    ['/documents/id/add', 4],
    ['/bank-accounts', 4],
    ['/bank-accounts/link', 4],
    ['/bank-account/3', 4],
    ['/clearance-certificate/12', 0],
    ['/clearance-certificate/qq', 0],
    ['/savings/', 2],
    ['/debt/', 1],
  ])('%s → %i', (pathname, index) => {
    expect(sideBarIndex(pathname)).toBe(index);
  });

  it.each(['/funeral', '/clearance-certificate', '/group', '/loan', '/debt-repayments/a/b', '/unknown', '/savingsx'])(
    'highlights no tab for %s, which the table does not list',
    (pathname) => {
      expect(sideBarIndex(pathname)).toBe(NO_TAB);
    },
  );
});
