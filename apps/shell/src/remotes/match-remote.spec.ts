import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPublicRemotePath, matchRemote } from './match-remote';
import { containerName, fetchRemotesManifest, parseRemotesManifest } from './remotes-manifest';

// The manifest the shell ships with (apps/shell/remotes.json), so this also checks that file.
const remotes = parseRemotesManifest(JSON.parse(readFileSync(join(__dirname, '../../remotes.json'), 'utf8')));

describe('matchRemote with the shipped remotes.json', () => {
  it.each([
    ['/insurance', 'funeral'],
    ['/funeral', 'funeral'],
    ['/funeral/12', 'funeral'],
    ['/third-party-funeral/3', 'funeral'],
    ['/credit-life', 'credit-life'],
    ['/credit-life/qq', 'credit-life'],
    ['/loan/9', 'credit-life'],
    ['/savings', 'savings'],
    ['/savings/add/EMERGENCY', 'savings'],
    // The one Budget form's page is the savings remote's (its prompts open the same form).
    ['/budget', 'savings'],
    ['/debt', 'debt'],
    ['/debt-repayments', 'debt'],
    ['/debt-repayments/home', 'debt'],
    ['/clearance-certificate', 'clearance'],
    ['/clearance-certificate/qq', 'clearance'],
    ['/documents', 'vault'],
    ['/documents/id/add', 'vault'],
    ['/group', 'groups'],
    ['/group/5', 'groups'],
    ['/group-sales', 'groups'],
    ['/group-members/5', 'groups'],
    ['/group-members-details/5', 'groups'],
    ['/contributions/5', 'groups'],
    ['/contributions-details/5', 'groups'],
    ['/group-contribution/5', 'groups'],
    ['/group-contribution-details/5', 'groups'],
  ])('%s → %s', (pathname, area) => {
    expect(matchRemote(pathname, remotes)?.name).toBe(area);
  });

  it.each(['/', '/welcome', '/profile', '/sign-in', '/about-us', '/debtx', '/savingsx', '/insurance/extra', '/nope'])(
    '%s belongs to no remote',
    (pathname) => {
      expect(matchRemote(pathname, remotes)).toBeNull();
    },
  );

  it('lists the seven areas with their manifest entries', () => {
    expect(remotes.map((r) => [r.name, r.entry])).toEqual(
      ['funeral', 'credit-life', 'savings', 'debt', 'clearance', 'vault', 'groups'].map((area) => [
        area,
        `/remotes/${area}/mf-manifest.json`,
      ]),
    );
  });
});

describe('parseRemotesManifest', () => {
  it.each([
    [null, 'expected an object with a "remotes" array'],
    [{}, 'expected an object with a "remotes" array'],
    [{ remotes: [{ name: 'Credit Life', entry: '/x', routes: [] }] }, 'lower-case area name'],
    [{ remotes: [{ name: 'debt', routes: ['/debt'] }] }, 'needs an "entry" URL'],
    [{ remotes: [{ name: 'debt', entry: '/x', routes: ['debt'] }] }, 'list of absolute paths'],
    [
      {
        remotes: [
          { name: 'debt', entry: '/x', routes: [] },
          { name: 'debt', entry: '/y', routes: [] },
        ],
      },
      'listed twice',
    ],
  ])('rejects %j', (json, message) => {
    expect(() => parseRemotesManifest(json)).toThrow(message);
  });
});

describe('containerName', () => {
  it('turns an area into a JS identifier', () => {
    expect(containerName('credit-life')).toBe('credit_life');
    expect(containerName('savings')).toBe('savings');
  });
});

describe('fetchRemotesManifest', () => {
  it('revalidates the file on every start and parses it', async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify({ remotes: [{ name: 'debt', entry: '/d', routes: ['/debt'] }] })));
    await expect(fetchRemotesManifest('/remotes.json', fetchImpl)).resolves.toEqual([{ name: 'debt', entry: '/d', routes: ['/debt'], publicRoutes: [] }]);
    // A plain GET, as index.html's <link rel="preload" as="fetch"> makes it (a cache mode would miss the preload).
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { headers: { accept: 'application/json' } });
  });

  it('fails with the HTTP status', async () => {
    const fetchImpl = jest.fn(async () => new Response('nope', { status: 404 }));
    await expect(fetchRemotesManifest('/remotes.json', fetchImpl)).rejects.toThrow('HTTP 404');
  });
});

describe('public remote routes', () => {
  const funeral = { name: 'funeral', entry: '/f', routes: ['/funeral', '/funeral/*'], publicRoutes: ['/funeral'] };

  it('marks only the listed paths as open to visitors', () => {
    expect(isPublicRemotePath('/funeral', funeral)).toBe(true);
    expect(isPublicRemotePath('/funeral/123', funeral)).toBe(false);
  });

  it('reads publicRoutes from the manifest and refuses relative paths', () => {
    expect(parseRemotesManifest({ remotes: [funeral] })[0]?.publicRoutes).toEqual(['/funeral']);
    expect(() => parseRemotesManifest({ remotes: [{ ...funeral, publicRoutes: ['funeral'] }] })).toThrow('publicRoutes');
  });
});
