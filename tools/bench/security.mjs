#!/usr/bin/env node
// npm run bench:security: what the identity safeguards cost on this machine.
// - argon2id password hash and verify with the parameters identity uses (19 MiB, t=2, p=1)
// - AES-256-GCM encrypt + decrypt of an ID number, and the keyed look-up hash (HMAC-SHA256)
import { hash, verify } from '@node-rs/argon2';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const time = async (n, fn) => {
  const t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn(i);
  return Number(process.hrtime.bigint() - t) / 1e6 / n;
};

const stored = await hash('correct horse battery staple', ARGON2);
const hashMs = await time(10, () => hash('correct horse battery staple', ARGON2));
const verifyMs = await time(10, () => verify(stored, 'correct horse battery staple'));

const key = randomBytes(32);
const id = '9001015009087';
const cryptMs = await time(20_000, () => {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([c.update(id), c.final()]);
  const d = createDecipheriv('aes-256-gcm', key, iv);
  d.setAuthTag(c.getAuthTag());
  Buffer.concat([d.update(data), d.final()]);
});
const hmacMs = await time(20_000, () => createHmac('sha256', key).update(id).digest('hex'));

console.log(`argon2id hash      ${hashMs.toFixed(1)} ms   verify ${verifyMs.toFixed(1)} ms   (19 MiB, t=2, p=1)`);
console.log(`AES-256-GCM        ${(cryptMs * 1000).toFixed(1)} µs per encrypt+decrypt of an ID number`);
console.log(`HMAC look-up hash  ${(hmacMs * 1000).toFixed(1)} µs`);
console.log('Rate limits: sign-in 5 failures / 15 min per username and 20 per client address; OTP 1 send / 30 s and 6 / hour per client, 3 wrong codes then blocked 24 h; leads 5 / hour per client address and 3 / hour per cell number.');
