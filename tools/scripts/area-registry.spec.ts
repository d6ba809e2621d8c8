// The area registry (areas.json) is the one list of areas. Scripts, lint and generators read
// it (tools/areas.mjs); apps/shell/remotes.json and the configmap's copy are generated from it.
// The files below cannot read it (YAML, TypeScript config, app code), so this test fails when
// one of them drifts from it, naming what to change.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface Area {
  name: string;
  kind: 'identity' | 'area';
  port: number;
  schema: string;
  tags: string[];
  remote?: { routes: string[]; publicRoutes?: string[]; entry?: string; firstPaint?: Record<string, string>; firstData?: Record<string, string> };
}

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const variable = (name: string) => `SUBGRAPH_${name.toUpperCase().replace(/-/g, '_')}_URL`;
const sorted = (values: Iterable<string>) => [...values].sort();

// Loaded through tools/areas.mjs, so the registry's own validation runs too.
const areas: Area[] = JSON.parse(
  execFileSync(process.execPath, ['--input-type=module', '-e', "import { areas } from './tools/areas.mjs'; process.stdout.write(JSON.stringify(areas));"], { cwd: root, encoding: 'utf8' }),
);
const names = areas.map((a) => a.name);

/** parseAreas, in a child process, of identity and one area `x` with `remote`: 'accepted' or the error's message. */
function parseWithRemote(remote: Record<string, unknown>): string {
  const registry = {
    areas: [
      { name: 'identity', kind: 'identity', port: 4101, schema: 'identity', tags: ['scope:identity'] },
      { name: 'x', kind: 'area', port: 4102, schema: 'x', tags: ['scope:x'], remote },
    ],
  };
  const script = `import { parseAreas } from './tools/areas.mjs'; try { parseAreas(${JSON.stringify(registry)}); process.stdout.write('accepted'); } catch (e) { process.stdout.write(e.message); }`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
}

describe('area registry (areas.json)', () => {
  it('lists identity and the seven areas on ports 4101-4108', () => {
    expect(names).toEqual(['identity', 'funeral', 'credit-life', 'savings', 'debt', 'clearance', 'vault', 'groups']);
    expect(areas.map((a) => a.port)).toEqual([4101, 4102, 4103, 4104, 4105, 4106, 4107, 4108]);
  });

  it('rejects a registry with a repeated port', () => {
    const script = "import { parseAreas } from './tools/areas.mjs'; try { parseAreas({ areas: [{ name: 'identity', kind: 'identity', port: 4101, schema: 'identity', tags: ['scope:identity'] }, { name: 'x', kind: 'area', port: 4101, schema: 'x', tags: ['scope:x'] }] }); } catch (e) { process.stdout.write(e.message); }";
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' })).toMatch(/port 4101 is used twice/);
  });

  it.each([
    ['a route that is not public', { '/x/private': 'first-paint/x.html' }],
    ['a wildcard route', { '/x/*': 'first-paint/x.html' }],
    ['a file outside first-paint/', { '/x': '../shell/index.html' }],
    ['a file on another host', { '/x': 'https://elsewhere.example/x.html' }],
    ['a script for a public route', { '/x': 'first-paint/x.js' }],
    ['a script for a signed-in route without first data', { '/x/other': 'first-paint/x.js' }],
    ['a script outside first-paint/', { '/x/private': 'x.js' }],
  ])('rejects a first-paint fragment for %s', (_case, firstPaint) => {
    const remote = { routes: ['/x', '/x/*', '/x/private', '/x/other'], publicRoutes: ['/x', '/x/*'], firstData: { '/x/private': 'XPrivate' }, firstPaint };
    expect(parseWithRemote(remote)).toMatch(/remote\.firstPaint must map public routes/);
  });

  it("accepts a signed-in route's first-paint script beside its first data, and a public route's fragment", () => {
    const remote = { routes: ['/x', '/x/private'], publicRoutes: ['/x'], firstData: { '/x/private': 'XPrivate' }, firstPaint: { '/x': 'first-paint/x.html', '/x/private': 'first-paint/x.js' } };
    expect(parseWithRemote(remote)).toBe('accepted');
  });

  it('gives the remotes manifest /debt’s first-paint script, which the debt build emits beside its first data', () => {
    const debt = JSON.parse(read('apps/shell/remotes.json')).remotes.find((r: { name: string }) => r.name === 'debt');
    expect(debt.firstPaint).toEqual({ '/debt': 'first-paint/debt.js' });
    expect(debt.firstData['/debt'].operationName).toBe('DebtDashboard');
    expect(read('apps/debt/web/webpack.config.js')).toContain("scripts: { 'debt.js': './src/first-paint/debt-first-paint-entry.ts' }");
  });

  it('gives the remotes manifest the funeral visitor page’s first-paint fragment, which the funeral build emits', () => {
    const funeral = JSON.parse(read('apps/shell/remotes.json')).remotes.find((r: { name: string }) => r.name === 'funeral');
    expect(funeral.firstPaint).toEqual({ '/funeral': 'first-paint/funeral.html' });
    expect(read('apps/funeral/web/webpack.config.js')).toContain("firstPaint: { 'funeral.html': { fragment: './src/first-paint/funeral.html', css: ['./src/funeral.css'] } }");
  });

  it("gives each page's first data as the query its page sends: the area's generated document, with Apollo's __typename fields", async () => {
    const withFirstData = areas.filter((a) => a.remote?.firstData);
    expect(withFirstData.map((a) => a.name)).toEqual(expect.arrayContaining(['debt', 'savings', 'vault', 'funeral']));
    const { parse, print } = await import('graphql');
    const { addTypenameToDocument } = await import('@apollo/client/utilities');
    // Each definition printed on its own, in any order: what is asked, not how it is written.
    const definitions = (document: import('graphql').DocumentNode) => document.definitions.map((d) => print(d).replace(/\s+/g, ' ')).sort();
    const manifest = JSON.parse(read('apps/shell/remotes.json')).remotes as { name: string; firstData?: Record<string, { operationName: string; query: string }> }[];
    for (const area of withFirstData) {
      const generated = (await import(join(root, 'apps', area.name, 'web/src/gql/graphql.ts'))) as Record<string, import('graphql').DocumentNode>;
      for (const [route, operationName] of Object.entries(area.remote!.firstData!)) {
        const entry = manifest.find((r) => r.name === area.name)!.firstData![route]!;
        expect(entry.operationName).toBe(operationName);
        expect({ route, query: definitions(parse(entry.query)) }).toEqual({ route, query: definitions(addTypenameToDocument(generated[`${operationName}Document`]!)) });
      }
    }
  });

  it.each([
    ['a route the remote does not own', { '/elsewhere': 'XPage' }],
    ['a wildcard route', { '/x/*': 'XPage' }],
    ['a name that is not an operation name', { '/x': 'x page' }],
  ])('rejects first data for %s', (_case, firstData) => {
    const registry = {
      areas: [
        { name: 'identity', kind: 'identity', port: 4101, schema: 'identity', tags: ['scope:identity'] },
        { name: 'x', kind: 'area', port: 4102, schema: 'x', tags: ['scope:x'], remote: { routes: ['/x', '/x/*'], firstData } },
      ],
    };
    const script = `import { parseAreas } from './tools/areas.mjs'; try { parseAreas(${JSON.stringify(registry)}); process.stdout.write('accepted'); } catch (e) { process.stdout.write(e.message); }`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' })).toMatch(/remote\.firstData must map the remote's routes/);
  });

  it('matches every subgraph app: its project tags, name and schema', () => {
    const onDisk = readdirSync(join(root, 'apps')).filter((dir) => existsSync(join(root, 'apps', dir, 'subgraph/project.json')));
    expect(sorted(onDisk)).toEqual(sorted(names));
    for (const area of areas) {
      const tags: string[] = JSON.parse(read(`apps/${area.name}/subgraph/project.json`)).tags;
      expect({ area: area.name, tags: area.tags.filter((t) => !tags.includes(t)) }).toEqual({ area: area.name, tags: [] });
      const definition = read(`apps/${area.name}/subgraph/src/subgraph.definition.ts`);
      expect(definition).toContain(`name: '${area.name}',`);
      expect(definition).toContain(`schema: '${area.schema}',`);
    }
  });

  it('matches every web remote and the generated remotes manifests', () => {
    const onDisk = readdirSync(join(root, 'apps')).filter((dir) => existsSync(join(root, 'apps', dir, 'web/project.json')));
    expect(sorted(onDisk)).toEqual(sorted(areas.filter((a) => a.remote).map((a) => a.name)));
    const expected = areas
      .filter((a) => a.remote)
      .map((a) => ({ name: a.name, entry: a.remote!.entry ?? `/remotes/${a.name}/mf-manifest.json`, routes: a.remote!.routes, ...(a.remote!.publicRoutes ? { publicRoutes: a.remote!.publicRoutes } : {}), ...(a.remote!.firstPaint ? { firstPaint: a.remote!.firstPaint } : {}),
        // The query text is checked against the area's generated document below.
        ...(a.remote!.firstData ? { firstData: Object.fromEntries(Object.entries(a.remote!.firstData).map(([route, operationName]) => [route, { operationName, query: expect.any(String) }])) } : {}) }));
    expect(JSON.parse(read('apps/shell/remotes.json')).remotes).toEqual(expected);
    const configmap = read('docker/k8s/configmap.yaml');
    const block = configmap.slice(configmap.indexOf('  remotes.json: |\n') + '  remotes.json: |\n'.length);
    expect(JSON.parse(block).remotes).toEqual(expected);
  });

  it('matches the gateway config: one SUBGRAPH_<AREA>_URL per area', () => {
    const config = read('apps/gateway/src/gateway.config.ts');
    expect(sorted(config.match(/\bSUBGRAPH_[A-Z_]+_URL(?=: url)/g) ?? [])).toEqual(sorted(names.map(variable)));
  });

  it('matches docker/compose.yaml: a subgraph and a migrate service per area, and the gateway URLs', () => {
    const compose = read('docker/compose.yaml');
    expect(sorted([...compose.matchAll(/^ {2}([a-z][a-z0-9-]*)-subgraph:$/gm)].map((m) => m[1]!))).toEqual(sorted(names));
    for (const { name, port } of areas) {
      const service = compose.slice(compose.indexOf(`\n  ${name}-subgraph:\n`), compose.indexOf(`\n  ${name}-migrate:\n`));
      expect(service).toContain(`image: imali/${name}-subgraph:`);
      expect(service).toContain(`APP: ${name}-subgraph`);
      expect(service).toContain(`PORT: "${port}"`);
      expect(compose).toContain(`command: ["node", "dist/apps/${name}/subgraph/migrate.js"]`);
      expect(compose).toContain(`${variable(name)}: http://${name}-subgraph:${port}/graphql`);
    }
  });

  it('matches docker/k8s: one overlay, resource and image per area, and the gateway URLs', () => {
    const kustomization = read('docker/k8s/kustomization.yaml');
    const configmap = read('docker/k8s/configmap.yaml');
    expect(sorted([...kustomization.matchAll(/^ {2}- subgraphs\/([a-z0-9-]+)$/gm)].map((m) => m[1]!))).toEqual(sorted(names));
    expect(sorted(readdirSync(join(root, 'docker/k8s/subgraphs')))).toEqual(sorted(names));
    for (const { name, port } of areas) {
      expect(kustomization).toContain(`  - name: imali/${name}-subgraph\n`);
      expect(configmap).toContain(`  ${variable(name)}: http://${name}-subgraph:${port}/graphql\n`);
      const overlay = read(`docker/k8s/subgraphs/${name}/kustomization.yaml`);
      expect(overlay).toContain(`namePrefix: ${name}-\n`);
      expect(overlay).toContain(`newName: imali/${name}-subgraph\n`);
      expect(overlay).toContain(`value: "${port}"`);
      expect(overlay).toContain(`value: ["node", "dist/apps/${name}/subgraph/migrate.js"]`);
    }
  });
});
