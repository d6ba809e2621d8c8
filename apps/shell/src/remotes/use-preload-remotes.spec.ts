import { remotesBehind, sparesData } from './use-preload-remotes';
import type { RemoteDefinition } from './remotes-manifest';

const remote = (name: string, routes: string[], publicRoutes: string[] = []): RemoteDefinition => ({ name, entry: `/remotes/${name}/mf-manifest.json`, routes, publicRoutes });
const remotes = [remote('funeral', ['/insurance', '/funeral', '/funeral/*'], ['/funeral']), remote('savings', ['/savings', '/savings/*']), remote('debt', ['/debt'])];

describe('remotes fetched ahead', () => {
  it('are the remotes behind the links, each once; the shell’s own pages have none', () => {
    expect(remotesBehind(['/', '/debt', '/savings', '/insurance', '/profile', '/funeral'], remotes, false).map((r) => r.name)).toEqual(['debt', 'savings', 'funeral']);
  });

  it('for a visitor, only the links to public pages of a remote', () => {
    expect(remotesBehind(['/savings', '/debt', '/credit-life', '/funeral', '/about-us'], remotes, true).map((r) => r.name)).toEqual(['funeral']);
  });

  it('are skipped when the browser asks to spare data: Save-Data or a 2G connection', () => {
    expect(sparesData({ connection: { saveData: true } })).toBe(true);
    expect(sparesData({ connection: { effectiveType: '2g' } })).toBe(true);
    expect(sparesData({ connection: { effectiveType: 'slow-2g' } })).toBe(true);
    expect(sparesData({ connection: { saveData: false, effectiveType: '4g' } })).toBe(false);
    expect(sparesData({})).toBe(false);
    expect(sparesData(undefined)).toBe(false);
  });
});
