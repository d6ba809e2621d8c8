import { accountNumberEnding, maskAccountNumber } from './mask-account-number';

describe('maskAccountNumber', () => {
  it.each([
    ['1234567890', '••••••7890', '7890'],
    ['1234567', '•••4567', '4567'],
    [' 62012345678 ', '•••••••5678', '5678'],
    ['12345', '•2345', '2345'],
    ['1234', '••••', ''],
    ['', '', ''],
    [null, '', ''],
  ])('%p → %p (ending %p)', (value, masked, ending) => {
    expect(maskAccountNumber(value)).toBe(masked);
    expect(accountNumberEnding(value)).toBe(ending);
  });
});
