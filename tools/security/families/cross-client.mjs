// Issue 10: a client reaches only their own records. Every query and mutation of the composed API
// (apps/gateway/api-schema.graphql) is called as client B with client A's ids; the answer must be
// NOT_FOUND or empty, never any of A's values, and never FORBIDDEN (which says the record exists).
import { randomUUID } from 'node:crypto';
import { clientA, clientB, countsNow, leaked, signIn } from '../fixtures.mjs';
import { codes } from '../http.mjs';
import { operationText, variablesFor } from '../schema.mjs';

export const name = 'cross-client';

// Calls that end or replace B's session run last, each on a session of its own.
const SESSION_CHANGING = new Set(['signOut', 'signIn', 'signUp']);

export async function run(ctx, attack) {
  const a = await clientA(ctx);
  const b = await clientB(ctx);
  const before = await countsNow(a);
  const ops = [...ctx.fields.filter((f) => !SESSION_CHANGING.has(f.name)), ...ctx.fields.filter((f) => SESSION_CHANGING.has(f.name))];
  for (const op of ops) {
    const session = SESSION_CHANGING.has(op.name) ? (await signIn(ctx.url, b.username, b.password, 'B (second session)')).session : b.session;
    // B claims A's ID number; other profile fields stay B's own (B must stay verified for the sweep).
    const variables = op.name === 'updateMyProfile' ? { input: { idNumber: a.idNumber } } : variablesFor(op, a.ids);
    const r = await session.gql(operationText(op, 3), variables);
    const leaks = leaked(r.text, a.secrets, JSON.stringify(variables));
    const found = codes(r);
    let ok = r.status > 0 && r.status < 500 && !leaks.length && !found.includes('INTERNAL_SERVER_ERROR');
    let why = leaks.length ? `answer contains A's ${leaks.map((s) => (s === a.idNumber ? 'ID number' : s === a.firstNames || s === a.surname ? 'name' : `value ${s.slice(0, 8)}…`)).join(', ')}` : r.failure ?? (found.length ? found.join(', ') : `HTTP ${r.status}`);
    // A staff-only operation refuses every client alike ('You are not an employee', requireStaff):
    // that says nothing about A's records.
    const staffRefusal = r.errors.length > 0 && r.errors.every((e) => e?.extensions?.code === 'FORBIDDEN' && e?.message === 'You are not an employee');
    if (ok && found.includes('FORBIDDEN') && !staffRefusal) {
      ok = false;
      why = 'FORBIDDEN (a missing record answers NOT_FOUND: this tells B that A\'s exists)';
    }
    attack(`${op.kind} ${op.name}(${Object.keys(variables).join(', ')})`, ok, why);

    // The same call with every one of A's ids replaced by an unknown one must answer alike, or
    // the difference tells B which ids exist.
    const recordIds = new Set(Object.entries(a.ids).filter(([k, v]) => k !== 'idNumber' && typeof v === 'string').map(([, v]) => v));
    const swapped = JSON.parse(JSON.stringify(variables), (_k, v) => (typeof v === 'string' && recordIds.has(v) ? randomUUID() : v));
    if (JSON.stringify(swapped) !== JSON.stringify(variables) && !SESSION_CHANGING.has(op.name)) {
      const missing = await session.gql(operationText(op, 3), swapped);
      const shape = (x) => JSON.stringify({ status: x.status, data: x.data?.[op.name] === null || x.data?.[op.name] === undefined ? null : 'value', errors: x.errors.map((e) => [e?.extensions?.code, String(e?.message ?? '').replace(/[0-9a-f-]{36}/gi, '<id>')]) });
      attack(`${op.kind} ${op.name}: A's ids answer as unknown ones`, shape(r) === shape(missing), `A's: ${shape(r).slice(0, 110)} / unknown: ${shape(missing).slice(0, 110)}`);
    }
  }
  // Federation's own entry points are the subgraphs', not the public API's.
  for (const [label, query] of [
    ['_entities with A\'s Client through the origin', `{ _entities(representations: [{ __typename: "Client", id: "${a.clientId}" }]) { ... on Client { id idNumber firstNames bankAccounts { accountNo } } } }`],
    ['_service SDL through the origin', '{ _service { sdl } }'],
  ]) {
    const r = await b.session.gql(query);
    const leaks = leaked(r.text, a.secrets, query);
    attack(label, r.status > 0 && r.status < 500 && !r.data?._entities && !r.data?._service && !leaks.length, leaks.length ? 'A\'s values in the answer' : r.text.slice(0, 120));
  }

  // Nothing of B's calls changed A's records.
  const after = await countsNow(a);
  attack('A\'s records unchanged after the sweep', JSON.stringify(after) === JSON.stringify(before), `before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`);
  // A's file by its URL, as B.
  const file = await fetch(`${ctx.url}/files/${a.ids.fileId}`, { headers: { cookie: b.session.cookieHeader() } });
  attack('GET /files/<A\'s file> as B', file.status === 404, `HTTP ${file.status}`);
  const missing = await fetch(`${ctx.url}/files/${randomUUID()}`, { headers: { cookie: b.session.cookieHeader() } });
  attack('GET /files/<A\'s file> answers as a missing one', missing.status === file.status, `A's: ${file.status}, missing: ${missing.status}`);
}
