// Issue 10 holes 7 and 8 and "no input anywhere gives a 500": every argument of every mutation
// (and query) with very long, Unicode, NUL, random and wrong-type values, as a visitor and as a
// signed-in client. No 5xx, no INTERNAL_SERVER_ERROR, an answer in time, every service healthy after.
import { randomInt } from 'node:crypto';
import { closeSync, existsSync, fstatSync, openSync, readSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Session, codes, pool } from '../http.mjs';
import { clientB, newSaIdNumber } from '../fixtures.mjs';
import { leavesOf, operationText, variablesFor, withValue } from '../schema.mjs';

export const name = 'fuzz';

const LONG = 'x'.repeat(100_000);
// Letters a form may well send (accents, CJK, emoji, combining marks), and what it should not:
// right-to-left override, zero-width and bidi marks, a byte-order mark, a lone surrogate.
// Letters only (no digits, no @): log redaction leaves it alone, so finding it in a log means a
// value sent was written there.
const MARKER = `Qzv${Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('')}`;
const UNICODE = `Ñandú Zoë 漢字 ${MARKER} 🙂 e\u0301`;
const BIDI = '\u202Egnp.exe\u200F\u2066\u200B\uFEFF\uD83D';
const NUL = 'abc\u0000def\u0000';

function randomText() {
  const length = randomInt(1, 600);
  let s = '';
  // Half the time printable only, so some values get past the character check to the rules behind it.
  const controls = randomInt(0, 2) === 0;
  for (let i = 0; i < length; i++) s += String.fromCharCode(controls && randomInt(0, 8) === 0 ? randomInt(0, 32) : randomInt(32, 0x2fff));
  return s;
}

const isText = (leaf) => !leaf.isEnum && (leaf.type === 'String' || leaf.type === 'ID');
const isNumber = (leaf) => leaf.type === 'Int' || leaf.type === 'Float';

function wrongType(leaf) {
  if (leaf.isEnum) return 'NOT_A_VALUE';
  if (leaf.type === 'Int') return 'twelve';
  if (leaf.type === 'Float') return { value: 1 };
  if (leaf.type === 'Boolean') return 'yes';
  return { $gt: '' };
}

/** The variants of one operation's variables: [label, variables]. */
function variantsOf(field, base) {
  const leaves = leavesOf(field, base);
  // Ids are fuzzed on their own: a bad id is refused first and would hide the other fields.
  const texts = leaves.filter((l) => isText(l) && l.type !== 'ID');
  const idLeaves = leaves.filter((l) => l.type === 'ID');
  const numbers = leaves.filter(isNumber);
  const setAll = (list, value) => list.reduce((v, leaf) => withValue(v, leaf.path, typeof value === 'function' ? value(leaf) : value), base);
  const out = [];
  // 100 KB values two at a time (all at once would only meet the body limit).
  const longTargets = [...texts, ...idLeaves];
  for (let i = 0; i < longTargets.length; i += 2) {
    const chunk = longTargets.slice(i, i + 2);
    out.push([`100k in ${chunk.map((l) => l.path.join('.')).join(', ')}`, setAll(chunk, LONG)]);
  }
  if (texts.length) {
    out.push(['Unicode letters and emoji everywhere', setAll(texts, UNICODE)]);
    out.push(['bidi controls and a lone surrogate everywhere', setAll(texts, BIDI)]);
    out.push(['NUL bytes everywhere', setAll(texts, NUL)]);
    out.push(['random text everywhere', setAll(texts, () => `${MARKER} ${randomText()}`)]);
    out.push(['empty strings everywhere', setAll(texts, '')]);
  }
  for (const [label, value] of [['not a UUID', 'not-a-uuid'], ['a NUL byte', '\u0000'], ['a UUID with a NUL', '00000000-0000-4000-8000-00000000000\u0000'], ['a SQL fragment', "' OR '1'='1"]]) {
    if (idLeaves.length) out.push([`ids: ${label}`, setAll(idLeaves, value)]);
  }
  if (numbers.length) {
    out.push(['largest numbers', setAll(numbers, (l) => (l.type === 'Int' ? 2147483647 : 1e308))]);
    out.push(['negative numbers', setAll(numbers, (l) => (l.type === 'Int' ? -2147483648 : -1e308))]);
    out.push(['Int out of range', setAll(numbers, (l) => (l.type === 'Int' ? 2 ** 53 : -0))]);
  }
  if (leaves.length) out.push(['wrong types everywhere', setAll(leaves, wrongType)]);
  return out;
}

const SQL_TEXT = /insert into|select .* from|violates .* constraint|duplicate key|syntax error at or near|column "|relation "|invalid input syntax|value too long for type/i;
const logsDir = join(new URL('../../..', import.meta.url).pathname, '.run', 'logs');

/** Where each service log ends now, so only what this family causes is read afterwards. */
function logEnds() {
  if (!existsSync(logsDir)) return {};
  return Object.fromEntries(readdirSync(logsDir).filter((f) => f.endsWith('.log')).map((f) => [f, statSync(join(logsDir, f)).size]));
}

function logTail(file, from) {
  const fd = openSync(join(logsDir, file), 'r');
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size - from, 64 << 20);
    if (length <= 0) return '';
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, from);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

export async function run(ctx, attack) {
  const logsBefore = logEnds();
  const b = await clientB(ctx);
  // The client is a session of its own: a fuzzed sign-in or sign-up must not end B's main one.
  const client = b.session.fork('client');
  const ops = ctx.fields.filter((f) => f.field.args.length > 0);
  const tasks = [];
  let slow = false;
  for (const who of ['visitor', 'client']) {
    for (const op of ops) {
      const base = variablesFor(op, { idNumber: newSaIdNumber() });
      const text = operationText(op, 1);
      for (const [label, variables] of variantsOf(op.field, base)) {
        tasks.push(async () => {
          const session = who === 'visitor' ? new Session(ctx.url) : client;
          // Once one answer has not come in time, the rest wait less: a frozen service fails them all anyway.
          const r = await session.gql(text, variables, { timeoutMs: slow ? 3000 : 10_000 });
          if (r.timedOut) slow = true;
          const sql = r.errors.find((e) => SQL_TEXT.test(String(e?.message ?? '')));
          const bad = r.status <= 0 || r.status >= 500 || codes(r).includes('INTERNAL_SERVER_ERROR') || Boolean(sql);
          // Every string has a maximum (names 100, free text 2,000, ...): a 100k value is never stored.
          const stored = label.startsWith('100k') && op.kind === 'mutation' && r.data?.[op.name] != null;
          attack(`${who}: ${op.name} with ${label}`, !bad && !stored, stored ? 'accepted and stored a 100,000-character value' : sql ? `a database error reached the caller: ${sql.message.slice(0, 80)}` : r.failure ?? `HTTP ${r.status} ${codes(r).join(',')} ${r.errors[0]?.message?.slice(0, 80) ?? ''}`);
        });
      }
    }
  }
  await pool(tasks, 4);
  // Values sent never reach the logs (database errors used to echo them, with whatever PII they held).
  for (const [file, from] of Object.entries(logsBefore)) {
    const text = logTail(file, from);
    const line = text.split('\n').find((l) => l.includes(MARKER));
    attack(`no value sent is written to ${file}`, !line, line ? line.slice(0, 200) : undefined);
  }
  // Every process still answers.
  const probes = [...ctx.subgraphs.map((s) => [`${s.name}-subgraph`, `http://127.0.0.1:${s.port}/health`]), ['gateway', `${ctx.gatewayUrl}/health`], ['web', `${ctx.url}/healthz`]];
  for (const [service, url] of probes) {
    let ok = false;
    for (let i = 0; i < 10 && !ok; i++) {
      ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
      if (!ok) await new Promise((r) => setTimeout(r, 500));
    }
    attack(`${service} healthy after the fuzz`, ok, `${url} does not answer`);
  }
}
