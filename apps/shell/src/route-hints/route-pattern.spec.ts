import remotesJson from '../../remotes.json';
import { matchRemote } from '../remotes/match-remote';
import { parseRemotesManifest } from '../remotes/remotes-manifest';
import { decodedPath, matchesRoutePattern } from './route-pattern';

const remotes = parseRemotesManifest(remotesJson);
const firstMatch = (path: string) => remotes.find((remote) => remote.routes.some((pattern) => matchesRoutePattern(pattern, path)))?.name ?? null;

describe('matchesRoutePattern', () => {
  it.each([
    ['/funeral', '/funeral', true],
    ['/funeral', '/funeral/', true],
    ['/funeral', '/Funeral', true],
    ['/funeral', '/funeral/quote', false],
    ['/funeral/*', '/funeral', true],
    ['/funeral/*', '/funeral/abc/def', true],
    ['/funeral/*', '/funerals', false],
    ['/group/:id', '/group/42', true],
    ['/group/:id', '/group', false],
    ['/group/:id', '/group/42/x', false],
    ['/debt', '/debt-repayments', false],
  ])('%s against %s is %s', (pattern, path, expected) => {
    expect(matchesRoutePattern(pattern, path)).toBe(expected);
  });

  // The hints must pick the remote the shell will load, or they waste a phone's data.
  const paths = [
    '/', '/funeral', '/funeral/3f2a', '/insurance', '/third-party-funeral/9', '/credit-life', '/credit-life/qq', '/loan/7',
    '/savings', '/savings/add/HOUSE', '/debt', '/debt-repayments', '/debt-repayments/home', '/budget', '/documents/x',
    '/clearance-certificate/qq', '/group', '/group/5', '/group-members/5', '/contributions-details/1', '/profile', '/sign-in',
    '/DEBT', '/savings/', '/nowhere/at/all', '/groups',
  ];
  it.each(paths)('picks the same remote as the shell for %s', (path) => {
    expect(firstMatch(path)).toBe(matchRemote(path, remotes)?.name ?? null);
  });
});

describe('decodedPath', () => {
  it('decodes, and gives null for what cannot be decoded', () => {
    expect(decodedPath('/debt%2Drepayments')).toBe('/debt-repayments');
    expect(decodedPath('/%E0%A4%A')).toBeNull();
  });
});
