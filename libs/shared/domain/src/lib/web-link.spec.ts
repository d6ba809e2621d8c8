import { webLink } from './web-link';

describe('webLink', () => {
  it('puts the path on the origin alone (no path or query of the configured value)', () => {
    expect(webLink('https://imali.example.com/', '/funeral/p1?sign=1')).toBe('https://imali.example.com/funeral/p1?sign=1');
    expect(webLink('http://localhost:4200/anything?x=1', '/debit-order/sign?token=a.b')).toBe('http://localhost:4200/debit-order/sign?token=a.b');
  });

  it('gives no link for an origin that is not http(s), or a path that is not absolute', () => {
    expect(webLink('not a url', '/x')).toBeNull();
    expect(webLink('javascript:alert(1)', '/x')).toBeNull();
    expect(webLink('ftp://imali.example.com', '/x')).toBeNull();
    expect(webLink('https://imali.example.com', 'x')).toBeNull();
  });
});
