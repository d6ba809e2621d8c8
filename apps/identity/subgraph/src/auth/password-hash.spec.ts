import { hash, verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from './auth.service';

describe('password hashing', () => {
  it('uses argon2id with the OWASP baseline parameters and verifies only the right password', async () => {
    const stored = await hash('correct horse battery staple', ARGON2_OPTIONS);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verify(stored, 'correct horse battery staple')).resolves.toBe(true);
    await expect(verify(stored, 'Correct horse battery staple')).resolves.toBe(false);
  });
});
