// Every Node service as docker/compose.yaml and docker/k8s run it, against the code's own
// configuration: each service's environment passes every config loader of that service in
// production (the check the app makes at start), secrets come only from docker/.env or the
// imali-secrets Secret, and every variable the code reads is documented in docker/README.md.
// The loaders of a subgraph are found, not listed: its *.config.ts files and those of the
// integrations it imports (libs/integrations/<system>), so a new setting is checked at once.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

type Env = Record<string, string>;
type Loader = { name: string; load: (env: NodeJS.ProcessEnv) => unknown };

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const yaml = (text: string) => parse(text, { merge: true });
const areas: { name: string; port: number }[] = JSON.parse(read('areas.json')).areas;

/** Values for the secrets, shaped as the apps require them; never real. */
const SECRETS: Env = {
  INTERNAL_AUTH_SECRET: 'test-only-internal-auth-secret-0123456789',
  PII_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  POSTGRES_PASSWORD: 'test-only-password',
  DATABASE_URL: 'postgres://imali:test-only-password@postgres:5432/imali',
};
/** Variables that hold secrets or credentials: never a literal value in the repository. */
const SECRET_NAMES = ['INTERNAL_AUTH_SECRET', 'PII_ENCRYPTION_KEY', 'POSTGRES_PASSWORD', 'DATABASE_URL', 'FILES_S3_ACCESS_KEY_ID', 'FILES_S3_SECRET_ACCESS_KEY'];

// ---------------------------------------------------------------------------------------------
// What the code reads.

const walk = (dir: string): string[] =>
  existsSync(join(root, dir)) ? readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`) : [];
const configFiles = (dir: string) => walk(dir).filter((f) => f.endsWith('.config.ts'));
const integrationConfig = (system: string) => configFiles(`libs/integrations/${system}/src`);

/** The integrations (libs/integrations/<system>) a subgraph's code imports, `core` aside. */
function integrationsOf(area: string): string[] {
  const systems = new Set<string>();
  for (const file of walk(`apps/${area}/subgraph/src`).filter((f) => /(?<!\.spec|\.int-spec)\.ts$/.test(f))) {
    for (const [, system] of read(file).matchAll(/from '@imali\/integrations\/([a-z-]+)'/g)) if (system !== 'core') systems.add(system!);
  }
  return [...systems].sort();
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (file: string): Record<string, unknown> => require(join(root, file));
const { loadConfig, subgraphConfigSchema } = load('libs/shared/nest/src/config.ts') as {
  loadConfig: (schema: unknown, env: NodeJS.ProcessEnv) => unknown;
  subgraphConfigSchema: unknown;
};

/** Every exported load<Name>Config of these files. */
function loadersIn(files: string[]): Loader[] {
  return files.flatMap((file) =>
    Object.entries(load(file))
      .filter(([name, value]) => /^load[A-Z]\w*Config$/.test(name) && typeof value === 'function')
      .map(([name, value]) => ({ name: `${name} (${file})`, load: value as Loader['load'] })),
  );
}

/** What a subgraph checks at start: the shared subgraph schema, its own, its integrations'. */
function subgraphLoaders(area: string): Loader[] {
  const own = configFiles(`apps/${area}/subgraph/src`);
  const integrations = integrationsOf(area).flatMap(integrationConfig);
  return [{ name: 'subgraphConfigSchema', load: (env) => loadConfig(subgraphConfigSchema, env) }, ...loadersIn([...own, ...integrations])];
}

const gatewayLoaders: Loader[] = [
  { name: 'gatewayConfigSchema', load: (env) => loadConfig((load('apps/gateway/src/gateway.config.ts') as { gatewayConfigSchema: unknown }).gatewayConfigSchema, env) },
];

/** The loaders that reject `env`, each with its message. */
function rejectedBy(loaders: Loader[], env: Env): string[] {
  return loaders.flatMap(({ name, load: run }) => {
    try {
      run({ ...env });
      return [];
    } catch (error) {
      return [`${name}: ${(error as Error).message}`];
    }
  });
}

/** Every variable the code's config schemas (and the shared sandbox latency) read. */
function variablesInCode(): string[] {
  const files = [
    'libs/shared/nest/src/config.ts',
    'apps/gateway/src/gateway.config.ts',
    'libs/integrations/core/src/integration-config.ts',
    ...areas.flatMap((a) => configFiles(`apps/${a.name}/subgraph/src`)),
    ...readdirSync(join(root, 'libs/integrations')).flatMap(integrationConfig),
  ];
  const names = new Set<string>();
  for (const text of files.map(read)) {
    for (const [, name] of text.matchAll(/^\s+([A-Z][A-Z0-9_]+): /gm)) names.add(name!);
    for (const [, name] of text.matchAll(/env\['([A-Z][A-Z0-9_]+)'\]/g)) names.add(name!);
  }
  return [...names].sort();
}

// ---------------------------------------------------------------------------------------------
// What docker/compose.yaml gives each container.

const composeText = read('docker/compose.yaml');
const compose = yaml(composeText) as { services: Record<string, { environment?: Record<string, string | number | null>; healthcheck?: { test: string[] }; depends_on?: Record<string, { condition: string }> }> };

/** Compose's interpolation with `vars` as docker/.env: ${X}, ${X:-default}, ${X:?error}. */
function interpolate(value: string, vars: Env): string {
  return value.replace(/\$\{([A-Z_][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g, (_all, name: string, kind?: string, arg?: string) => {
    const set = vars[name];
    if (set !== undefined && set !== '') return set;
    if (kind === '?') throw new Error(`compose needs ${name}: ${arg}`);
    return kind === '-' ? (arg ?? '') : '';
  });
}

/** A compose service's environment: interpolated, and a variable without a value passed through from `vars` when set there. */
function composeEnv(service: string, vars: Env = SECRETS): Env {
  const environment = compose.services[service]?.environment;
  if (!environment) throw new Error(`compose has no environment for ${service}`);
  const env: Env = {};
  for (const [name, value] of Object.entries(environment)) {
    if (value === null || value === undefined) {
      if (vars[name] !== undefined) env[name] = vars[name]!;
    } else env[name] = interpolate(String(value), vars);
  }
  return env;
}

// ---------------------------------------------------------------------------------------------
// What docker/k8s gives each pod (the base subgraph with each area's patches applied, as Kustomize does).

type Doc = { kind: string; metadata: { name: string }; data?: Env; spec: Record<string, unknown> };
type Container = { env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { key: string; optional?: boolean } } }[]; envFrom?: { configMapRef?: { name: string } }[]; args?: string[] };

const docs = (path: string): Doc[] => parseAllDocuments(read(path)).map((d) => d.toJS() as Doc).filter(Boolean);
const configMaps = Object.fromEntries(docs('docker/k8s/configmap.yaml').map((d) => [d.metadata.name, d.data ?? {}]));
const exampleSecret = (docs('docker/k8s/secret.example.yaml')[0] as unknown as { stringData: Env }).stringData;

/** RFC 6902 operations as the overlays use them: add (with "-"), replace, test. */
function applyPatch(doc: unknown, operations: { op: string; path: string; value?: unknown }[]) {
  for (const { op, path, value } of operations) {
    const keys = path.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop()!;
    let parent = doc as Record<string, unknown>;
    for (const key of keys) parent = parent[key] as Record<string, unknown>;
    if (!parent) throw new Error(`${op} ${path}: no such path`);
    if (op === 'test') {
      if (JSON.stringify(parent[last]) !== JSON.stringify(value)) throw new Error(`test ${path} failed`);
    } else if (op === 'add' && Array.isArray(parent)) {
      if (last === '-') parent.push(value);
      else parent.splice(Number(last), 0, value);
    } else if (op === 'add' || op === 'replace') {
      if (op === 'replace' && !(last in parent)) throw new Error(`replace ${path}: no such path`);
      parent[last] = value;
    } else throw new Error(`unsupported op ${op}`);
  }
}

/** The subgraph base's documents with one area's overlay patches applied. */
function k8sSubgraph(area: string): Doc[] {
  const base = docs('docker/k8s/subgraph/subgraph.yaml');
  const overlay = yaml(read(`docker/k8s/subgraphs/${area}/kustomization.yaml`)) as { patches?: { target: { kind: string }; patch: string }[] };
  for (const { target, patch } of overlay.patches ?? []) {
    for (const doc of base.filter((d) => d.kind === target.kind)) applyPatch(doc, yaml(patch));
  }
  return base;
}

const podContainer = (doc: Doc): Container => (doc.spec as { template: { spec: { containers: Container[] } } }).template.spec.containers[0]!;

/** A container's environment: its configMapRefs, then its own env (secrets from the example Secret's keys, filled from `secrets`). */
function k8sEnv(container: Container, secrets: Env = SECRETS): Env {
  const env: Env = {};
  for (const from of container.envFrom ?? []) {
    const data = configMaps[from.configMapRef?.name ?? ''];
    if (!data) throw new Error(`envFrom names ConfigMap ${from.configMapRef?.name}, which configmap.yaml lacks`);
    Object.assign(env, data);
  }
  for (const entry of container.env ?? []) {
    const ref = entry.valueFrom?.secretKeyRef;
    if (!ref) env[entry.name] = String(entry.value);
    else if (!(ref.key in exampleSecret)) throw new Error(`${entry.name} reads key ${ref.key}, which secret.example.yaml does not show`);
    else if (secrets[ref.key] !== undefined) env[entry.name] = secrets[ref.key]!;
    else if (!ref.optional) throw new Error(`${entry.name} reads ${ref.key} from the Secret without optional: true, but it is not a required secret`);
  }
  return env;
}

/**
 * The variables that choose an external system's implementation (<SYSTEM>_PROVIDER, FILES_STORE)
 * of the integrations a subgraph imports: production must say which, not fall back unseen.
 */
const selectionVariables = (area: string) =>
  integrationsOf(area)
    .flatMap(integrationConfig)
    .flatMap((file) => [...read(file).matchAll(/^\s+([A-Z][A-Z0-9_]*_(?:PROVIDER|STORE)): /gm)].map((m) => m[1]!));

const S3 = { FILES_STORE: 's3', FILES_S3_BUCKET: 'imali-documents', FILES_S3_REGION: 'af-south-1', FILES_S3_ENDPOINT: 'http://minio:9000', FILES_S3_FORCE_PATH_STYLE: 'true', FILES_S3_PREFIX: 'vault/' };
const S3_KEYS = { FILES_S3_ACCESS_KEY_ID: 'test-only-key-id', FILES_S3_SECRET_ACCESS_KEY: 'test-only-secret-key' };

// ---------------------------------------------------------------------------------------------

describe('docker/compose.yaml runs every service with the configuration its code requires', () => {
  it.each(areas.map((a) => [a.name]))('%s-subgraph: every config loader of the subgraph accepts its environment', (area) => {
    const env = composeEnv(`${area}-subgraph`);
    expect(env['NODE_ENV']).toBe('production');
    expect(rejectedBy(subgraphLoaders(area), env)).toEqual([]);
  });

  it.each(areas.map((a) => [a.name]))('%s-subgraph: names the implementation of each external system it uses', (area) => {
    const env = composeEnv(`${area}-subgraph`);
    for (const name of selectionVariables(area)) expect({ name, set: env[name] !== undefined }).toEqual({ name, set: true });
  });

  it('funeral-subgraph: names the EasyPay receiver ID (its default is the sandbox one)', () => {
    expect(composeEnv('funeral-subgraph')['EASYPAY_RECEIVER_ID']).toMatch(/^\d{4}$/);
  });

  it('vault-subgraph: with S3 chosen in docker/.env, gets the bucket settings and keys, and accepts them', () => {
    const env = composeEnv('vault-subgraph', { ...SECRETS, ...S3, ...S3_KEYS });
    expect(env).toMatchObject({ ...S3, ...S3_KEYS });
    expect(rejectedBy(subgraphLoaders('vault'), env)).toEqual([]);
    // Unset in docker/.env: not passed at all (an empty value would be refused).
    expect(Object.keys(composeEnv('vault-subgraph')).filter((k) => k.startsWith('FILES_S3_'))).toEqual([]);
  });

  it.each(areas.map((a) => [a.name]))('%s-migrate: the same image and environment as the subgraph, after PostgreSQL is healthy', (area) => {
    expect(composeEnv(`${area}-migrate`)).toEqual(composeEnv(`${area}-subgraph`));
    expect(compose.services[`${area}-migrate`]!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(compose.services[`${area}-subgraph`]!.depends_on).toEqual({ [`${area}-migrate`]: { condition: 'service_completed_successfully' } });
  });

  it('gateway: its config loader accepts its environment; healthy when ready, as npm start waits for it', () => {
    const env = composeEnv('gateway');
    expect(rejectedBy(gatewayLoaders, env)).toEqual([]);
    expect(compose.services['gateway']!.healthcheck?.test.join(' ')).toContain('/ready');
  });

  it('the web origin proxies to the gateway and starts once it is healthy', () => {
    expect(composeEnv('web')).toEqual({ GATEWAY_URL: `http://gateway:${composeEnv('gateway')['PORT']}` });
    expect(compose.services['web']!.depends_on).toEqual({ gateway: { condition: 'service_healthy' } });
  });

  it('takes every secret from docker/.env (required: ${VAR:?...}, or passed through), never a literal', () => {
    for (const [service, { environment = {} }] of Object.entries(compose.services)) {
      for (const [name, value] of Object.entries(environment)) {
        if (!SECRET_NAMES.includes(name) || value === null) continue;
        const text = String(value);
        if (name === 'DATABASE_URL') expect({ service, name, text }).toEqual({ service, name, text: expect.stringContaining('${POSTGRES_PASSWORD:?') });
        else expect({ service, name, text }).toEqual({ service, name, text: expect.stringMatching(/^\$\{[A-Z_]+:\?[^}]*\}$/) });
      }
    }
  });

  it('names in docker/.env.example every variable compose requires from it', () => {
    const required = new Set([...composeText.replace(/#.*$/gm, '').matchAll(/\$\{([A-Z_][A-Z0-9_]*):\?/g)].map((m) => m[1]!));
    const example = read('docker/.env.example');
    for (const name of required) expect({ name, listed: new RegExp(`^${name}=`, 'm').test(example) }).toEqual({ name, listed: true });
  });
});

describe('docker/k8s runs every service with the configuration its code requires', () => {
  it.each(areas.map((a) => [a.name, a.port]))('%s-subgraph: every config loader of the subgraph accepts its pod environment', (area, port) => {
    const deployment = k8sSubgraph(area).find((d) => d.kind === 'Deployment')!;
    const env = k8sEnv(podContainer(deployment));
    expect(env['PORT']).toBe(String(port));
    expect(rejectedBy(subgraphLoaders(area), env)).toEqual([]);
  });

  it.each(areas.map((a) => [a.name]))('%s-subgraph: names the implementation of each external system it uses', (area) => {
    const env = k8sEnv(podContainer(k8sSubgraph(area).find((d) => d.kind === 'Deployment')!));
    for (const name of selectionVariables(area)) expect({ name, set: env[name] !== undefined }).toEqual({ name, set: true });
  });

  it('funeral-subgraph: names the EasyPay receiver ID (its default is the sandbox one)', () => {
    expect(k8sEnv(podContainer(k8sSubgraph('funeral').find((d) => d.kind === 'Deployment')!))['EASYPAY_RECEIVER_ID']).toMatch(/^\d{4}$/);
  });

  it('vault-subgraph: with S3 chosen in imali-env, gets the keys from the Secret when it has them', () => {
    const container = podContainer(k8sSubgraph('vault').find((d) => d.kind === 'Deployment')!);
    const env = k8sEnv(container, { ...SECRETS, ...S3_KEYS });
    expect(env).toMatchObject(S3_KEYS);
    expect(rejectedBy(subgraphLoaders('vault'), { ...env, ...S3 })).toEqual([]);
  });

  it.each(areas.map((a) => [a.name]))('%s-subgraph-migrate: the Job runs migrate.js with the database URL', (area) => {
    const job = k8sSubgraph(area).find((d) => d.kind === 'Job')!;
    const container = podContainer(job);
    expect(container.args).toEqual(['node', `dist/apps/${area}/subgraph/migrate.js`]);
    expect(k8sEnv(container)['DATABASE_URL']).toBe(SECRETS['DATABASE_URL']);
  });

  it('gateway: its config loader accepts its pod environment', () => {
    const deployment = docs('docker/k8s/gateway.yaml').find((d) => d.kind === 'Deployment')!;
    expect(rejectedBy(gatewayLoaders, k8sEnv(podContainer(deployment)))).toEqual([]);
  });

  it('keeps secrets in the Secret only: no ConfigMap carries one, the example Secret holds placeholders', () => {
    for (const [name, data] of Object.entries(configMaps)) expect({ name, secrets: Object.keys(data).filter((k) => SECRET_NAMES.includes(k)) }).toEqual({ name, secrets: [] });
    for (const [key, value] of Object.entries(exampleSecret)) expect({ key, value }).toEqual({ key, value: expect.stringMatching(/REPLACE-ME/) });
  });
});

describe('docker/README.md documents the configuration', () => {
  it.each(variablesInCode().map((name) => [name]))('%s', (name) => {
    expect(read('docker/README.md')).toContain(`\`${name}\``);
  });
});
