import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Spec §1: site metadata is a secure-site title, the description and an author.
const html = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');

describe('index.html metadata', () => {
  it('has the secure-site title', () => {
    expect(html).toMatch(/<title>Imali \| Secure site<\/title>/);
  });

  it('has the description and the author', () => {
    expect(html).toContain('<meta name="description" content="Improve your financial future today" />');
    expect(html).toContain('<meta name="author" content="Imali" />');
  });

  it('is South African English and scales on phones', () => {
    expect(html).toContain('<html lang="en-ZA">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
  });
});
