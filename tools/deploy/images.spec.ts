// The images (docker/node.Dockerfile, docker/web.Dockerfile) against what the build produces
// today: the entry points and dist paths they copy and run, the users they run as, and the
// build contexts they send (docker/*.dockerignore). Docker does not run here; this reads them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const areas: { name: string }[] = JSON.parse(read('areas.json')).areas;
const project = (dir: string) => JSON.parse(read(`${dir}/project.json`)) as { name: string; targets: { build: { outputs: string[]; options: { command: string } } } };
const nodeDockerfile = read('docker/node.Dockerfile');
const webDockerfile = read('docker/web.Dockerfile');

/** The lines of a Dockerfile's last stage (the image that runs). */
const lastStage = (dockerfile: string, name: string) => dockerfile.slice(dockerfile.lastIndexOf(`AS ${name}\n`));

describe('docker/node.Dockerfile', () => {
  const nodeApps = [{ app: 'gateway', dir: 'apps/gateway' }, ...areas.map((a) => ({ app: `${a.name}-subgraph`, dir: `apps/${a.name}/subgraph` }))];

  it.each(nodeApps.map((n) => [n.app, n.dir]))('%s: APP_ENTRY is where its build writes main.js', (app, dir) => {
    const { name, targets } = project(dir);
    expect(name).toBe(app);
    expect(targets.build.options.command).toBe(`node tools/build/build-node.mjs ${dir}`);
    expect(targets.build.outputs).toEqual([`{workspaceRoot}/dist/${dir}`]);
    // The Dockerfile's ${APP/-subgraph//subgraph}, as bash would expand it.
    expect(`dist/apps/${app.replace('-subgraph', '/subgraph')}/main.js`).toBe(`dist/${dir}/main.js`);
    expect(existsSync(join(root, dir, 'src/main.ts'))).toBe(true);
  });

  it('derives APP_ENTRY from APP in the build and the runtime stage alike', () => {
    expect(nodeDockerfile.match(/^ARG APP_ENTRY=dist\/apps\/\$\{APP\/-subgraph\/\/subgraph\}\/main\.js$/gm)).toHaveLength(2);
  });

  it.each(areas.map((a) => [a.name]))('%s: the build ships the migrate.js that compose and the migration Job run', (area) => {
    expect(existsSync(join(root, `apps/${area}/subgraph/src/migrate.ts`))).toBe(true);
    expect(read('tools/build/build-node.mjs')).toMatch(/for \(const entry of \[[^\]]*'migrate'/);
  });

  it('the gateway image carries the composed supergraph where the gateway reads it', () => {
    expect(existsSync(join(root, 'apps/gateway/supergraph.graphql'))).toBe(true);
    expect(read('tools/build/build-node.mjs')).toMatch(/for \(const asset of \['supergraph\.graphql'\]\)/);
    // dist/apps/gateway/apps/gateway/src/create-gateway.js -> dist/apps/gateway/supergraph.graphql
    expect(read('apps/gateway/src/create-gateway.ts')).toContain("join(__dirname, '..', '..', '..', 'supergraph.graphql')");
    expect(nodeDockerfile).toContain('COPY --from=build /app/dist ./dist');
  });

  it('runs as the numeric non-root node user, under tini, with a health check', () => {
    const runtime = lastStage(nodeDockerfile, 'runtime');
    expect(runtime.match(/^USER (.+)$/gm)).toEqual(['USER 1000:1000']);
    expect(runtime).toContain('ENTRYPOINT ["/usr/bin/tini", "--"]');
    expect(runtime).toMatch(/^HEALTHCHECK .*\n.*\/health/m);
  });
});

describe('docker/web.Dockerfile', () => {
  const remotes = readdirSync(join(root, 'apps')).filter((dir) => existsSync(join(root, 'apps', dir, 'web/project.json')));

  it.each(remotes.map((r) => [r]))('%s: built by the web image (a *-web project) into dist/apps/<area>/web, served as /remotes/<area>/', (area) => {
    const { name, targets } = project(`apps/${area}/web`);
    expect(name).toBe(`${area}-web`);
    expect(targets.build.outputs).toEqual([`{workspaceRoot}/dist/apps/${area}/web`]);
    expect(webDockerfile).toContain("npx nx run-many -t build --projects='shell,*-web'");
    expect(webDockerfile).toContain('for dir in dist/apps/*/web; do');
    expect(webDockerfile).toContain('cp -R "$dir" "/site/remotes/$area"');
  });

  it('serves the shell build at the root', () => {
    expect(project('apps/shell').targets.build.outputs ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/dist\/apps\/shell$/)]));
    expect(webDockerfile).toContain('cp -R dist/apps/shell/. /site/');
  });

  it('runs as the unprivileged nginx user', () => {
    expect(lastStage(webDockerfile, 'web').match(/^USER (.+)$/gm)).toEqual(['USER root', 'USER 101']);
    expect(webDockerfile).toMatch(/^ARG NGINX_IMAGE=nginxinc\/nginx-unprivileged:/m);
  });
});

describe('build contexts', () => {
  it.each([['docker/node.Dockerfile.dockerignore'], ['docker/web.Dockerfile.dockerignore']])('%s keeps secrets, local state and outputs out', (file) => {
    const lines = read(file).split('\n').map((l) => l.trim());
    for (const pattern of ['**/.env', '**/.env.*', '.data', '.run', '.git', '**/node_modules', 'dist', '.nx']) expect({ pattern, excluded: lines.includes(pattern) }).toEqual({ pattern, excluded: true });
    expect(lines.filter((l) => l.startsWith('!'))).toEqual(expect.not.arrayContaining([expect.stringMatching(/\.env(?!\.example)|\.data|\.run/)]));
  });

  it("docker/.env (compose's secrets) is ignored by git", () => {
    expect(execFileSync('git', ['check-ignore', 'docker/.env'], { cwd: root, encoding: 'utf8' }).trim()).toBe('docker/.env');
  });
});
