// Issue 10 holes 5 and 6 and the throttling weaknesses: every counter holds under parallel
// requests and under aliases (several operations in one request count one each).
import { randomUUID } from 'node:crypto';
import { Session, codes } from '../http.mjs';
import { clientA, completeProfile, newCell, newPerson, newSaIdNumber, readOtp, signUp, SIGN_IN, SIGN_UP, UPDATE_PROFILE } from '../fixtures.mjs';

export const name = 'counters';

const count = (results, code) => results.reduce((n, r) => n + codes(r).filter((c) => c === code).length, 0);
const LEAD = 'mutation SecLead($input: CreateLeadInput!) { createLead(input: $input) { id } }';

/** `allowed` may get through; every answer beyond that counts as an attack that got through. */
function tally(attack, label, total, accepted, allowed, detail) {
  const over = Math.max(0, accepted - allowed);
  for (let i = 0; i < total; i++) attack(`${label} #${i + 1}`, i >= over, `${accepted} of ${total} were ${detail} (at most ${allowed} may be)`);
}

export async function run(ctx, attack) {
  const a = await clientA(ctx);

  // Sign-in: 18 wrong passwords for A at once; at most 5 are checked, the rest TOO_MANY_REQUESTS.
  const signIns = await Promise.all(Array.from({ length: 18 }, (_, i) => new Session(ctx.url).gql(SIGN_IN, { input: { username: a.idNumber, password: `Wrong-password-${i}-x` } })));
  tally(attack, 'parallel wrong sign-in', 18, count(signIns, 'UNAUTHENTICATED'), 5, 'checked (UNAUTHENTICATED, not TOO_MANY_REQUESTS)');
  attack('parallel sign-ins: no 5xx', signIns.every((r) => r.status > 0 && r.status < 500 && !codes(r).includes('INTERNAL_SERVER_ERROR')), signIns.map((r) => r.status).join(','));
  // One address trying many accounts: at most 20 checked per address (the 5 above count too).
  const spray = await Promise.all(Array.from({ length: 25 }, (_, i) => new Session(ctx.url).gql(SIGN_IN, { input: { username: `nobody${i}.${randomUUID().slice(0, 8)}@example.co.za`, password: 'Wrong-password-x1' } })));
  tally(attack, 'parallel wrong sign-in, 25 accounts', 25, count(spray, 'UNAUTHENTICATED') + Math.min(5, count(signIns, 'UNAUTHENTICATED')), 20, 'checked from this address (with the 5 above)');

  // The way back in for a locked account: sign-in PINs, 3 requests and 3 attempts per account.
  const pins = async () => ((await a.session.gql('query SecPins { devOutbox { body } }')).data?.devOutbox ?? []).filter((m) => /sign-in OTP is \d{4}/.test(m.body));
  const pinsBefore = (await pins()).length;
  const pinRequests = await Promise.all([
    ...Array.from({ length: 8 }, () => new Session(ctx.url).gql('mutation SecPin($u: String!) { requestSignInOTP(username: $u, communicationType: SMS) }', { u: a.idNumber })),
    new Session(ctx.url).gql(`mutation SecPins($u: String!) { ${[0, 1, 2, 3].map((i) => `p${i}: requestSignInOTP(username: $u, communicationType: SMS)`).join(' ')} }`, { u: a.idNumber }),
  ]);
  const pinList = await pins();
  tally(attack, 'parallel sign-in PIN request', 12, pinList.length - pinsBefore, 3, 'sent to A');
  attack('parallel sign-in PIN requests: no 5xx', pinRequests.every((r) => r.status > 0 && r.status < 500 && !codes(r).includes('INTERNAL_SERVER_ERROR')), pinRequests.map((r) => codes(r).join('+') || r.status).join(','));
  const pin = /sign-in OTP is (\d{4})/.exec(pinList[0]?.body ?? '')?.[1];
  if (pin) {
    const wrongPin = (i) => String((Number(pin) + 1 + i) % 10_000).padStart(4, '0');
    const SIGN_IN_PIN = 'mutation SecPinIn($u: String!, $otp: String!) { signInWithOTP(username: $u, OTP: $otp) { user { id } } }';
    const pinGuesses = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => new Session(ctx.url).gql(SIGN_IN_PIN, { u: a.idNumber, otp: wrongPin(i) })),
      new Session(ctx.url).gql(`mutation SecPinsIn($u: String!) { ${[0, 1, 2, 3].map((i) => `w${i}: signInWithOTP(username: $u, OTP: "${wrongPin(10 + i)}") { user { id } }`).join(' ')} right: signInWithOTP(username: $u, OTP: "${pin}") { user { id } } }`, { u: a.idNumber }),
    ]);
    const checked = pinGuesses.reduce((n, r) => n + codes(r).filter((c) => c !== 'TOO_MANY_REQUESTS').length, 0);
    tally(attack, 'parallel sign-in PIN guess', 15, checked, 3, 'checked (answered other than TOO_MANY_REQUESTS)');
    attack('the right sign-in PIN after 4 wrong ones in the same request', !pinGuesses.some((r) => r.data?.right?.user), 'the right PIN signed in');
  } else {
    attack('a sign-in PIN reaches A (needed for the guesses)', false, 'no sign-in PIN in A\'s outbox');
  }

  // OTP: C has a code waiting. 10 single wrong guesses and one request with 4 wrong aliases and the
  // right code last, all at once: at most 3 wrong guesses count, and the right code comes too late.
  const c = ctx.shared.c ?? (await completeProfile(await signUp(ctx.url, newPerson('Charlie'))));
  const code = await readOtp(c.session, c.cell);
  const wrong = (i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0');
  const aliased = `mutation SecGuess { ${[0, 1, 2, 3].map((i) => `w${i}: confirmOTP(OTP: "${wrong(10 + i)}")`).join(' ')} right: confirmOTP(OTP: "${code}") }`;
  const guesses = await Promise.all([
    ...Array.from({ length: 10 }, (_, i) => c.session.gql('mutation SecGuess($otp: String!) { confirmOTP(OTP: $otp) }', { otp: wrong(i) })),
    c.session.gql(aliased),
  ]);
  tally(attack, 'parallel OTP guess', 15, count(guesses, 'OTP_INCORRECT'), 3, 'checked (OTP_INCORRECT)');
  const accepted = guesses.some((r) => r.data?.right === true);
  attack('the right OTP after 4 wrong ones in the same request', !accepted, 'the right code was accepted');
  const late = await c.session.gql('mutation SecLate($otp: String!) { confirmOTP(OTP: $otp) }', { otp: code });
  attack('the right OTP after the burst', accepted || late.data?.confirmOTP !== true, 'the right code was accepted after 14 wrong guesses');

  // OTP sends: one per 30 s, whatever the concurrency or aliases. E has a profile and has never
  // been sent a code, so the burst is the first send.
  const e = await signUp(ctx.url, newPerson('Echo'));
  await e.session.must(UPDATE_PROFILE, { input: { firstNames: e.firstNames, surname: e.surname, cellNumbers: [e.cell], acceptedTerms: true } }, 'profile');
  const sends = await Promise.all([
    ...Array.from({ length: 8 }, () => e.session.gql('mutation SecSend { sendOTP(communicationType: SMS) { destination } }')),
    e.session.gql(`mutation SecSends { ${[0, 1, 2, 3].map((i) => `s${i}: sendOTP(communicationType: SMS) { destination }`).join(' ')} }`),
  ]);
  const sent = sends.reduce((n, r) => n + Object.values(r.data ?? {}).filter((v) => v && v.destination).length, 0);
  tally(attack, 'parallel OTP send', 12, sent, 1, 'sent');

  // Leads: 3 per hour per cell number, 5 per hour per address.
  const cell = newCell();
  const lead = (cellNumber) => new Session(ctx.url).gql(LEAD, { input: { firstName: 'Lerato', cellNumber, talkAbout: 'Funeral Cover', idempotencyKey: randomUUID() } });
  const sameCell = await Promise.all(Array.from({ length: 6 }, () => lead(cell)));
  const sameCellAccepted = sameCell.filter((r) => r.data?.createLead?.id).length;
  tally(attack, 'parallel lead, one cell number', 6, sameCellAccepted, 3, 'accepted');
  const manyCells = await Promise.all(Array.from({ length: 8 }, () => lead(newCell())));
  // A's lead was made earlier from this address too.
  tally(attack, 'parallel lead, one address', 8, manyCells.filter((r) => r.data?.createLead?.id).length + sameCellAccepted, 4, 'accepted (with the one-cell burst)');

  // Enumeration: "is this ID number registered?" in bulk from one address is throttled.
  const ids = [a.idNumber, ...Array.from({ length: 39 }, () => newSaIdNumber(30 + Math.floor(Math.random() * 30)))];
  const lookups = await Promise.all(ids.map((idNumber) => new Session(ctx.url).gql('query SecExists($idNumber: String!) { hasExistingUser(idNumber: $idNumber) }', { idNumber })));
  const answered = lookups.filter((r) => r.data && 'hasExistingUser' in r.data && !r.errors.length).length;
  attack(`40 parallel hasExistingUser look-ups are throttled`, answered < 40, `${answered} of 40 answered`);
  const aliasedLookups = await new Session(ctx.url).gql(`query SecExistsMany { ${ids.slice(0, 30).map((id, i) => `e${i}: hasExistingUser(idNumber: "${id}")`).join(' ')} }`);
  const erroredAliases = new Set(aliasedLookups.errors.map((e) => e?.path?.[0]).filter(Boolean));
  const aliasedAnswered = aliasedLookups.data ? Object.keys(aliasedLookups.data).filter((k) => !erroredAliases.has(k)).length : 0;
  attack('30 aliased hasExistingUser look-ups in one request are throttled', aliasedAnswered < 30, `${aliasedAnswered} of 30 answered`);
  // Sign-up tells whether an ID number is taken: also throttled per address.
  const signUps = await Promise.all(Array.from({ length: 12 }, () => new Session(ctx.url).gql(SIGN_UP, { input: { idType: 'rsa_id', idNumber: a.idNumber, password: 'Correct-horse-battery-9' } })));
  attack('12 parallel sign-ups probing a registered ID number are throttled', count(signUps, 'TOO_MANY_REQUESTS') > 0, `${count(signUps, 'TOO_MANY_REQUESTS')} of 12 throttled`);
}
