import { createHmac } from 'node:crypto';
import { clientAddressHasher } from './create-gateway';

describe('clientAddressHasher', () => {
  const secret = 'k'.repeat(40);
  const expected = (address: string) => createHmac('sha256', secret).update(`address:${address}`).digest('hex').slice(0, 32);

  it('gives the keyed hash of the address, the same for the same address, another for another', () => {
    const hash = clientAddressHasher(secret, 2);
    expect(hash('203.0.113.7')).toBe(expected('203.0.113.7'));
    expect(hash('203.0.113.7')).toBe(expected('203.0.113.7'));
    expect(hash('198.51.100.1')).toBe(expected('198.51.100.1'));
    expect(hash('203.0.113.7')).not.toBe(hash('198.51.100.1'));
  });

  it('stays right past its bound (older addresses are hashed again)', () => {
    const hash = clientAddressHasher(secret, 2);
    for (const address of ['a', 'b', 'c', 'a', 'd', 'b']) expect(hash(address)).toBe(expected(address));
  });
});
