// The area generators (tools/generators/*.mjs): what they write for a registered area matches what
// the workspace has, and adding an area to the deployment files is complete and repeatable.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Runs `expression` in an ES module that imported `imports`, and returns its JSON result. */
function evaluate<T>(imports: string, expression: string): T {
  const script = `${imports}\nprocess.stdout.write(JSON.stringify(await (async () => (${expression}))()));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' })) as T;
}

interface Area {
  name: string;
  kind: string;
  port: number;
  tags: string[];
}
const areas = evaluate<Area[]>("import { areas } from './tools/areas.mjs';", 'areas');
const deployFiles = evaluate<string[]>("import { deployFiles } from './tools/generators/deploy.mjs';", 'deployFiles');
const current = Object.fromEntries(deployFiles.map((path) => [path, read(path)]));

/** Whether every line of `part` appears in `whole`, in the same order. */
function inOrder(part: string, whole: string): boolean {
  const lines = whole.split('\n');
  let at = 0;
  return part.split('\n').every((line) => {
    while (at < lines.length && lines[at] !== line) at += 1;
    return at++ < lines.length;
  });
}

describe('subgraph.mjs', () => {
  // Areas still exactly as the generator writes them (the others grew by hand from its output).
  const asGenerated = ['credit-life', 'clearance', 'groups'];

  it.each(asGenerated)('%s is the generator output, file for file (its migrations list aside)', (name) => {
    const files: Record<string, string> = JSON.parse(execFileSync(process.execPath, ['tools/generators/subgraph.mjs', name, '--print'], { cwd: root, encoding: 'utf8' }));
    const compared = Object.keys(files).filter((path) => !path.endsWith('/migrations/index.ts'));
    expect(compared.length).toBeGreaterThan(8);
    for (const path of compared) expect({ path, text: read(path) }).toEqual({ path, text: files[path] });
  });

  it('writes the record as its own GraphQL type on the client-owned base, found through ClientScope, in a module of its own', () => {
    const files: Record<string, string> = JSON.parse(execFileSync(process.execPath, ['tools/generators/subgraph.mjs', 'groups', '--print'], { cwd: root, encoding: 'utf8' }));
    const paths = Object.keys(files);
    expect(paths.some((path) => path.endsWith('.model.ts'))).toBe(false);
    expect(files['apps/groups/subgraph/src/group/group.entity.ts']).toMatch(/@ObjectType\('Group'\)\n@Entity\(\{ tableName: 'funeral_group' \}\)\nexport class GroupEntity extends ClientOwnedEntity/);
    expect(files['apps/groups/subgraph/src/group/group.service.ts']).toContain('new ClientScope(this.em, clientId)');
    expect(files['apps/groups/subgraph/src/group/group.module.ts']).toContain('export class GroupModule');
    expect(files['apps/groups/subgraph/src/groups.module.ts']).toContain('@Module({ imports: [GroupModule] })');
    expect(files['apps/groups/subgraph/src/subgraph.definition.ts']).toContain('entities: [GroupEntity, IdempotencyKeyEntity]');
  });
});

describe('area-specs.mjs', () => {
  const specs = evaluate<Record<string, { table: string }>>("import { areaSpecs } from './tools/generators/area-specs.mjs';", 'areaSpecs');

  /** Whether the area's migrations, applied in order (their up() only), leave the table in place. */
  function tableExists(area: string, schema: string, table: string): boolean {
    const dir = `apps/${area}/subgraph/src/migrations`;
    let exists = false;
    for (const file of readdirSync(join(root, dir)).filter((f) => /^Migration\d+.*\.ts$/.test(f)).sort()) {
      const up = read(`${dir}/${file}`).split(/async down\(/)[0] ?? '';
      for (const [statement] of up.matchAll(new RegExp(`(create|drop) table (if exists )?"${schema}"\\."${table}"`, 'g'))) exists = statement.startsWith('create');
    }
    return exists;
  }

  it.each(Object.keys(specs))('%s: describes a record table the area still has', (name) => {
    const area = areas.find((a) => a.name === name) as Area & { schema: string };
    expect(area).toBeDefined();
    expect({ name, table: specs[name]!.table, exists: tableExists(name, area.schema, specs[name]!.table) }).toEqual({ name, table: specs[name]!.table, exists: true });
  });
});

describe('web-remote.mjs', () => {
  const files: Record<string, string> = JSON.parse(execFileSync(process.execPath, ['tools/generators/web-remote.mjs', 'groups', '--print'], { cwd: root, encoding: 'utf8' }));

  it('gives the remote a codegen target that writes its own src/gql from its operations', () => {
    const project = JSON.parse(files['project.json']!);
    expect(project.targets.codegen.options).toEqual({ command: 'graphql-codegen --config tools/codegen/codegen.ts', env: { CODEGEN_SOURCE_ROOT: 'apps/groups/web/src' } });
    expect(project.targets.codegen.outputs).toEqual(['{projectRoot}/src/gql']);
    // The same target as the remotes already have.
    expect(JSON.parse(read('apps/groups/web/project.json')).targets.codegen).toEqual(project.targets.codegen);
  });

  it('writes a first page that reads the first record through its own operation, with loading, empty and error states', () => {
    expect(files['src/pages/groups/groups.graphql']).toContain('query GroupsPage {\n  myClient {\n    id\n    groups {\n      id\n      name\n');
    const page = files['src/pages/groups/groups-page.tsx']!;
    expect(page).toContain("import { GroupsPageDocument } from '../../gql/graphql';");
    expect(page).toContain('<Spinner');
    expect(page).toContain('<ErrorMessage');
    expect(page).toContain('<EmptyState');
    expect(page).not.toMatch(/interface|TypedDocumentNode|gql`/);
  });
});

describe('domain.mjs', () => {
  const areaNames = areas.filter((a) => a.kind === 'area').map((a) => a.name);

  it.each(areaNames)('%s has its domain library with the registry tags, type:domain and platform:any, and its alias', (name) => {
    const files = evaluate<Record<string, string>>("import { domainFiles } from './tools/generators/domain.mjs';", `domainFiles(${JSON.stringify(name)})`);
    const project = JSON.parse(files[`libs/${name}/domain/project.json`]!);
    expect(JSON.parse(read(`libs/${name}/domain/project.json`)).tags).toEqual(project.tags);
    expect(project.tags).toEqual(expect.arrayContaining([`scope:${name}`, 'type:domain', 'platform:any']));
    expect(existsSync(join(root, `libs/${name}/domain/src/index.ts`))).toBe(true);
    const paths = JSON.parse(read('tsconfig.base.json')).compilerOptions.paths;
    expect(paths[`@imali/${name}/domain`]).toEqual([`./libs/${name}/domain/src/index.ts`]);
  });

  it('adds an alias once, keeping the file valid JSON', () => {
    const once = evaluate<string>(
      "import { withDomainAlias } from './tools/generators/domain.mjs'; import { readFileSync } from 'node:fs';",
      "withDomainAlias(readFileSync('tsconfig.base.json', 'utf8'), 'zz-not-an-area')",
    );
    const twice = evaluate<string>("import { withDomainAlias } from './tools/generators/domain.mjs';", `withDomainAlias(${JSON.stringify(once)}, 'zz-not-an-area')`);
    expect(twice).toBe(once);
    expect(JSON.parse(once).compilerOptions.paths['@imali/zz-not-an-area/domain']).toEqual(['./libs/zz-not-an-area/domain/src/index.ts']);
    expect(Object.keys(JSON.parse(once).compilerOptions.paths)).toHaveLength(Object.keys(JSON.parse(read('tsconfig.base.json')).compilerOptions.paths).length + 1);
  });

  it('refuses a name that is not an area', () => {
    expect(() => execFileSync(process.execPath, ['tools/generators/domain.mjs', 'identity'], { cwd: root, stdio: 'pipe' })).toThrow();
  });
});

describe('deploy.mjs', () => {
  it.each(areas.map((a) => [a.name, a] as const))('%s: its Kustomize overlay has every line of the generated one, in order', (name, area) => {
    const generated = evaluate<string>("import { overlayFor } from './tools/generators/deploy.mjs';", `overlayFor(${JSON.stringify(area)})`);
    expect(inOrder(generated, read(`docker/k8s/subgraphs/${name}/kustomization.yaml`))).toBe(true);
  });

  it('changes nothing for the areas already registered', () => {
    const after = evaluate<Record<string, string>>(
      "import { withArea } from './tools/generators/deploy.mjs'; import { areas } from './tools/areas.mjs';",
      `areas.reduce((files, area) => withArea(files, area), ${JSON.stringify(current)})`,
    );
    expect(after).toEqual(current);
  });

  describe('a new area (pets on 4109)', () => {
    const pets = { name: 'pets', port: 4109 };
    const once = evaluate<Record<string, string>>("import { withArea } from './tools/generators/deploy.mjs';", `withArea(${JSON.stringify(current)}, ${JSON.stringify(pets)})`);

    it('is added to compose: a subgraph, a migrate service from the same image, and the gateway URL', () => {
      const compose = once['docker/compose.yaml']!;
      expect(compose).toContain('\n  pets-subgraph:\n    <<: *subgraph\n    image: imali/pets-subgraph:${IMALI_TAG:-local}\n');
      expect(compose).toContain('        APP: pets-subgraph\n');
      expect(compose).toContain('      PORT: "4109"\n');
      expect(compose).toContain('  pets-migrate:\n    <<: *migrate\n    image: imali/pets-subgraph:${IMALI_TAG:-local}\n    environment: *env-pets\n    command: ["node", "dist/apps/pets/subgraph/migrate.js"]\n');
      expect(compose).toContain('      SUBGRAPH_PETS_URL: http://pets-subgraph:4109/graphql\n');
      // Before the gateway, after the last area.
      expect(compose.indexOf('  pets-subgraph:')).toBeGreaterThan(compose.indexOf('  groups-migrate:'));
      expect(compose.indexOf('  pets-subgraph:')).toBeLessThan(compose.indexOf('\n  gateway:'));
    });

    it('is added to Kubernetes: the overlay as a resource, its image, and the gateway URL', () => {
      expect(once['docker/k8s/kustomization.yaml']).toContain('  - subgraphs/groups\n  - subgraphs/pets\n');
      expect(once['docker/k8s/kustomization.yaml']).toMatch(/ {2}- name: imali\/pets-subgraph\n {4}newName: [^\n]*\/imali\/pets-subgraph\n {4}newTag: "[^"]+"\n/);
      expect(once['docker/k8s/configmap.yaml']).toContain('  SUBGRAPH_GROUPS_URL: http://groups-subgraph:4108/graphql\n  SUBGRAPH_PETS_URL: http://pets-subgraph:4109/graphql\n');
    });

    it('is added to the gateway config schema', () => {
      expect(once['apps/gateway/src/gateway.config.ts']).toContain('  SUBGRAPH_GROUPS_URL: url,\n  SUBGRAPH_PETS_URL: url,\n');
    });

    it('is added once: running it again changes nothing', () => {
      const twice = evaluate<Record<string, string>>("import { withArea } from './tools/generators/deploy.mjs';", `withArea(${JSON.stringify(once)}, ${JSON.stringify(pets)})`);
      expect(twice).toEqual(once);
    });
  });
});
