import { packageOf } from './bundle-report-plugin';
import { bundledSingletons, distFileOf, earlyOnDemand, fallbackCopies, judge, KB, remoteFirstLoadFiles, SINGLETON_PACKAGES } from './bundle-budget';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [
    { name: 'react', assets: { js: { sync: [], async: [] } } },
    { name: '@apollo/client', assets: { js: { sync: ['apollo.js'], async: [] } } },
  ],
  exposes: [{ path: './Routes', assets: { js: { sync: ['305.js', 'expose.js'], async: ['lazy.js'] } } }],
};

describe('bundle budget', () => {
  it('counts a remote as its remoteEntry.js and the chunks its exposes need at once (not the on-demand ones)', () => {
    expect(remoteFirstLoadFiles(manifest)).toEqual(['remoteEntry.js', '305.js', 'expose.js']);
    expect(remoteFirstLoadFiles(null)).toEqual([]);
  });

  it('finds a singleton a remote carries a copy of, in its manifest or in its chunks', () => {
    expect(fallbackCopies(manifest)).toEqual(['@apollo/client']);
    const report = { chunks: [{ files: ['1.js'], packages: { 'react-dom': 120_000, dompurify: 10 } }, { files: ['2.js'], packages: { 'signature_pad': 5 } }] };
    expect(bundledSingletons(report)).toEqual([{ name: 'react-dom', files: ['1.js'], bytes: 120_000 }]);
    expect(SINGLETON_PACKAGES).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-router-dom', '@apollo/client']));
  });

  it('fails the shell over 170 KB, a remote over 100 KB, a duplicated singleton, and a page that loaded nothing', () => {
    const file = (name: string, kb: number) => ({ file: name, gzip: kb * KB });
    const remote = (area: string, kb: number, extra: Partial<{ fallbacks: string[]; bundled: { name: string; files: string[] }[] }> = {}) => ({
      area,
      files: [file('remoteEntry.js', kb)],
      fallbacks: [],
      bundled: [],
      ...extra,
    });
    const verdicts = judge({
      shell: [file('main.js', 150), file('page.js', 20)],
      remotes: [remote('savings', 100), remote('debt', 100.1), remote('vault', 5, { bundled: [{ name: 'react', files: ['9.js'] }] })],
    });
    expect(verdicts.map((v) => [v.name.split(':')[0].split(' remote')[0], v.ok])).toEqual([
      ['shell first load (/)', true],
      ['savings', true],
      ['savings', true],
      ['savings', true],
      ['debt', false],
      ['debt', true],
      ['debt', true],
      ['vault', true],
      ['vault', false],
      ['vault', true],
    ]);
    expect(verdicts[8].detail).toContain('react (in 9.js)');
    expect(judge({ shell: [file('main.js', 170.01)], remotes: [] })[0].ok).toBe(false);
    expect(judge({ shell: [], remotes: [] })[0]).toMatchObject({ ok: false, detail: expect.stringContaining('did not start') });
  });

  it('fails a remote whose first load carries pdf.js or jsQR (they load when a PDF is opened or a scan starts)', () => {
    const report = {
      chunks: [
        { files: ['expose.js'], packages: { '@imali/vault/domain': 10 } },
        { files: ['853.js'], packages: { 'pdfjs-dist': 400_000 } },
        { files: ['305.js'], packages: { jsqr: 100 } },
      ],
    };
    expect(earlyOnDemand(report, ['remoteEntry.js', 'expose.js'])).toEqual([]);
    expect(earlyOnDemand(report, ['remoteEntry.js', 'expose.js', '305.js'])).toEqual([{ name: 'jsqr', files: ['305.js'] }]);
    const verdicts = judge({ shell: [{ file: 'main.js', gzip: KB }], remotes: [{ area: 'vault', files: [{ file: 'remoteEntry.js', gzip: KB }], fallbacks: [], bundled: [], early: [{ name: 'pdfjs-dist', files: ['853.js'] }] }] });
    expect(verdicts[3]).toMatchObject({ ok: false, detail: 'pdfjs-dist (in 853.js)' });
  });

  it('maps paths of the web origin to dist/ as it serves them', () => {
    expect(distFileOf('/main.1.js', '/d')).toBe('/d/apps/shell/main.1.js');
    expect(distFileOf('/remotes/credit-life/remoteEntry.js', '/d')).toBe('/d/apps/credit-life/web/remoteEntry.js');
  });
});

describe('bundle report', () => {
  it('names the package of a module: npm packages and workspace libraries, not an app’s own files', () => {
    expect(packageOf('/w/node_modules/@apollo/client/core/ApolloClient.js', '/w')).toBe('@apollo/client');
    expect(packageOf('/w/node_modules/react-dom/cjs/react-dom-client.production.js', '/w')).toBe('react-dom');
    expect(packageOf('/w/node_modules/a/node_modules/b/index.js', '/w')).toBe('b');
    expect(packageOf('/w/libs/shared/ui/src/lib/button.tsx', '/w')).toBe('@imali/shared/ui');
    expect(packageOf('/w/apps/funeral/web/src/routes.tsx', '/w')).toBeNull();
    expect(packageOf('/w/node_modules/.federation/entry.js', '/w')).toBeNull();
    expect(packageOf(undefined, '/w')).toBeNull();
  });
});
