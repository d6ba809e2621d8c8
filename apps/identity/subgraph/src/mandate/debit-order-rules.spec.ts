import {
  SIGNATURE_FORMAT_MESSAGE,
  SIGNATURE_PREFIX,
  SIGNATURE_REQUIRED_MESSAGE,
  SIGNATURE_SIZE_MESSAGE,
  SIGNATURE_TIMESTAMP_MESSAGE,
  accountTurnsClients,
  checkSignature,
  clientMaySign, isAlreadySigned, isMandateInvalid, needsBankRequest, nextDebitDate, randFromCents } from './debit-order-rules';

const png = `${SIGNATURE_PREFIX}${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-signature')]).toString('base64')}`;
const now = new Date('2026-11-25T10:00:00Z');

describe('debit order rules', () => {
  it.each([
    [25, '2026-11-25', '2026-11-25'],
    [24, '2026-11-25', '2026-12-24'],
    [31, '2026-11-25', '2026-11-30'],
    [31, '2026-12-31', '2026-12-31'],
    [15, '2026-12-20', '2027-01-15'],
    [30, '2027-01-31', '2027-02-28'],
    [29, '2028-02-01', '2028-02-29'],
    [1, '2026-11-30', '2026-12-01'],
  ])('pay day %i seen on %s collects on %s', (payDay, today, expected) => {
    expect(nextDebitDate(payDay, today)).toBe(expected);
  });

  // Only a third party's holder signs a NAEDO or DO mandate on their account (by link); DebiCheck is approved at their bank.
  it.each([
    ['NAEDO', 'AWAITING_SIGNATURE', true, true],
    ['DO', 'AWAITING_SIGNATURE', true, true],
    ['NAEDO', 'AWAITING_SIGNATURE', false, false],
    ['DO', 'AWAITING_SIGNATURE', false, false],
    ['NAEDO', 'AWAITING_SIGNATURE', null, false],
    ['NAEDO', 'SIGNED', false, true],
    ['NAEDO', 'CANCELLED', false, true],
    ['DEBI_CHECK', 'AWAITING_SIGNATURE', false, true],
    ['DEBI_CHECK', 'REJECTED', false, true],
  ] as const)('%s %s, own account %p: the client may sign %p', (paymentType, status, ownAccount, allowed) => {
    expect(clientMaySign({ paymentType, status }, ownAccount === null ? null : { ownAccount })).toBe(allowed);
  });

  // While a holder's signature is awaited: an account edit may not make the account the client's.
  describe('accountTurnsClients', () => {
    const client = { idNumberHash: 'client-id-hash', cellNumbers: ['0831234567', '0721234567'], email: 'Ayanda@Example.co.za' };
    const holder = { ownAccount: false, idNumberHash: 'holder-id-hash', contactNumber: '0821112222', email: 'zanele@example.co.za' };
    it.each([
      ['made the client’s own', { ownAccount: true, idNumberHash: null, contactNumber: null, email: null }, true],
      ['given the client’s ID number as the holder’s', { idNumberHash: 'client-id-hash' }, true],
      ['given the client’s first cellphone number', { contactNumber: '0831234567' }, true],
      ['given the client’s other cellphone number, spaced', { contactNumber: '072 123 4567' }, true],
      ['given the client’s e-mail address, in other case', { email: ' ayanda@example.co.za ' }, true],
      ['given another holder’s ID number', { idNumberHash: 'other-id-hash' }, false],
      ['given another cellphone number', { contactNumber: '0829998888' }, false],
      ['given another e-mail address', { email: 'zk@example.co.za' }, false],
      ['left without an e-mail address', { email: null }, false],
      ['left as it was', {}, false],
    ] as const)('a third party’s account %s: turned the client’s %p', (_, change, refused) => {
      expect(accountTurnsClients(holder, { ...holder, ...change }, client)).toBe(refused);
    });

    it('counts only a change: a detail already the client’s, an own account, or a client without details is not one', () => {
      const sharedNumber = { ...holder, contactNumber: '0831234567' };
      expect(accountTurnsClients(sharedNumber, { ...sharedNumber, email: 'new@example.co.za' }, client)).toBe(false);
      expect(accountTurnsClients({ ...holder, ownAccount: true }, { ...holder, ownAccount: true }, client)).toBe(false);
      expect(accountTurnsClients(holder, { ...holder, contactNumber: '0831234567' }, {})).toBe(false);
      expect(accountTurnsClients(holder, { ...holder, ownAccount: true }, {})).toBe(true);
    });
  });

  it.each([
    ['AWAITING_SIGNATURE', false, false],
    ['SIGNED', true, false],
    ['NOT_SENT', false, false],
    ['SENT', false, false],
    ['APPROVED', true, false],
    ['REJECTED', false, true],
    ['EXPIRED', false, true],
    ['CANCELLED', false, true],
    ['REPLACED', false, true],
  ] as const)('%s: already signed %p, invalid %p', (status, signed, invalid) => {
    expect(isAlreadySigned(status)).toBe(signed);
    expect(isMandateInvalid(status)).toBe(invalid);
  });

  it('asks the bank again only for DebiCheck mandates that are not live', () => {
    expect(['AWAITING_SIGNATURE', 'NOT_SENT', 'REJECTED', 'EXPIRED'].every((s) => needsBankRequest('DEBI_CHECK', s as never))).toBe(true);
    expect(['SENT', 'APPROVED', 'CANCELLED', 'SIGNED'].some((s) => needsBankRequest('DEBI_CHECK', s as never))).toBe(false);
    expect(needsBankRequest('NAEDO', 'AWAITING_SIGNATURE')).toBe(false);
  });

  it('accepts a PNG drawing signed just now', () => {
    const checked = checkSignature({ type: 'WEB_SIGNATURE', signature: png, timestamp: '2026-11-25T11:59:00+02:00' }, now);
    expect(checked.errors).toEqual([]);
    expect(checked.value).toMatchObject({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/), signedAt: new Date('2026-11-25T09:59:00Z') });
  });

  it.each([
    [{ type: 'WEB_SIGNATURE', signature: '', timestamp: now.toISOString() }, 'signature.signature', SIGNATURE_REQUIRED_MESSAGE],
    [{ type: 'WEB_SIGNATURE', signature: SIGNATURE_PREFIX, timestamp: now.toISOString() }, 'signature.signature', SIGNATURE_REQUIRED_MESSAGE],
    [{ type: 'WEB_SIGNATURE', signature: 'data:image/svg+xml;base64,PHN2Zz4=', timestamp: now.toISOString() }, 'signature.signature', SIGNATURE_FORMAT_MESSAGE],
    [{ type: 'WEB_SIGNATURE', signature: `${SIGNATURE_PREFIX}aGVsbG8gd29ybGQ=`, timestamp: now.toISOString() }, 'signature.signature', SIGNATURE_FORMAT_MESSAGE],
    [{ type: 'WEB_SIGNATURE', signature: `${SIGNATURE_PREFIX}!!!`, timestamp: now.toISOString() }, 'signature.signature', SIGNATURE_FORMAT_MESSAGE],
    [{ type: 'WEB_SIGNATURE', signature: `${png}${'A'.repeat(10_000)}`, timestamp: now.toISOString() }, 'signature.signature', SIGNATURE_SIZE_MESSAGE],
    [{ type: 'WEB_SIGNATURE', signature: png, timestamp: '2026-11-25T10:00:00' }, 'signature.timestamp', SIGNATURE_TIMESTAMP_MESSAGE],
    [{ type: 'WEB_SIGNATURE', signature: png, timestamp: '2026-11-23T10:00:00Z' }, 'signature.timestamp', SIGNATURE_TIMESTAMP_MESSAGE],
    [{ type: 'WEB_SIGNATURE', signature: png, timestamp: '2026-11-25T10:30:00Z' }, 'signature.timestamp', SIGNATURE_TIMESTAMP_MESSAGE],
    [{ type: 'WEB_SIGNATURE', signature: png, timestamp: 'yesterday' }, 'signature.timestamp', SIGNATURE_TIMESTAMP_MESSAGE],
    [{ type: 'INK', signature: png, timestamp: now.toISOString() }, 'signature.type', 'Select one'],
  ])('refuses %p', (input, field, message) => {
    expect(checkSignature(input, now)).toEqual({ errors: [{ field, message }] });
  });

  it('shows cents as rand', () => {
    expect(randFromCents(15_050)).toBe(150.5);
    expect(randFromCents(0)).toBe(0);
  });
});
