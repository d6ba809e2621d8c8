import { IDENTITY_ROUTES } from './routes';
import { fieldErrorsOf, INVALID_VALUE_MESSAGE } from './field-errors';
import { REQUIRED_MESSAGE } from '@imali/shared/validation';

const uuid = '5b0e2c3a-0d5e-4d8b-9f57-1d2a3b4c5d6e';
const account = { branchCode: '250655', accountNo: '62001234567' };

describe('identity internal contract: one schema per route', () => {
  it.each([
    ['resolveSession', { token: 'x'.repeat(40) }],
    ['ensureClient', { client: { idNumber: '9005175123087', firstNames: 'Themba', surname: 'Ndlovu', cellNumber: null }, key: uuid }],
    ['ensureClient', { client: { idNumber: '' }, key: 'not checked here: the service answers with its own message' }],
    ['ensureBankAccount', { clientId: uuid, account: { ...account, ownAccount: false, accountHolderName: 'Thandi', idempotencyKey: uuid } }],
    ['ownsBankAccount', { clientId: uuid, bankAccountId: 'not-a-uuid' }],
    ['createDebitOrder', { clientId: uuid, key: uuid, debitOrder: { bankAccountId: uuid, paymentType: 'DEBI_CHECK', maxAmountCents: 15_050, payDay: 25 } }],
    ['createDebitOrder', { clientId: uuid, key: uuid, debitOrder: { bankAccountId: uuid, paymentType: 'NAEDO', maxAmountCents: 0, payDay: 99 } }],
    ['replaceDebitOrder', { clientId: uuid, debitOrderId: uuid, key: uuid, change: {} }],
    ['replaceDebitOrder', { clientId: uuid, debitOrderId: uuid, key: uuid, change: { bankAccountId: uuid, maxAmountCents: 20_000 } }],
    ['cancelDebitOrder', { clientId: uuid, debitOrderId: uuid }],
    ['findDebitOrder', { clientId: uuid, debitOrderId: 'not-a-uuid' }],
    ['clientIdNumber', { clientId: uuid }],
    ['clientIdRecord', { clientId: uuid }],
    ['clientBirthDate', { clientId: uuid }],
    ['recordIdNumberVerified', { clientId: uuid, idNumber: '8503145123084' }],
    ['sendClientMessage', { clientId: uuid, key: 'withdrawal:1', channel: 'SMS', body: 'Released' }],
    ['sendClientMessage', { clientId: uuid, key: 'k', channel: 'EMAIL', subject: 'Savings', body: 'Hello' }],
    ['payoutBankAccount', { clientId: uuid, bankAccountId: uuid }],
    ['sendDebitOrderSignRequest', { clientId: uuid, debitOrderId: uuid, product: 'funeral cover' }],
  ] as const)('%s accepts a well-shaped request (the spec rules stay in the service)', (name, body) => {
    expect(IDENTITY_ROUTES[name].request.safeParse(body).success).toBe(true);
  });

  it.each([
    ['resolveSession', {}, [{ field: 'token', message: REQUIRED_MESSAGE }]],
    ['resolveSession', { token: 42 }, [{ field: 'token', message: INVALID_VALUE_MESSAGE }]],
    ['ensureClient', { key: uuid }, [{ field: 'client', message: REQUIRED_MESSAGE }]],
    ['ensureClient', { client: { idNumber: 9005175123087, surname: ['x'] }, key: uuid }, [{ field: 'idNumber', message: INVALID_VALUE_MESSAGE }, { field: 'surname', message: INVALID_VALUE_MESSAGE }]],
    ['ensureBankAccount', { clientId: uuid, account: { branchCode: '250655' } }, [{ field: 'accountNo', message: REQUIRED_MESSAGE }]],
    ['ensureBankAccount', { clientId: uuid, account: { ...account, ownAccount: 'no' } }, [{ field: 'ownAccount', message: INVALID_VALUE_MESSAGE }]],
    ['ownsBankAccount', { clientId: uuid }, [{ field: 'bankAccountId', message: REQUIRED_MESSAGE }]],
    ['createDebitOrder', { clientId: uuid, key: uuid }, [{ field: 'debitOrder', message: REQUIRED_MESSAGE }]],
    ['createDebitOrder', { clientId: uuid, key: uuid, debitOrder: { bankAccountId: uuid, paymentType: 'CASH', maxAmountCents: 150.5, payDay: 25 } }, [{ field: 'paymentType', message: INVALID_VALUE_MESSAGE }, { field: 'maxAmountCents', message: INVALID_VALUE_MESSAGE }]],
    ['replaceDebitOrder', { clientId: uuid, debitOrderId: uuid, change: { payDay: '5' } }, [{ field: 'key', message: REQUIRED_MESSAGE }, { field: 'payDay', message: INVALID_VALUE_MESSAGE }]],
    ['cancelDebitOrder', { clientId: uuid }, [{ field: 'debitOrderId', message: REQUIRED_MESSAGE }]],
    ['clientIdNumber', {}, [{ field: 'clientId', message: REQUIRED_MESSAGE }]],
    ['clientBirthDate', { clientId: 42 }, [{ field: 'clientId', message: INVALID_VALUE_MESSAGE }]],
    ['recordIdNumberVerified', { clientId: uuid, idNumber: 8503145123084 }, [{ field: 'idNumber', message: INVALID_VALUE_MESSAGE }]],
    ['sendClientMessage', { clientId: uuid, key: 'k', channel: 'FAX', body: 'x' }, [{ field: 'channel', message: INVALID_VALUE_MESSAGE }]],
    ['payoutBankAccount', { clientId: uuid }, [{ field: 'bankAccountId', message: REQUIRED_MESSAGE }]],
  ] as const)('%s refuses %j with field errors named as the service names them', (name, body, errors) => {
    const route = IDENTITY_ROUTES[name];
    const parsed = route.request.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!, body, 'fieldsOf' in route ? route.fieldsOf : undefined)).toEqual(errors);
  });

  it('drops fields the contract does not name (nothing unexpected reaches identity)', () => {
    const parsed = IDENTITY_ROUTES.ensureBankAccount.request.parse({ clientId: uuid, account: { ...account, isAdmin: true }, extra: 1 });
    expect(parsed).toEqual({ clientId: uuid, account });
  });

  it('reads identity’s answers, including the signed staff claim, and refuses one outside the contract', () => {
    const identity = { userId: uuid, clientId: uuid, sessionId: uuid, verification: { registered: true, acceptedTerms: true, otpVerified: true }, staff: { staffId: uuid, roles: ['GROUP_SALES'] } };
    expect(IDENTITY_ROUTES.resolveSession.response.parse({ identity })).toEqual({ identity });
    expect(IDENTITY_ROUTES.resolveSession.response.safeParse({ identity: { ...identity, staff: { staffId: uuid, roles: ['ADMIN'] } } }).success).toBe(false);
    expect(IDENTITY_ROUTES.ensureClient.response.safeParse({ clientId: uuid }).success).toBe(false);
    expect(IDENTITY_ROUTES.ownsBankAccount.response.parse({ owned: false })).toEqual({ owned: false });
    expect(IDENTITY_ROUTES.clientIdNumber.response.safeParse({ idNumber: null, idNumberVerified: false, incomeCents: 150.5 }).success).toBe(false);
    expect(IDENTITY_ROUTES.clientIdRecord.response.parse({ idType: 'rsa_id', idNumber: '8503145123084' })).toEqual({ idType: 'rsa_id', idNumber: '8503145123084' });
    expect(IDENTITY_ROUTES.clientIdRecord.response.safeParse({ idNumber: '8503145123084' }).success).toBe(false);
    expect(IDENTITY_ROUTES.clientBirthDate.response.parse({ birthDate: '1966-03-14' })).toEqual({ birthDate: '1966-03-14' });
    expect(IDENTITY_ROUTES.clientBirthDate.response.parse({ birthDate: null })).toEqual({ birthDate: null });
    expect(IDENTITY_ROUTES.clientBirthDate.response.safeParse({ birthDate: '1966-03-14T00:00:00.000Z' }).success).toBe(false);
    expect(IDENTITY_ROUTES.clientBirthDate.response.safeParse({}).success).toBe(false);
  });
});
