import { randomBytes, randomUUID } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER, PiiCipher, signCapability } from '@imali/shared/nest';
import { clientIdentity, signedFor, TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, visitor, type GraphQLResponse } from '@imali/shared/testing';
import { buildSaIdNumber } from '@imali/shared/validation';
import { addBankAccount, useDebitOrderTestStack } from '../testing/debit-order-test-stack';
import { OutboxMessageEntity } from '../messaging/outbox-message.entity';
import { BankAccountEntity } from '../bank-account/bank-account.entity';
import { ClientEntity } from '../client/client.entity';
import { DebitOrderEntity } from './debit-order.entity';
import { ACCOUNT_HOLDER_AWAITED_MESSAGE, DEBIT_ORDER_HOLDER_SIGNS_MESSAGE, SIGNATURE_PREFIX } from './debit-order-rules';
import {
  RESEND_NOT_AWAITING_MESSAGE,
  RESEND_OWN_ACCOUNT_MESSAGE,
  RESEND_TOO_MANY_MESSAGE,
  SIGN_DEBIT_ORDER_PURPOSE,
  SIGN_LINK_RESENDS_PER_ORDER_PER_DAY,
  SIGN_LINK_SUPERSEDED_MESSAGE,
  SIGN_LINK_ALREADY_SIGNED_MESSAGE,
  SIGN_LINK_EXPIRED_MESSAGE,
  SIGN_LINK_INVALID_MESSAGE,
  SIGN_LINK_RETIRED_MESSAGE,
  SIGN_LINK_TOO_MANY_MESSAGE,
  SIGN_TRIES_PER_ORDER_PER_HOUR,
} from './debit-order-signing.service';

const FIELDS = 'paymentType maxAmount payDay nextDebitDate associatedProducts { amount description } bankName accountNoLast4 accountHolderName requestedBy status alreadySigned';
const READ = `query($t: String!) { debitOrderToSign(token: $t) { ${FIELDS} } }`;
const SIGN = `mutation($t: String!, $input: UpdateDebitOrderInput!) { signDebitOrderWithToken(token: $t, input: $input) { ${FIELDS} } }`;
const png = (tag: string) => `${SIGNATURE_PREFIX}${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`IHDR-${tag}`)]).toString('base64')}`;
const signature = (tag = 'zanele') => ({ signature: { type: 'WEB_SIGNATURE', signature: png(tag), timestamp: new Date().toISOString() } });
const HOLDER = { ownAccount: false, accountHolderName: 'Zanele Khumalo', accountHolderContactNumber: '0821112222', accountHolderIdNumber: '8801235111088' };
const RESEND = 'mutation($id: ID!) { resendDebitOrderSignLink(id: $id) { id sentToThirdParty signLinkSentAt mandate { status } } }';
const CLIENT_SIGN = 'mutation($id: ID!, $input: UpdateDebitOrderInput!) { updateDebitOrder(id: $id, input: $input) { id sentToThirdParty alreadySigned mandate { status } } }';
const CLIENT_READ = 'query($id: ID!) { debitorder(id: $id) { id sentToThirdParty alreadySigned mandate { status } } }';
type ClientView = { id: string; sentToThirdParty: boolean; alreadySigned: boolean; mandate: { status: string } };
const tokenIn = (body: string) => decodeURIComponent(/\/debit-order\/sign\?token=([^\s]+)/.exec(body)![1]!);
const newAddress = () => randomBytes(16).toString('hex');

// A third party's account holder signs the client's NAEDO debit order with the link identity
// sends them (docs/decisions/debit-order-third-party-signing.md).
describe('identity: a third party signs a debit order by link', () => {
  const stack = useDebitOrderTestStack();
  const cipher = new PiiCipher(TEST_PII_ENCRYPTION_KEY);

  /** As the gateway calls it for a visitor whose keyed address hash is `address`. */
  async function visit<T>(query: string, variables: Record<string, unknown>, address: string = newAddress()): Promise<GraphQLResponse<T>> {
    const body = JSON.stringify({ query, variables });
    const response = await stack.subgraph.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedFor('identity', visitor, 'POST', '/graphql', body), [CLIENT_ADDRESS_HEADER]: address },
      body,
    });
    return (await response.json()) as GraphQLResponse<T>;
  }
  const row = (id: string) => stack.subgraph.em().findOneOrFail(DebitOrderEntity, { id });
  const outboxFor = (clientId: string) => stack.subgraph.em().find(OutboxMessageEntity, { clientId }, { orderBy: { createdAt: 'asc' } });

  async function thirdPartyOrder(accountNo: string, paymentType: 'NAEDO' | 'DEBI_CHECK' = 'NAEDO') {
    const bankAccountId = await addBankAccount(stack.subgraph, stack.owner, accountNo, HOLDER);
    return stack.client.createDebitOrder(
      stack.owner,
      { bankAccountId, paymentType, maxAmountCents: 15_050, payDay: 25, associatedProducts: [{ productType: 'FUNERAL', amountCents: 15_050, description: 'Funeral cover IMF000000018' }] },
      randomUUID(),
    );
  }
  /** Sends the SMS and answers the token in its link. */
  async function sendAndReadToken(orderId: string): Promise<string> {
    await expect(stack.client.sendDebitOrderSignRequest(stack.owner, orderId, 'funeral cover')).resolves.toEqual({ sent: true });
    const sms = (await outboxFor(stack.owner)).filter((m) => m.body.includes('debit-order/sign'));
    return tokenIn(sms[sms.length - 1]!.body);
  }

  it('sends one SMS to the account holder’s number, naming the client, with no ID or account number, however often asked', async () => {
    const order = await thirdPartyOrder('1234509001');
    const before = (await outboxFor(stack.owner)).length;
    const answers = await Promise.all([1, 2, 3].map(() => stack.client.sendDebitOrderSignRequest(stack.owner, order.id, 'funeral cover')));
    expect(answers).toEqual([{ sent: true }, { sent: true }, { sent: true }]);
    await expect(stack.client.sendDebitOrderSignRequest(stack.owner, order.id, 'funeral cover')).resolves.toEqual({ sent: true });
    const sent = (await outboxFor(stack.owner)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channel).toBe('SMS');
    expect(cipher.decrypt(sent[0]!.destinationEncrypted)).toBe('0821112222');
    expect(sent[0]!.body).toMatch(/^Imali: Ayanda D\. asked you to authorise a debit order of R150\.50 a month for their funeral cover\. Read and sign it here: http:\/\/localhost:4200\/debit-order\/sign\?token=\S+$/);
    expect(sent[0]!.body).not.toContain('1234509001');
    expect(sent[0]!.body).not.toContain('9001');
    expect(sent[0]!.body).not.toContain('8801235111088');
    expect(sent[0]!.body).not.toContain('Dlamini');
  });

  it('sends nothing for the client’s own account, a DebiCheck order, another client’s order or an unknown one', async () => {
    const ownAccount = await addBankAccount(stack.subgraph, stack.owner, '1234509002');
    const own = await stack.client.createDebitOrder(stack.owner, { bankAccountId: ownAccount, paymentType: 'NAEDO', maxAmountCents: 100, payDay: 1 }, randomUUID());
    const debiCheck = await thirdPartyOrder('1234509003', 'DEBI_CHECK');
    const third = await thirdPartyOrder('1234509004');
    const before = (await outboxFor(stack.owner)).length;
    await expect(stack.client.sendDebitOrderSignRequest(stack.owner, own.id, 'funeral cover')).resolves.toEqual({ sent: false, reason: 'OWN_ACCOUNT' });
    await expect(stack.client.sendDebitOrderSignRequest(stack.owner, debiCheck.id, 'funeral cover')).resolves.toEqual({ sent: false, reason: 'NOT_AWAITING' });
    await expect(stack.client.sendDebitOrderSignRequest(stack.other, third.id, 'funeral cover')).resolves.toEqual({ sent: false, reason: 'NOT_FOUND' });
    await expect(stack.client.sendDebitOrderSignRequest(stack.owner, randomUUID(), 'funeral cover')).resolves.toEqual({ sent: false, reason: 'NOT_FOUND' });
    expect((await outboxFor(stack.owner)).length).toBe(before);
  });

  it('shows the holder only what they sign (the account masked to its last 4 digits), and signs once with the link', async () => {
    const order = await thirdPartyOrder('1234509005');
    const token = await sendAndReadToken(order.id);
    const read = await visit<{ debitOrderToSign: Record<string, unknown> }>(READ, { t: token });
    expect(read.errors).toBeUndefined();
    expect(read.data!.debitOrderToSign).toEqual({
      paymentType: 'NAEDO',
      maxAmount: 150.5,
      payDay: 25,
      nextDebitDate: expect.stringMatching(/^\d{4}-\d{2}-25$|^\d{4}-\d{2}-\d{2}$/),
      associatedProducts: [{ amount: 150.5, description: 'Funeral cover IMF000000018' }],
      bankName: expect.any(String),
      accountNoLast4: '9005',
      accountHolderName: 'Zanele Khumalo',
      requestedBy: 'Ayanda D.',
      status: 'AWAITING_SIGNATURE',
      alreadySigned: false,
    });
    expect(JSON.stringify(read.data)).not.toContain('1234509005');

    const signed = await visit<{ signDebitOrderWithToken: { status: string; alreadySigned: boolean } }>(SIGN, { t: token, input: signature() });
    expect(signed.errors).toBeUndefined();
    expect(signed.data!.signDebitOrderWithToken).toMatchObject({ status: 'SIGNED', alreadySigned: true });
    const stored = await row(order.id);
    expect(stored.status).toBe('SIGNED');
    const firstSignedAt = stored.signatureReceivedAt;

    // The link is used up: a second signature is refused and nothing changes; reading says signed.
    const again = await visit(SIGN, { t: token, input: signature('someone-else') });
    expect(again.errors?.[0]).toMatchObject({ message: SIGN_LINK_ALREADY_SIGNED_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await row(order.id)).signatureReceivedAt).toEqual(firstSignedAt);
    const reread = await visit<{ debitOrderToSign: { alreadySigned: boolean } }>(READ, { t: token });
    expect(reread.data!.debitOrderToSign.alreadySigned).toBe(true);
  });

  it('refuses an expired, forged, other-purpose or cancelled order’s link with a clear message, writing nothing', async () => {
    const order = await thirdPartyOrder('1234509006');
    const good = await sendAndReadToken(order.id);
    const expired = signCapability({ purpose: SIGN_DEBIT_ORDER_PURPOSE, clientId: stack.owner, subject: order.id }, TEST_INTERNAL_SECRET, 60, Date.now() - 3600_000);
    const forged = signCapability({ purpose: SIGN_DEBIT_ORDER_PURPOSE, clientId: stack.owner, subject: order.id }, 'x'.repeat(40), 3600);
    const [payload, mac] = good.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), subject: randomUUID() })).toString('base64url')}.${mac}`;
    const otherPurpose = signCapability({ purpose: 'document-upload', clientId: stack.owner, subject: order.id }, TEST_INTERNAL_SECRET, 3600);
    // A well-signed token naming another client's order (as if issued for them) reads nothing of it.
    const wrongClient = signCapability({ purpose: SIGN_DEBIT_ORDER_PURPOSE, clientId: stack.other, subject: order.id }, TEST_INTERNAL_SECRET, 3600);
    // An expired link says so by its reason too (the page's title).
    const expiredRead = await visit(READ, { t: expired });
    expect(expiredRead.errors?.[0]?.extensions?.['reason']).toBe('EXPIRED');
    for (const [token, message] of [
      [expired, SIGN_LINK_EXPIRED_MESSAGE],
      [forged, SIGN_LINK_INVALID_MESSAGE],
      [tampered, SIGN_LINK_INVALID_MESSAGE],
      [otherPurpose, SIGN_LINK_INVALID_MESSAGE],
      [wrongClient, SIGN_LINK_INVALID_MESSAGE],
      ['not-a-token', SIGN_LINK_INVALID_MESSAGE],
    ] as const) {
      const read = await visit(READ, { t: token });
      expect(read.data ?? null).toBeNull();
      expect(read.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      const sign = await visit(SIGN, { t: token, input: signature() });
      expect(sign.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await row(order.id)).status).toBe('AWAITING_SIGNATURE');

    await stack.client.cancelDebitOrder(stack.owner, order.id);
    const cancelled = await visit(SIGN, { t: good, input: signature() });
    expect(cancelled.errors?.[0]).toMatchObject({ message: SIGN_LINK_RETIRED_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await row(order.id)).status).toBe('CANCELLED');
  });

  describe('the client’s own signature (updateDebitOrder)', () => {
    const clientSign = (id: string, input: unknown) => stack.subgraph.graphql<{ updateDebitOrder: ClientView }>(CLIENT_SIGN, { id, input }, clientIdentity(stack.owner));
    const clientRead = (id: string) => stack.subgraph.graphql<{ debitorder: ClientView }>(CLIENT_READ, { id }, clientIdentity(stack.owner));
    const refusal = { message: DEBIT_ORDER_HOLDER_SIGNS_MESSAGE, extensions: { code: 'BAD_USER_INPUT', reason: 'ACCOUNT_HOLDER_SIGNS' } };
    const unsigned = { status: 'AWAITING_SIGNATURE', signatureSha256: null, signedAt: null, signatureReceivedAt: null };

    it('is refused on a third party’s NAEDO or DO debit order and nothing is stored; the holder’s link still signs it', async () => {
      const order = await thirdPartyOrder('1234509021');
      const token = await sendAndReadToken(order.id);
      const versionBefore = (await row(order.id)).signLinkVersion;
      const outboxBefore = (await outboxFor(stack.owner)).length;

      // A good drawing, a bad one, and several at once: the same refusal, before the drawing is even read.
      const bad = { signature: { type: 'WEB_SIGNATURE', signature: 'data:image/png;base64,AAAA', timestamp: new Date().toISOString() } };
      const tries = [await clientSign(order.id, signature('ayanda')), await clientSign(order.id, bad), ...(await Promise.all([1, 2, 3].map((n) => clientSign(order.id, signature(`ayanda-${n}`)))))];
      for (const refused of tries) {
        expect(refused.data ?? null).toBeNull();
        expect(refused.errors?.[0]).toMatchObject(refusal);
      }
      expect(await row(order.id)).toMatchObject({ ...unsigned, signLinkVersion: versionBefore });
      expect((await outboxFor(stack.owner)).length).toBe(outboxBefore);
      expect((await clientRead(order.id)).data!.debitorder).toEqual({ id: order.id, sentToThirdParty: true, alreadySigned: false, mandate: { status: 'AWAITING_SIGNATURE' } });

      // The holder's link still reads it as waiting for them, and signs it.
      const read = await visit<{ debitOrderToSign: { status: string; alreadySigned: boolean } }>(READ, { t: token });
      expect(read.data!.debitOrderToSign).toMatchObject({ status: 'AWAITING_SIGNATURE', alreadySigned: false });
      const signed = await visit<{ signDebitOrderWithToken: { status: string } }>(SIGN, { t: token, input: signature('zanele') });
      expect(signed.errors).toBeUndefined();
      expect(signed.data!.signDebitOrderWithToken.status).toBe('SIGNED');
      const holders = await stack.subgraph.em().findOneOrFail(DebitOrderEntity, { id: order.id }, { populate: ['signatureEncrypted'] });
      expect(cipher.decrypt(holders.signatureEncrypted!)).toBe(png('zanele'));

      // Signed by its holder: the client's signature changes nothing, as on any signed order.
      const later = await clientSign(order.id, signature('ayanda-later'));
      expect(later.errors).toBeUndefined();
      expect(later.data!.updateDebitOrder).toMatchObject({ alreadySigned: true, mandate: { status: 'SIGNED' } });
      expect((await row(order.id)).signatureSha256).toBe(holders.signatureSha256);

      // A DO debit order likewise.
      const bankAccountId = await addBankAccount(stack.subgraph, stack.owner, '1234509022', HOLDER);
      const debitOrder = await stack.client.createDebitOrder(stack.owner, { bankAccountId, paymentType: 'DO', maxAmountCents: 9_900, payDay: 1 }, randomUUID());
      expect((await clientSign(debitOrder.id, signature())).errors?.[0]).toMatchObject(refusal);
      expect(await row(debitOrder.id)).toMatchObject(unsigned);
    });

    it('still signs a debit order on the client’s own account as before', async () => {
      const bankAccountId = await addBankAccount(stack.subgraph, stack.owner, '1234509023');
      const order = await stack.client.createDebitOrder(stack.owner, { bankAccountId, paymentType: 'NAEDO', maxAmountCents: 15_050, payDay: 25 }, randomUUID());
      const signed = await clientSign(order.id, signature('ayanda'));
      expect(signed.errors).toBeUndefined();
      expect(signed.data!.updateDebitOrder).toEqual({ id: order.id, sentToThirdParty: false, alreadySigned: true, mandate: { status: 'SIGNED' } });
      const stored = await stack.subgraph.em().findOneOrFail(DebitOrderEntity, { id: order.id }, { populate: ['signatureEncrypted'] });
      expect(stored).toMatchObject({ status: 'SIGNED', signatureSha256: expect.stringMatching(/^[0-9a-f]{64}$/), signedAt: expect.any(Date), signatureReceivedAt: expect.any(Date) });
      expect(cipher.decrypt(stored.signatureEncrypted!)).toBe(png('ayanda'));
    });

    it('still sends a DebiCheck mandate on a third party’s account to their bank (the holder approves it there)', async () => {
      const order = await thirdPartyOrder('1234509024', 'DEBI_CHECK');
      const sent = await clientSign(order.id, signature());
      expect(sent.errors).toBeUndefined();
      expect(sent.data!.updateDebitOrder.sentToThirdParty).toBe(true);
      expect(['NOT_SENT', 'SENT', 'APPROVED']).toContain(sent.data!.updateDebitOrder.mandate.status);
    });
  });

  describe('the account made the client’s own while its holder is to sign (updateBankAccount)', () => {
    const UPDATE_ACCOUNT =
      'mutation($id: ID!, $i: BankAccountInput!) { updateBankAccount(id: $id, input: $i) { id accountNo ownAccount accountHolderName accountHolderContactNumber accountHolderEmail accountHolderIdNumber } }';
    type AccountView = { id: string; accountNo: string; ownAccount: boolean; accountHolderName: string | null; accountHolderContactNumber: string | null; accountHolderEmail: string | null; accountHolderIdNumber: string | null };
    const refusal = { message: ACCOUNT_HOLDER_AWAITED_MESSAGE, extensions: { code: 'BAD_USER_INPUT', reason: 'ACCOUNT_HOLDER_SIGNS' } };
    // This client's own ID number, cellphone numbers and e-mail address.
    const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
    const clientIdNumber = buildSaIdNumber({ birthDate: `1990-04-${day}`, serial: 1000 + Math.floor(Math.random() * 8000) })!;
    const own = { cell: '0831239876', otherCell: '0721239876', email: 'thandi.mokoena@example.co.za' };
    let clientId = '';
    beforeAll(async () => {
      const em = stack.subgraph.em();
      const client = em.create(ClientEntity, {
        firstNames: 'Thandi',
        surname: 'Mokoena',
        idNumberEncrypted: cipher.encrypt(clientIdNumber),
        idNumberHash: cipher.lookupHash(clientIdNumber),
        cellNumbers: [own.cell, own.otherCell],
        email: own.email,
      });
      await em.flush();
      clientId = client.id;
    });
    /** What the shell's bank-account page sends: the whole form (branch 470010, as addBankAccount). */
    const edit = (id: string, accountNo: string, change: Record<string, unknown>) =>
      stack.subgraph.graphql<{ updateBankAccount: AccountView }>(UPDATE_ACCOUNT, { id, i: { branchCode: '470010', bankName: 'Capitec Bank', accountNo, ...HOLDER, accountHolderEmail: null, ...change } }, clientIdentity(clientId));
    const accountRow = (id: string) => stack.subgraph.em().findOneOrFail(BankAccountEntity, { id });
    const makeOwn = { ownAccount: true, accountHolderName: null, accountHolderContactNumber: null, accountHolderEmail: null, accountHolderIdNumber: null };
    async function awaitingOrder(accountNo: string, paymentType: 'NAEDO' | 'DO' | 'DEBI_CHECK' = 'NAEDO') {
      const bankAccountId = await addBankAccount(stack.subgraph, clientId, accountNo, HOLDER);
      const order = await stack.client.createDebitOrder(clientId, { bankAccountId, paymentType, maxAmountCents: 15_050, payDay: 25 }, randomUUID());
      return { bankAccountId, order };
    }
    const clientSign = (id: string) => stack.subgraph.graphql<{ updateDebitOrder: ClientView }>(CLIENT_SIGN, { id, input: signature('thandi') }, clientIdentity(clientId));

    it('refuses to make it the client’s (own account, or their ID number, cellphone number or e-mail as the holder’s) and changes nothing; the holder’s link still signs', async () => {
      const { bankAccountId, order } = await awaitingOrder('1234509031');
      await expect(stack.client.sendDebitOrderSignRequest(clientId, order.id, 'funeral cover')).resolves.toEqual({ sent: true });
      const sms = (await outboxFor(clientId)).filter((m) => m.body.includes('debit-order/sign'));
      const token = tokenIn(sms[sms.length - 1]!.body);
      const before = await accountRow(bankAccountId);

      const tries = [
        // The page's "This account is in my name", and the same with the flag left out (it defaults to own).
        await edit(bankAccountId, '1234509031', makeOwn),
        await edit(bankAccountId, '1234509031', { ownAccount: undefined, accountHolderName: undefined, accountHolderContactNumber: undefined, accountHolderIdNumber: undefined }),
        // Still "someone else's", but the holder is the client: their ID number, either cellphone number (where the link goes), their e-mail.
        await edit(bankAccountId, '1234509031', { accountHolderName: 'Thandi Mokoena', accountHolderIdNumber: clientIdNumber }),
        await edit(bankAccountId, '1234509031', { accountHolderContactNumber: own.cell }),
        await edit(bankAccountId, '1234509031', { accountHolderContactNumber: own.otherCell }),
        await edit(bankAccountId, '1234509031', { accountHolderEmail: own.email.toUpperCase() }),
        // Several at once.
        ...(await Promise.all([1, 2, 3].map(() => edit(bankAccountId, '1234509031', makeOwn)))),
      ];
      for (const refused of tries) {
        expect(refused.data ?? null).toBeNull();
        expect(refused.errors?.[0]).toMatchObject(refusal);
      }
      const after = await accountRow(bankAccountId);
      expect(after).toEqual(before);
      expect(after).toMatchObject({ ownAccount: false, accountHolderName: HOLDER.accountHolderName, accountHolderContactNumber: HOLDER.accountHolderContactNumber, accountHolderEmail: null });
      expect(cipher.decrypt(after.accountHolderIdNumberEncrypted!)).toBe(HOLDER.accountHolderIdNumber);

      // The order still waits for its holder: the client still cannot sign it, the holder's link still can.
      expect(await row(order.id)).toMatchObject({ status: 'AWAITING_SIGNATURE', signatureSha256: null });
      expect((await clientSign(order.id)).errors?.[0]).toMatchObject({ message: DEBIT_ORDER_HOLDER_SIGNS_MESSAGE, extensions: { reason: 'ACCOUNT_HOLDER_SIGNS' } });
      const read = await visit<{ debitOrderToSign: { status: string; accountHolderName: string } }>(READ, { t: token });
      expect(read.data!.debitOrderToSign).toMatchObject({ status: 'AWAITING_SIGNATURE', accountHolderName: HOLDER.accountHolderName });
      const signed = await visit<{ signDebitOrderWithToken: { status: string } }>(SIGN, { t: token, input: signature('zanele') });
      expect(signed.errors).toBeUndefined();
      expect(signed.data!.signDebitOrderWithToken.status).toBe('SIGNED');

      // Signed by its holder, nothing waits: the account may be made the client's own.
      const later = await edit(bankAccountId, '1234509031', makeOwn);
      expect(later.errors).toBeUndefined();
      expect(later.data!.updateBankAccount).toMatchObject({ ownAccount: true, accountHolderName: null, accountHolderIdNumber: null });
    });

    it('refuses it for a DO debit order awaiting its holder too', async () => {
      const { bankAccountId } = await awaitingOrder('1234509032', 'DO');
      expect((await edit(bankAccountId, '1234509032', makeOwn)).errors?.[0]).toMatchObject(refusal);
      expect((await accountRow(bankAccountId)).ownAccount).toBe(false);
    });

    it('makes the same edits on an account with no debit order awaiting its holder (none, cancelled, DebiCheck)', async () => {
      const none = await addBankAccount(stack.subgraph, clientId, '1234509033', HOLDER);
      const cancelled = await awaitingOrder('1234509034');
      await stack.client.cancelDebitOrder(clientId, cancelled.order.id);
      const debiCheck = await awaitingOrder('1234509035', 'DEBI_CHECK');
      for (const [id, accountNo] of [
        [none, '1234509033'],
        [cancelled.bankAccountId, '1234509034'],
        [debiCheck.bankAccountId, '1234509035'],
      ] as const) {
        const holderIsClient = await edit(id, accountNo, { accountHolderIdNumber: clientIdNumber, accountHolderContactNumber: own.cell, accountHolderEmail: own.email });
        expect(holderIsClient.errors).toBeUndefined();
        expect(holderIsClient.data!.updateBankAccount).toMatchObject({ ownAccount: false, accountHolderIdNumber: clientIdNumber, accountHolderContactNumber: own.cell, accountHolderEmail: own.email });
        const made = await edit(id, accountNo, makeOwn);
        expect(made.errors).toBeUndefined();
        expect(made.data!.updateBankAccount).toEqual({ id, accountNo, ...makeOwn });
        expect((await accountRow(id)).ownAccount).toBe(true);
      }
    });

    it('still makes the other edits on the waiting account (the holder’s number, e-mail, name and ID, the account number); the order still awaits its holder', async () => {
      const { bankAccountId, order } = await awaitingOrder('1234509036');
      const otherHolderId = buildSaIdNumber({ birthDate: '1979-09-09', serial: 4321 })!;
      const fixed = await edit(bankAccountId, '1234509036', {
        accountHolderName: 'Zanele N. Khumalo',
        accountHolderContactNumber: '0825556666',
        accountHolderEmail: 'zanele@example.co.za',
        accountHolderIdNumber: otherHolderId,
      });
      expect(fixed.errors).toBeUndefined();
      expect(fixed.data!.updateBankAccount).toEqual({
        id: bankAccountId,
        accountNo: '1234509036',
        ownAccount: false,
        accountHolderName: 'Zanele N. Khumalo',
        accountHolderContactNumber: '0825556666',
        accountHolderEmail: 'zanele@example.co.za',
        accountHolderIdNumber: otherHolderId,
      });
      const moved = await edit(bankAccountId, '1234509037', { accountHolderName: 'Zanele N. Khumalo', accountHolderContactNumber: '0825556666', accountHolderIdNumber: otherHolderId });
      expect(moved.errors).toBeUndefined();
      expect(moved.data!.updateBankAccount).toMatchObject({ accountNo: '1234509037', ownAccount: false, accountHolderEmail: null });
      // Still the holder's to sign: the link goes to the number as it now stands.
      expect(await row(order.id)).toMatchObject({ status: 'AWAITING_SIGNATURE' });
      await expect(stack.client.sendDebitOrderSignRequest(clientId, order.id, 'funeral cover')).resolves.toEqual({ sent: true });
      const sms = (await outboxFor(clientId)).filter((m) => m.body.includes('debit-order/sign'));
      expect(cipher.decrypt(sms[sms.length - 1]!.destinationEncrypted)).toBe('0825556666');
      expect((await clientSign(order.id)).errors?.[0]?.extensions?.['reason']).toBe('ACCOUNT_HOLDER_SIGNS');
    });
  });

  it('limits signing tries per debit order (a bad signature counts too)', async () => {
    const order = await thirdPartyOrder('1234509007');
    const token = await sendAndReadToken(order.id);
    const bad = { signature: { type: 'WEB_SIGNATURE', signature: 'data:image/png;base64,AAAA', timestamp: new Date().toISOString() } };
    const tries = await Promise.all(Array.from({ length: SIGN_TRIES_PER_ORDER_PER_HOUR + 2 }, () => visit(SIGN, { t: token, input: bad })));
    expect(tries.filter((t) => t.errors?.[0]?.extensions?.['code'] === 'TOO_MANY_REQUESTS' && t.errors[0]?.message === SIGN_LINK_TOO_MANY_MESSAGE)).toHaveLength(2);
    const blocked = await visit(SIGN, { t: token, input: signature() });
    expect(blocked.errors?.[0]?.extensions?.['code']).toBe('TOO_MANY_REQUESTS');
    expect((await row(order.id)).status).toBe('AWAITING_SIGNATURE');
  });
  describe('sending the link again', () => {
    const resend = (clientId: string, id: string) => stack.subgraph.graphql<{ resendDebitOrderSignLink: { id: string; sentToThirdParty: boolean; signLinkSentAt: string | null } }>(RESEND, { id }, clientIdentity(clientId));
    /** The SMS with a signing link for this debit order (the token's subject). */
    const linksFor = async (orderId: string) =>
      (await outboxFor(stack.owner)).filter(
        (m) => m.channel === 'SMS' && m.body.includes('debit-order/sign') && JSON.parse(Buffer.from(tokenIn(m.body).split('.')[0]!, 'base64url').toString()).subject === orderId,
      );
    /** As if the last link was sent `minutes` ago (the burst window has passed). */
    const sentAgo = (orderId: string, minutes: number) => stack.subgraph.em().nativeUpdate(DebitOrderEntity, { id: orderId }, { signLinkSentAt: new Date(Date.now() - minutes * 60_000) });

    it('sends the holder a new link, and the earlier link stops working', async () => {
      const order = await thirdPartyOrder('1234509011');
      const first = await sendAndReadToken(order.id);
      await sentAgo(order.id, 60 * 24 * 15);
      const before = (await linksFor(order.id)).length;

      const answer = await resend(stack.owner, order.id);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.resendDebitOrderSignLink).toMatchObject({ id: order.id, sentToThirdParty: true });
      expect(Date.now() - Date.parse(answer.data!.resendDebitOrderSignLink.signLinkSentAt!)).toBeLessThan(60_000);
      const links = await linksFor(order.id);
      expect(links).toHaveLength(before + 1);
      const sms = links[links.length - 1]!;
      expect(cipher.decrypt(sms.destinationEncrypted)).toBe('0821112222');
      expect(sms.body).toMatch(/^Imali: Ayanda D\. asked you to authorise a debit order of R150\.50 a month for their funeral cover\. Read and sign it here: http:\/\/localhost:4200\/debit-order\/sign\?token=\S+$/);
      const second = tokenIn(sms.body);
      expect(second).not.toBe(first);

      for (const query of [READ, SIGN]) {
        const old = await visit(query, { t: first, input: signature() });
        expect(old.errors?.[0]).toMatchObject({ message: SIGN_LINK_SUPERSEDED_MESSAGE, extensions: { code: 'BAD_USER_INPUT', reason: 'SUPERSEDED' } });
      }
      expect((await row(order.id)).status).toBe('AWAITING_SIGNATURE');
      const signed = await visit<{ signDebitOrderWithToken: { status: string } }>(SIGN, { t: second, input: signature() });
      expect(signed.errors).toBeUndefined();
      expect(signed.data!.signDebitOrderWithToken.status).toBe('SIGNED');
    });

    it('sends one message for a doubled or retried submit (a link sent in the last 2 minutes is not sent again)', async () => {
      const order = await thirdPartyOrder('1234509012');
      await sendAndReadToken(order.id);
      const before = (await linksFor(order.id)).length;
      // Right after the first SMS: nothing more.
      expect((await resend(stack.owner, order.id)).errors).toBeUndefined();
      expect(await linksFor(order.id)).toHaveLength(before);
      // Later, three at once and a retry: one new link, one version more.
      await sentAgo(order.id, 10);
      const versionBefore = (await row(order.id)).signLinkVersion;
      const answers = await Promise.all([1, 2, 3].map(() => resend(stack.owner, order.id)));
      expect(answers.map((a) => a.errors)).toEqual([undefined, undefined, undefined]);
      expect((await resend(stack.owner, order.id)).errors).toBeUndefined();
      expect(await linksFor(order.id)).toHaveLength(before + 1);
      expect((await row(order.id)).signLinkVersion).toBe(versionBefore + 1);
    });

    it(`sends at most ${SIGN_LINK_RESENDS_PER_ORDER_PER_DAY} new links a day for a debit order`, async () => {
      const order = await thirdPartyOrder('1234509013');
      await sendAndReadToken(order.id);
      const before = (await linksFor(order.id)).length;
      for (let i = 0; i < SIGN_LINK_RESENDS_PER_ORDER_PER_DAY; i += 1) {
        await sentAgo(order.id, 10);
        expect((await resend(stack.owner, order.id)).errors).toBeUndefined();
      }
      await sentAgo(order.id, 10);
      const refusedTry = await resend(stack.owner, order.id);
      expect(refusedTry.errors?.[0]).toMatchObject({ message: RESEND_TOO_MANY_MESSAGE, extensions: { code: 'TOO_MANY_REQUESTS' } });
      expect(await linksFor(order.id)).toHaveLength(before + SIGN_LINK_RESENDS_PER_ORDER_PER_DAY);
    });

    it('acts only on the client’s own debit order still awaiting a third party’s signature', async () => {
      const order = await thirdPartyOrder('1234509014');
      await sendAndReadToken(order.id);
      await sentAgo(order.id, 10);
      const versionBefore = (await row(order.id)).signLinkVersion;
      const outboxBefore = (await outboxFor(stack.owner)).length;

      // Another client's order reads as a missing one, and nothing is sent.
      const other = await resend(stack.other, order.id);
      expect(other.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
      const unknown = await resend(stack.owner, randomUUID());
      expect(unknown.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
      // The client's own account: they sign it themself.
      const ownAccount = await addBankAccount(stack.subgraph, stack.owner, '1234509015');
      const own = await stack.client.createDebitOrder(stack.owner, { bankAccountId: ownAccount, paymentType: 'NAEDO', maxAmountCents: 100, payDay: 1 }, randomUUID());
      expect((await resend(stack.owner, own.id)).errors?.[0]).toMatchObject({ message: RESEND_OWN_ACCOUNT_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
      // DebiCheck: approved at the bank, no link.
      const debiCheck = await thirdPartyOrder('1234509016', 'DEBI_CHECK');
      expect((await resend(stack.owner, debiCheck.id)).errors?.[0]).toMatchObject({ message: RESEND_NOT_AWAITING_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
      expect((await outboxFor(stack.owner)).length).toBe(outboxBefore);
      expect((await row(order.id)).signLinkVersion).toBe(versionBefore);

      // Signed, then cancelled: nothing to send.
      const token = tokenIn((await linksFor(order.id)).at(-1)!.body);
      expect((await visit(SIGN, { t: token, input: signature() })).errors).toBeUndefined();
      expect((await resend(stack.owner, order.id)).errors?.[0]).toMatchObject({ message: RESEND_NOT_AWAITING_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
      const toCancel = await thirdPartyOrder('1234509017');
      await stack.client.cancelDebitOrder(stack.owner, toCancel.id);
      expect((await resend(stack.owner, toCancel.id)).errors?.[0]).toMatchObject({ message: RESEND_NOT_AWAITING_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
      expect((await outboxFor(stack.owner)).length).toBe(outboxBefore);
    });
  });

  it('also e-mails the link when the holder’s e-mail address is on the account (the same link as the SMS)', async () => {
    const bankAccountId = await addBankAccount(stack.subgraph, stack.owner, '1234509018', { ...HOLDER, accountHolderEmail: 'zanele@example.co.za' });
    const order = await stack.client.createDebitOrder(stack.owner, { bankAccountId, paymentType: 'DO', maxAmountCents: 9_900, payDay: 1 }, randomUUID());
    const before = (await outboxFor(stack.owner)).length;
    await expect(stack.client.sendDebitOrderSignRequest(stack.owner, order.id, 'funeral cover')).resolves.toEqual({ sent: true });
    const sent = (await outboxFor(stack.owner)).slice(before);
    expect(sent.map((m) => m.channel).sort()).toEqual(['EMAIL', 'SMS']);
    const email = sent.find((m) => m.channel === 'EMAIL')!;
    const sms = sent.find((m) => m.channel === 'SMS')!;
    expect(cipher.decrypt(email.destinationEncrypted)).toBe('zanele@example.co.za');
    expect(email.body).toContain('Ayanda D. asked you to sign a debit order');
    expect(email.body).toContain('R99.00 a month from your bank account for their funeral cover');
    expect(tokenIn(email.body)).toBe(tokenIn(sms.body));
    expect(email.body).not.toContain('1234509018');
    expect(email.body).not.toContain('Dlamini');
  });
});
