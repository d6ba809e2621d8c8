#!/usr/bin/env node
// npm run bench:funeral -- [--duration 10] [--no-build]
// Issue 5 targets, measured through the gateway on this machine:
//   getPolicyQuote at 50 concurrent requests: p99 under 50 ms
//   the sale mutation for a family of 12 lives: p95 under 100 ms
// Uses the running system (npm start), or starts one.
import { randomUUID } from 'node:crypto';
import { GATEWAY_PORT } from '../start/system.mjs';
import { arg, CONNECTIONS, cpuLine, loadTest, percentile, useRunningSystem } from './bench-lib.mjs';

const duration = arg('duration', 10);
const url = `http://127.0.0.1:${GATEWAY_PORT}/graphql`;

/** A valid SA ID number (Luhn), for the family's policy holder. */
function idNumber(birth, serial) {
  const payload = `${birth}${String(serial).padStart(4, '0')}08`;
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${payload}${(10 - (sum % 10)) % 10}`;
}

const quoteQuery =
  'query FuneralBenchQuote($age: Int, $gender: String, $spouse: Boolean, $children: Int, $coverAmount: Int, $income: Float) { getPolicyQuote(age: $age, gender: $gender, spouse: $spouse, children: $children, coverAmount: $coverAmount, income: $income) { premium totalCover } }';
const quoteBody = JSON.stringify({
  query: quoteQuery,
  variables: { age: 34, gender: 'FEMALE', spouse: true, children: 2, coverAmount: 30000 },
});

const SALE = `mutation FuneralBenchSale($funeral: FuneralSaleInput!, $bank: SaleBankAccountInput!, $beneficiary: SaleBeneficiaryInput!, $members: [SaleMemberInput!]!, $si: SalesInteractionInput!) {
  createSalesInteractionPolicyWithMembers(funeral: $funeral, bankAccount: $bank, beneficiary: $beneficiary, members: $members, salesInteraction: $si) { id policyNumber }
}`;
/** A date of birth that makes someone `age` today (their birthday a month past). */
function dobForAge(age) {
  const day = new Date(Date.now() - 30 * 86_400_000);
  day.setUTCFullYear(day.getUTCFullYear() - age);
  return day.toISOString().slice(0, 10);
}
/** Whole years from a YYYY-MM-DD birth date to today. */
function ageFrom(birth) {
  const [y, m, d] = birth.split('-').map(Number);
  const now = new Date();
  const had = now.getUTCMonth() + 1 > m || (now.getUTCMonth() + 1 === m && now.getUTCDate() >= d);
  return now.getUTCFullYear() - y - (had ? 0 : 1);
}
function familyOf12(serial) {
  const person = (memberType, firstNames, extra) => ({ memberType, firstNames, surname: 'Mahlangu', ...extra });
  return {
    funeral: { coverAmount: 10000, paymentDueDay: 25, paymentMethod: 'DEBI_CHECK' },
    bank: { branchCode: '632005', accountNo: '4071234567' },
    beneficiary: { firstNames: 'Nandi', surname: 'Mahlangu', cellNumbers: ['0823334444'] },
    members: [
      person('POLICY_HOLDER', 'Sizwe', { idType: 'rsa_id', idNumber: idNumber('880303', 5000 + (serial % 4999)), ageAtSignup: ageFrom('1988-03-03'), cellNumbers: ['0721112222'], email: 'sizwe@example.co.za', income: 18000 }),
      person('SPOUSE', 'Nandi', { ageAtSignup: 35, dateOfBirth: dobForAge(35), gender: 'FEMALE', cellNumbers: ['0831112222'] }),
      ...[3, 7, 9, 12, 15].map((age, i) => person('CHILD', `Child${i + 1}`, { ageAtSignup: age })),
      ...[62, 64, 66, 68].map((age, i) => person('PARENT', `Parent${i + 1}`, { ageAtSignup: age, dateOfBirth: dobForAge(age), gender: i % 2 ? 'MALE' : 'FEMALE' })),
      person('EXTENDED', 'Aunt', { ageAtSignup: 50, dateOfBirth: dobForAge(50), gender: 'FEMALE', relationship: 'AUNT' }),
    ],
    si: { idempotencyKey: randomUUID() },
  };
}

const system = await useRunningSystem();
try {
  for (let i = 0; i < 100; i++) await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: quoteBody });
  // 1. The same visitor question again and again (the gateway's visitor quote cache answers).
  const quote = await loadTest({ headers: { 'content-type': 'application/json' }, body: quoteBody, duration });
  // 2. Every request a different question (varied answers and a unique income): the whole path,
  //    gateway → funeral subgraph → pricing, every time.
  let n = 0;
  const distinctBody = () => {
    n += 1;
    return JSON.stringify({
      query: quoteQuery,
      variables: { age: 18 + (n % 43), gender: n % 2 ? 'FEMALE' : 'MALE', spouse: n % 3 === 0, children: n % 4, coverAmount: 10000 * (1 + (n % 6)), income: 1000 + n },
    });
  };
  const uncached = await loadTest({
    headers: { 'content-type': 'application/json' },
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, body: distinctBody() }) }],
  });

  // Sales: sequential, as clients buy (each is a unique sale), after a warm-up.
  const sell = async (serial) => {
    const t = process.hrtime.bigint();
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: SALE, variables: familyOf12(serial) }) });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors[0]));
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  for (let i = 0; i < 10; i++) await sell(i);
  const times = [];
  for (let i = 10; i < 210; i++) times.push(await sell(i));
  times.sort((a, b) => a - b);

  console.log(`\n${new Date().toISOString()}  (2 cores; load generator, PostgreSQL and all services share them)`);
  console.log(`getPolicyQuote via gateway, ${CONNECTIONS} connections, ${duration} s, one visitor question repeated (cached): ${Math.round(quote.requests.average)} req/s  p50 ${quote.latency.p50} ms  p99 ${quote.latency.p99} ms  errors ${quote.errors + quote.non2xx}   (target p99 < 50 ms)`);
  console.log(`getPolicyQuote via gateway, ${CONNECTIONS} connections, ${duration} s, every question different (uncached): ${Math.round(uncached.requests.average)} req/s  p50 ${uncached.latency.p50} ms  p99 ${uncached.latency.p99} ms  errors ${uncached.errors + uncached.non2xx}`);
  console.log(`CPU ms per request, by process: cached quote: ${cpuLine(quote)}; uncached quote: ${cpuLine(uncached)}`);
  console.log(`sale of a 12-life family via gateway, ${times.length} sales: p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms   (target p95 < 100 ms)`);
} finally {
  await system?.stop();
}
