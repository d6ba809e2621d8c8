import { signCapability } from './capability-token';
import {
  ACCESS_CODE_INVALID_MESSAGE,
  CREDIT_RECORD_ACCESS_PURPOSE,
  assertCreditRecordAccess,
  checkCreditRecordAccess,
  creditRecordSubject,
  signCreditRecordAccess,
} from './credit-record-access';

const SECRET = 'credit-record-access-spec-secret-0123456789';
const ID = '8503145123084';
const OTHER_ID = '7908220456088';
const CLIENT = '5b0e2c3a-0d5e-4d8b-9f57-1d2a3b4c5d6e';
const NOW = Date.parse('2026-11-26T10:00:00Z');

describe('credit record access codes', () => {
  it('are good for 30 minutes, for the same ID number (spaces ignored) and the same caller', () => {
    const code = signCreditRecordAccess(ID, CLIENT, SECRET, NOW);
    expect(checkCreditRecordAccess(code, '850314 5123 084', CLIENT, SECRET, NOW + 29 * 60_000)).toMatchObject({ ok: true, subject: creditRecordSubject(ID, SECRET) });
    expect(checkCreditRecordAccess(code, ID, CLIENT, SECRET, NOW + 31 * 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('carry the passed set of questions they were issued for, signed like the rest (none when there was none)', () => {
    const set = '0b8f7c52-3c1e-4d2a-9a51-6f0e2d7b9c11';
    expect(checkCreditRecordAccess(signCreditRecordAccess(ID, null, SECRET, NOW, set), ID, null, SECRET, NOW)).toMatchObject({ ok: true, challenge: set });
    expect(checkCreditRecordAccess(signCreditRecordAccess(ID, null, SECRET, NOW), ID, null, SECRET, NOW)).toMatchObject({ ok: true, challenge: null });
    const [payload, signature] = signCreditRecordAccess(ID, null, SECRET, NOW, set).split('.');
    const swapped = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), ref: 'another-set' })).toString('base64url');
    expect(checkCreditRecordAccess(`${swapped}.${signature}`, ID, null, SECRET, NOW)).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('never carry the ID number, only its keyed hash (another secret, another hash)', () => {
    const code = signCreditRecordAccess(ID, null, SECRET, NOW);
    expect(Buffer.from(code.split('.')[0]!, 'base64url').toString()).not.toContain(ID);
    expect(creditRecordSubject(ID, SECRET)).toMatch(/^[0-9a-f]{64}$/);
    expect(creditRecordSubject(ID, `${SECRET}x`)).not.toBe(creditRecordSubject(ID, SECRET));
  });

  const cases: [string, () => string, string | null, string][] = [
    ['another ID number', () => signCreditRecordAccess(OTHER_ID, null, SECRET, NOW), null, 'other id number'],
    ['another client', () => signCreditRecordAccess(ID, CLIENT, SECRET, NOW), 'e7a5a3a0-6d0b-4a43-9c47-0f4f7a7d6a11', 'other caller'],
    ['a visitor’s code shown by a client', () => signCreditRecordAccess(ID, null, SECRET, NOW), CLIENT, 'other caller'],
    ['a client’s code shown by a visitor', () => signCreditRecordAccess(ID, CLIENT, SECRET, NOW), null, 'other caller'],
    ['another secret', () => signCreditRecordAccess(ID, null, `${SECRET}x`, NOW), null, 'bad signature'],
    ['another purpose', () => signCapability({ purpose: 'document-upload', clientId: 'visitor', subject: creditRecordSubject(ID, SECRET) }, SECRET, 600, NOW), null, 'bad signature'],
    ['nothing', () => '', null, 'missing'],
    ['garbage', () => 'a.b.c', null, 'malformed'],
  ];
  it.each(cases)('refuse %s', (_name, make, caller, reason) => {
    expect(checkCreditRecordAccess(make(), ID, caller, SECRET, NOW)).toEqual({ ok: false, reason });
  });

  it('assert throws ACCESS_CODE_INVALID with one message whatever the reason', () => {
    expect(() => assertCreditRecordAccess('x', ID, null, SECRET, NOW)).toThrow(ACCESS_CODE_INVALID_MESSAGE);
    try {
      assertCreditRecordAccess(signCreditRecordAccess(OTHER_ID, null, SECRET, NOW), ID, null, SECRET, NOW);
    } catch (error) {
      expect((error as { extensions: { code: string } }).extensions.code).toBe('ACCESS_CODE_INVALID');
    }
    expect(assertCreditRecordAccess(signCreditRecordAccess(ID, null, SECRET, NOW), ID, null, SECRET, NOW)).toEqual({ subject: creditRecordSubject(ID, SECRET), challenge: null });
    expect(CREDIT_RECORD_ACCESS_PURPOSE).toBe('credit-record-access');
  });
});
