// Issue 10 hole 4: the server refuses every client operation to a session that has not finished
// registration (profile and terms) or has not verified its OTP, not only the shell's route guard.
import { getNamedType, isObjectType } from 'graphql';
import { completeProfile, newCell, newPerson, registeredClient, signUp, uploadFile, UPDATE_PROFILE } from '../fixtures.mjs';
import { codes } from '../http.mjs';
import { operationText, selectionOf, variablesFor } from '../schema.mjs';

export const name = 'otp-enforced';

/** What a session must be able to do to sign up, register and verify (and what visitors may). */
export const REGISTRATION_STEPS = new Set([
  ...['me', 'myClient', 'otpStatus', 'devOutbox', 'sendOTP', 'confirmOTP', 'updateMyProfile', 'signOut'],
  // Open to visitors (a session without a finished sign-up is no less than a visitor).
  ...['signIn', 'signUp', 'requestSignInOTP', 'signInWithOTP', 'getTemplate', 'getPolicyQuote', 'hasExistingUser', 'createLead'],
  // The bureau's identity questions: a visitor's clearance and credit life flows start with them;
  // an unfinished session is answered as a visitor (never linked to its client record).
  ...['getChallenge', 'doChallenge', 'getCreditRecord'],
  // Someone else's account holder signs a client's debit order by an SMS link, signed in or not:
  // the link's capability token is the permission (docs/decisions/debit-order-third-party-signing.md).
  ...['debitOrderToSign', 'signDebitOrderWithToken'],
]);
const NOT_A_REFUSAL = new Set(['NOT_FOUND', 'BAD_USER_INPUT', 'INTERNAL_SERVER_ERROR', 'GRAPHQL_VALIDATION_FAILED', 'NO_CODE']);

function judge(r, field) {
  if (r.status <= 0 || r.status >= 500) return { ok: false, why: r.failure ?? `HTTP ${r.status}` };
  if (r.status === 401 || r.status === 403) return { ok: true, why: `HTTP ${r.status}` };
  const value = r.data?.[field];
  if (value !== null && value !== undefined) return { ok: false, why: `answered: ${JSON.stringify(value).slice(0, 100)}` };
  const found = codes(r);
  if (found.some((c) => !NOT_A_REFUSAL.has(c))) return { ok: true, why: found.join(', ') };
  return { ok: false, why: found.length ? `${found.join(', ')}: the resolver ran (${r.errors[0]?.message?.slice(0, 80)})` : 'null without an error: the resolver ran' };
}

async function sweep(ctx, attack, client, phase) {
  const s = client.session;
  const ops = ctx.fields.filter((f) => !REGISTRATION_STEPS.has(f.name));
  // Mutations first: if one slips through, the reads after it have something to show.
  for (const op of [...ops.filter((f) => f.kind === 'mutation'), ...ops.filter((f) => f.kind === 'query')]) {
    const r = await s.gql(operationText(op, 2), variablesFor(op, { idNumber: client.idNumber, clientId: client.clientId }));
    const v = judge(r, op.name);
    attack(`${phase}: ${op.kind} ${op.name}`, v.ok, v.why);
  }
  // The client's data through myClient's fields (the session's own record).
  const clientType = ctx.schema.getType('Client');
  for (const field of Object.values(clientType.getFields())) {
    if (!isObjectType(getNamedType(field.type))) continue;
    const r = await s.gql(`query SecOwn { myClient { id ${field.name} ${selectionOf(field.type, 1)} } }`);
    const value = r.data?.myClient?.[field.name];
    const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
    attack(`${phase}: myClient.${field.name}`, r.status > 0 && r.status < 500 && empty, `answered: ${JSON.stringify(value)?.slice(0, 100)}`);
  }
  const up = await uploadFile(s);
  attack(`${phase}: POST /files`, up.status >= 400 && up.status < 500, `HTTP ${up.status} ${up.text.slice(0, 100)}`);
}

export async function run(ctx, attack) {
  // C: signed up, nothing else; then profile and terms, OTP sent but never confirmed.
  const c = await signUp(ctx.url, newPerson('Charlie'));
  await sweep(ctx, attack, c, 'not registered');
  await completeProfile(c);
  ctx.shared.c = c; // the counters family guesses C's OTP
  await sweep(ctx, attack, c, 'OTP not verified');

  // D: verified, then changes the cell number: the new number needs its own OTP.
  const d = await registeredClient(ctx.url, 'Delta');
  const cell = newCell();
  const change = await d.session.gql(UPDATE_PROFILE, { input: { cellNumbers: [cell] } });
  const after = await d.session.gql('query SecD { myClient { otpVerification cellNumbers } }');
  const me = after.data?.myClient;
  const unproven = me && me.cellNumbers?.[0] === cell && me.otpVerification === true;
  attack('a changed cell number is not trusted before an OTP to it', !unproven, `changed to ${cell}: otpVerification still ${me?.otpVerification} (${change.errors.length ? codes(change).join(',') : 'no error'})`);
  const outbox = await d.session.gql('query SecOutboxD { devOutbox { destination body createdAt } }');
  const notice = (outbox.data?.devOutbox ?? []).some((m) => m.destination === d.cell && !/Your Imali OTP is/.test(m.body));
  attack('the old cell number is told of the change', notice || !me || me.cellNumbers?.[0] !== cell, 'no message to the old number');
}
