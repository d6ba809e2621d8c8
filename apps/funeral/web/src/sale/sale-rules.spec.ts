import { normaliseIdNumber } from '@imali/funeral/domain';
import { buildSaIdNumber } from '@imali/shared/validation';
import { validateAccountHolder } from './sale-rules';

const ID = buildSaIdNumber({ birthDate: '1980-01-01', serial: 1234 }) as string;
const SPACED_ID = `${ID.slice(0, 6)} ${ID.slice(6)}`;
const HOLDER = { accountHolderName: 'Bongani Dlamini', accountHolderContactNumber: '0841234567', accountHolderIdNumber: ID };

describe('validateAccountHolder (both ways to buy)', () => {
  it('asks for the holder’s name, contact number and ID number with the spec’s message', () => {
    expect(validateAccountHolder({})).toEqual({
      accountHolderName: 'Required for third party accounts',
      accountHolderContactNumber: 'Required for third party accounts',
      accountHolderIdNumber: 'Required for third party accounts',
    });
  });

  it('accepts a complete holder and checks the number and the ID', () => {
    expect(validateAccountHolder(HOLDER)).toEqual({});
    expect(validateAccountHolder({ ...HOLDER, accountHolderContactNumber: '12345', accountHolderIdNumber: `${ID.slice(0, 12)}${(Number(ID[12]) + 1) % 10}` })).toEqual({
      accountHolderContactNumber: 'Invalid cellphone number',
      accountHolderIdNumber: 'Invalid ID number',
    });
  });

  it('reads the ID number as the flow sends it: the chat drops spaces, the wizard does not', () => {
    expect(validateAccountHolder({ ...HOLDER, accountHolderIdNumber: SPACED_ID }, normaliseIdNumber)).toEqual({});
    expect(validateAccountHolder({ ...HOLDER, accountHolderIdNumber: SPACED_ID })).toEqual({ accountHolderIdNumber: 'Invalid ID number' });
  });
});
