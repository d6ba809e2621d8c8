// Issue 10 hole 2: a visitor's funeral sale naming an existing client's ID number must neither
// attach anything to that client nor tell the visitor anything about them. A signed-in client's
// sale naming A's ID number as the policy holder is refused (the holder's ID is the client's own,
// locked once set: funeral.md §5), so A's ID never goes on B's policy and A's R100,000 is not used.
import { Session } from '../http.mjs';
import { clientA, clientB, countsNow, countsOf, leaked, MY_RECORDS, newCell, SALE, saleVariables, uploadFile } from '../fixtures.mjs';

export const name = 'guest-sale';

export async function run(ctx, attack) {
  const a = await clientA(ctx);
  const spellings = [
    ['exact ID number', a.idNumber],
    ['ID number with spaces', `${a.idNumber.slice(0, 6)} ${a.idNumber.slice(6, 10)} ${a.idNumber.slice(10)}`],
    ['ID number with surrounding blanks', ` ${a.idNumber}\t`],
  ];
  for (const [label, idNumber] of spellings) {
    const before = await countsNow(a);
    const visitor = new Session(ctx.url, 'visitor');
    // The visitor's own contact details and bank account: only the ID number is A's.
    const holder = { idNumber, age: a.age, firstNames: 'Mallory', surname: 'Visitor', cell: newCell(), email: 'mallory@example.co.za' };
    const variables = saleVariables(holder);
    const r = await visitor.gql(SALE, variables);
    const sale = r.data?.createSalesInteractionPolicyWithMembers;
    const sent = JSON.stringify(variables);
    const leaks = leaked(r.text, a.secrets, sent);
    attack(`${label}: the answer names none of A's records`, r.status > 0 && r.status < 500 && !leaks.length && sale?.clientId !== a.clientId, leaks.length ? `answer contains ${leaks.length} of A's values (clientId ${sale?.clientId === a.clientId ? 'is A' : 'differs'})` : r.failure ?? (r.status >= 500 ? `HTTP ${r.status}` : undefined));
    attack(`${label}: no 5xx`, r.status > 0 && r.status < 500 && !r.errors.some((e) => e?.extensions?.code === 'INTERNAL_SERVER_ERROR'), r.failure ?? r.text.slice(0, 160));

    // With the sale's upload token the visitor tries to plant a document.
    let planted = false;
    if (sale?.documentUploadToken) {
      const up = await uploadFile(visitor, { token: sale.documentUploadToken });
      if (up.status === 201 && up.body?.id) {
        for (const input of [
          { type: 'RSA_ID', name: 'ID Document', fileId: up.body.id, uploadToken: sale.documentUploadToken, source: 'FUNERAL_QUICK_QUOTE' },
          { type: 'RSA_ID', name: 'ID Document', fileId: up.body.id, uploadToken: sale.documentUploadToken, source: 'FUNERAL_QUICK_QUOTE', clientId: a.clientId },
        ]) {
          const doc = await visitor.gql('mutation SecPlant($input: CreateClientDocumentInput!) { createClientDocument(input: $input) { id clientId } }', { input });
          if (doc.data?.createClientDocument?.clientId === a.clientId) planted = true;
        }
      }
    }
    const after = await countsNow(a);
    attack(`${label}: no policy added to A`, after.policies === before.policies, `A had ${before.policies} policies, now ${after.policies}`);
    attack(`${label}: no bank account added to A`, after.bankAccounts === before.bankAccounts, `A had ${before.bankAccounts} bank accounts, now ${after.bankAccounts}`);
    attack(`${label}: no document planted in A's vault`, !planted && after.documents === before.documents, `A had ${before.documents} documents, now ${after.documents}`);
  }

  const b = await clientB(ctx);
  const recordsOfB = async () => (await b.session.must(MY_RECORDS, {}, 'B reads their records')).myClient;
  attack("signed-in B: B's record has an ID number (the holder's ID is locked to it)", Boolean((await recordsOfB())?.idNumber), 'B has no ID number on record');
  for (const [label, idNumber] of spellings) {
    const beforeA = await countsNow(a);
    const beforeB = countsOf(await recordsOfB());
    const variables = saleVariables({ idNumber, age: a.age, firstNames: 'Mallory', surname: 'Client', cell: newCell(), email: 'mallory@example.co.za' });
    const r = await b.session.gql(SALE, variables);
    const onIdNumber = r.errors.some((e) => e?.extensions?.field === 'members.0.idNumber' || e?.extensions?.fieldErrors?.some?.((f) => f?.field === 'members.0.idNumber'));
    attack(`signed-in B, ${label}: refused on the policy holder's ID number`, r.status > 0 && r.status < 500 && !r.data?.createSalesInteractionPolicyWithMembers && onIdNumber, r.failure ?? r.text.slice(0, 200));
    const afterA = await countsNow(a);
    const afterB = countsOf(await recordsOfB());
    attack(`signed-in B, ${label}: no policy added to A or B`, afterA.policies === beforeA.policies && afterB.policies === beforeB.policies, `A ${beforeA.policies} → ${afterA.policies}, B ${beforeB.policies} → ${afterB.policies}`);
  }
}
