// The first data of a remote's page, for the shell's first script to ask for with the document
// (docs/decisions/route-first-data.md): the named query from the area's web operations
// (apps/<area>/web/src/**/*.graphql), as Apollo Client sends it — its fragments after it and
// __typename in every selection set below the root — on one line. Written into /remotes.json by
// `npm run generate` (tools/areas.mjs); tools/scripts/area-registry.spec.ts checks it against the
// area's generated document.
// CommonJS: the shell's webpack configuration (CommonJS) uses it too (tools/webpack/create-config.js).
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const { join, resolve } = require('node:path');

const root = `${resolve(__dirname, '..')}/`;

function* graphqlFiles(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'gql' && name !== 'node_modules') yield* graphqlFiles(path);
    } else if (name.endsWith('.graphql')) yield path;
  }
}

/** The query `operationName` of the area's web app, as its page sends it (see above). */
function firstDataQuery(area, operationName) {
  return operationText(join(root, 'apps', area, 'web', 'src'), operationName);
}

/** The same for any web source folder (the shell's own pages: apps/shell/src). */
function operationText(sourceDir, operationName) {
  const { Kind, parse, print, visit } = require('graphql');
  const definitions = [];
  for (const file of graphqlFiles(sourceDir)) definitions.push(...parse(readFileSync(file, 'utf8')).definitions);
  const where = sourceDir.startsWith(root) ? sourceDir.slice(root.length) : sourceDir;
  const operation = definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === operationName);
  if (!operation) throw new Error(`first data: no operation ${operationName} in ${where}`);
  if (operation.operation !== 'query') throw new Error(`first data: ${operationName} is not a query`);
  if (operation.variableDefinitions?.length) throw new Error(`first data: ${operationName} takes variables; a page's first data must not`);
  const fragments = new Map(definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const used = [];
  const collect = (node) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (used.some((f) => f.name.value === name)) return;
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`first data: ${operationName} uses fragment ${name}, which ${where} does not define`);
        used.push(fragment);
        collect(fragment);
      },
    });
  collect(operation);
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
  const document = visit(
    { kind: Kind.DOCUMENT, definitions: [operation, ...used] },
    {
      SelectionSet: {
        leave(node, _key, parent) {
          if (parent?.kind === Kind.OPERATION_DEFINITION) return node;
          if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias)) return node;
          return { ...node, selections: [...node.selections, typename] };
        },
      },
    },
  );
  return print(document).replace(/\s+/g, ' ').trim();
}

module.exports = { firstDataQuery, operationText };
