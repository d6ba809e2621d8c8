import { createHash, randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@imali/shared/nest';
import { clientIdentity, signedFor, startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { DocumentEmailEntity } from './document-email.entity';
import { EMAIL_DOCUMENT_LIMIT_PER_HOUR } from './document-email.service';

// emailClientDocument: the document attached to an e-mail through the messaging integration (the
// sandbox writes the vault's development outbox), recorded, limited per client atomically.
const CREATE = 'mutation($input: CreateClientDocumentInput!) { createClientDocument(input: $input) { id } }';
const EMAIL = 'mutation($id: ID!, $email: String!) { emailClientDocument(id: $id, email: $email) { id documentId sentAt } }';
const OUTBOX = '{ devDocumentOutbox { channel destination subject body attachments { name contentType size sha256 url } } }';

interface Outbox {
  devDocumentOutbox: { channel: string; destination: string; subject: string; body: string; attachments: { name: string; contentType: string; size: number; sha256: string; url: string }[] }[];
}

describe('vault: e-mailing a document', () => {
  let vault: TestSubgraph;
  beforeAll(async () => {
    vault = await startTestSubgraph(definition);
  }, 60_000);
  afterAll(() => vault?.close());

  async function documentOf(owner: CallerIdentity) {
    const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(randomUUID())]);
    const response = await vault.fetch('/internal/files', { method: 'POST', headers: { 'content-type': 'application/pdf', 'x-file-name': 'payslip.pdf', ...signedFor('vault', owner, 'POST', '/internal/files', body) }, body });
    const { id: fileId } = (await response.json()) as { id: string };
    const created = await vault.graphql<{ createClientDocument: { id: string } }>(CREATE, { input: { type: 'PAYSLIP', name: 'March payslip', fileId } }, owner);
    return { id: created.data!.createClientDocument.id, fileId, body };
  }

  it('sends the document as an attachment: the outbox shows the e-mail with the same bytes, and the send is recorded', async () => {
    const owner = clientIdentity();
    const document = await documentOf(owner);
    const sent = await vault.graphql<{ emailClientDocument: { id: string; documentId: string } }>(EMAIL, { id: document.id, email: ' hr@example.co.za ' }, owner);
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.emailClientDocument.documentId).toBe(document.id);
    const outbox = await vault.graphql<Outbox>(OUTBOX, {}, owner);
    expect(outbox.data?.devDocumentOutbox).toEqual([
      {
        channel: 'EMAIL',
        destination: 'hr@example.co.za',
        subject: 'Your document: March payslip',
        body: expect.stringContaining('March payslip'),
        attachments: [{ name: 'payslip.pdf', contentType: 'application/pdf', size: document.body.length, sha256: createHash('sha256').update(document.body).digest('hex'), url: `/files/${document.fileId}` }],
      },
    ]);
    const records = await vault.em().find(DocumentEmailEntity, { clientId: owner.clientId! });
    expect(records.map((r) => r.status)).toEqual(['SENT']);
    expect(records[0]!.destinationEncrypted).not.toContain('hr@example');
    // Someone else's outbox does not show it.
    expect((await vault.graphql<Outbox>(OUTBOX, {}, clientIdentity())).data?.devDocumentOutbox).toEqual([]);
  });

  it.each([
    ['', 'This field is required'],
    ['not-an-address', 'Invalid email address'],
    [`${'a'.repeat(300)}@example.co.za`, 'Invalid email address'],
  ])('refuses the address %j with the rule\'s message; nothing sent', async (email, message) => {
    const owner = clientIdentity();
    const document = await documentOf(owner);
    const result = await vault.graphql(EMAIL, { id: document.id, email }, owner);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'email', message }] });
    expect((await vault.graphql<Outbox>(OUTBOX, {}, owner)).data?.devDocumentOutbox).toEqual([]);
  });

  it("refuses another client's document, a visitor, and records a refused address as FAILED", async () => {
    const owner = clientIdentity();
    const document = await documentOf(owner);
    const theirs = await vault.graphql(EMAIL, { id: document.id, email: 'x@example.co.za' }, clientIdentity());
    expect(theirs.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    expect((await vault.graphql(EMAIL, { id: document.id, email: 'x@example.co.za' }, visitor)).errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    const refused = await vault.graphql(EMAIL, { id: document.id, email: 'sandbox-fail@example.co.za' }, owner);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'email', message: 'We could not send to this address. Check it and try again.' }] });
    expect((await vault.em().find(DocumentEmailEntity, { clientId: owner.clientId! })).map((r) => r.status)).toEqual(['FAILED']);
  });

  it(`sends at most ${EMAIL_DOCUMENT_LIMIT_PER_HOUR} an hour, counted atomically when they arrive together`, async () => {
    const owner = clientIdentity();
    const document = await documentOf(owner);
    const results = await Promise.all(Array.from({ length: EMAIL_DOCUMENT_LIMIT_PER_HOUR + 3 }, () => vault.graphql(EMAIL, { id: document.id, email: 'hr@example.co.za' }, owner)));
    const ok = results.filter((r) => !r.errors);
    const limited = results.filter((r) => r.errors?.[0]?.extensions?.['code'] === 'TOO_MANY_REQUESTS');
    expect(ok).toHaveLength(EMAIL_DOCUMENT_LIMIT_PER_HOUR);
    expect(limited).toHaveLength(3);
    expect(limited[0]!.errors![0]!.message).toBe('You have e-mailed too many documents. Please try again later.');
    expect((await vault.graphql<Outbox>(OUTBOX, {}, owner)).data?.devDocumentOutbox).toHaveLength(EMAIL_DOCUMENT_LIMIT_PER_HOUR);
  });
});
