#!/usr/bin/env node
// Local generator: `node tools/generators/deploy.mjs <area>` gives a registered area its place in
// the deployment files, which cannot read areas.json themselves (YAML, TypeScript config):
//   docker/k8s/subgraphs/<area>/kustomization.yaml   its overlay (written from overlayFor)
//   docker/k8s/kustomization.yaml                    the overlay as a resource, and its image
//   docker/k8s/configmap.yaml                        the gateway's SUBGRAPH_<AREA>_URL
//   docker/compose.yaml                              <area>-subgraph and <area>-migrate, gateway URL
//   apps/gateway/src/gateway.config.ts               SUBGRAPH_<AREA>_URL in the config schema
// Each entry goes after the last area's, and only when it is missing, so running it twice changes
// nothing and areas with extra settings (identity, funeral) keep them. tools/scripts/area-registry.spec.ts
// checks the result against the registry. Usually run through `node tools/generators/area.mjs <area>`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { areas, subgraphUrlVariable } from '../areas.mjs';

const root = new URL('../..', import.meta.url).pathname;

/** The Kustomize overlay of one area (every area's has this shape; only the values differ). */
export function overlayFor({ name, port }) {
  return `# The ${name} subgraph: ../../subgraph with this area's names, image, port (${port}) and migration.
# All eight files in subgraphs/ have this shape; only the values differ.
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - ../../subgraph
# subgraph -> ${name}-subgraph (Deployment, Service, HPA, PDB), subgraph-migrate -> ${name}-subgraph-migrate.
namePrefix: ${name}-
# Added to selectors too, so this Service and PDB select only ${name}'s pods.
labels:
  - pairs:
      app.kubernetes.io/name: ${name}-subgraph
    includeSelectors: true
images:
  - name: imali/subgraph
    newName: imali/${name}-subgraph
patches:
  - target:
      kind: Deployment
    patch: |-
      - op: replace
        path: /spec/template/spec/containers/0/ports/0/containerPort
        value: ${port}
      - op: test
        path: /spec/template/spec/containers/0/env/0/name
        value: PORT
      - op: replace
        path: /spec/template/spec/containers/0/env/0/value
        value: "${port}"
  - target:
      kind: Service
    patch: |-
      - op: replace
        path: /spec/ports/0/port
        value: ${port}
  - target:
      kind: Job
    patch: |-
      - op: replace
        path: /spec/template/spec/containers/0/args
        value: ["node", "dist/apps/${name}/subgraph/migrate.js"]
`;
}

/** `text` with `block` inserted after the last line matching `after` (a line-anchored RegExp). */
function insertAfterLast(text, after, block, file) {
  const lines = text.split('\n');
  const at = lines.findLastIndex((line) => after.test(line));
  if (at < 0) throw new Error(`${file}: found no line like ${after} to add after`);
  lines.splice(at + 1, 0, ...block.split('\n'));
  return lines.join('\n');
}

/**
 * The deployment files (path -> text) with the area added where it is missing. Pure: the caller
 * reads and writes, so tests can run it on copies.
 */
export function withArea(files, { name, port }) {
  const variable = subgraphUrlVariable(name);
  const url = `http://${name}-subgraph:${port}/graphql`;
  const out = { ...files };
  const k = 'docker/k8s/kustomization.yaml';
  if (!out[k].includes(`  - subgraphs/${name}\n`)) out[k] = insertAfterLast(out[k], /^ {2}- subgraphs\/[a-z0-9-]+$/, `  - subgraphs/${name}`, k);
  if (!out[k].includes(`  - name: imali/${name}-subgraph\n`)) {
    const lines = out[k].split('\n');
    const last = lines.findLastIndex((line) => /^ {2}- name: imali\/[a-z0-9-]+-subgraph$/.test(line));
    if (last < 0) throw new Error(`${k}: no subgraph image to add after`);
    const [, newName, newTag] = lines.slice(last, last + 3);
    lines.splice(last + 3, 0, `  - name: imali/${name}-subgraph`, newName.replace(/imali\/[a-z0-9-]+-subgraph$/, `imali/${name}-subgraph`), newTag);
    out[k] = lines.join('\n');
  }
  const c = 'docker/k8s/configmap.yaml';
  if (!out[c].includes(`  ${variable}:`)) out[c] = insertAfterLast(out[c], /^ {2}SUBGRAPH_[A-Z_]+_URL: /, `  ${variable}: ${url}`, c);
  const d = 'docker/compose.yaml';
  if (!out[d].includes(`\n  ${name}-subgraph:\n`)) {
    const service = `  ${name}-subgraph:
    <<: *subgraph
    image: imali/${name}-subgraph:\${IMALI_TAG:-local}
    build:
      <<: *node-build
      args:
        APP: ${name}-subgraph
    environment: &env-${name}
      <<: *subgraph-env
      PORT: "${port}"
    depends_on:
      ${name}-migrate:
        condition: service_completed_successfully
  ${name}-migrate:
    <<: *migrate
    image: imali/${name}-subgraph:\${IMALI_TAG:-local}
    environment: *env-${name}
    command: ["node", "dist/apps/${name}/subgraph/migrate.js"]
`;
    out[d] = insertAfterLast(out[d], /^ {4}command: \["node", "dist\/apps\/[a-z0-9-]+\/subgraph\/migrate\.js"\]$/, `\n${service.trimEnd()}`, d);
  }
  if (!out[d].includes(`      ${variable}:`)) out[d] = insertAfterLast(out[d], /^ {6}SUBGRAPH_[A-Z_]+_URL: /, `      ${variable}: ${url}`, d);
  const g = 'apps/gateway/src/gateway.config.ts';
  if (!out[g].includes(`  ${variable}: url,`)) out[g] = insertAfterLast(out[g], /^ {2}SUBGRAPH_[A-Z_]+_URL: url,$/, `  ${variable}: url,`, g);
  return out;
}

export const deployFiles = ['docker/k8s/kustomization.yaml', 'docker/k8s/configmap.yaml', 'docker/compose.yaml', 'apps/gateway/src/gateway.config.ts'];

if (import.meta.url === `file://${process.argv[1]}`) {
  const registered = areas.find((a) => a.name === process.argv[2]);
  if (!registered) {
    console.error(`usage: deploy.mjs <${areas.map((a) => a.name).join('|')}> (add the area to areas.json first)`);
    process.exit(2);
  }
  const overlay = `docker/k8s/subgraphs/${registered.name}/kustomization.yaml`;
  if (existsSync(join(root, overlay))) console.log(`exists, kept: ${overlay}`);
  else {
    mkdirSync(dirname(join(root, overlay)), { recursive: true });
    writeFileSync(join(root, overlay), overlayFor(registered));
    console.log(`wrote ${overlay}`);
  }
  const before = Object.fromEntries(deployFiles.map((path) => [path, readFileSync(join(root, path), 'utf8')]));
  const after = withArea(before, registered);
  for (const path of deployFiles) {
    if (after[path] === before[path]) continue;
    writeFileSync(join(root, path), after[path]);
    console.log(`added ${registered.name} to ${path}`);
  }
}
