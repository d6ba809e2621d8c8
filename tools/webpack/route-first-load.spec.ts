// The queries the shell's first script sends for its own signed-in pages (apps/shell/route-first-load.js,
// written into index.html by RouteFirstLoadPlugin) are the ones those pages send, as Apollo Client
// sends them: otherwise the page would not take the answer and would ask again.
import { join } from 'node:path';
import { parse, print, type DocumentNode } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';

const root = join(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { operationText } = require('../first-data.cjs') as { operationText: (dir: string, name: string) => string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const routes = require('../../apps/shell/route-first-load.js') as Record<string, { chunks?: string[]; queries?: string[] }>;

const definitions = (document: DocumentNode) => document.definitions.map((d) => print(d).replace(/\s+/g, ' ')).sort();

describe("the shell's route first load", () => {
  it('names the home, with its cards chunk and its two queries', () => {
    expect(routes['/']).toEqual({ chunks: ['home-cards'], queries: ['ShellMyClient', 'ShellFinancialHealth'] });
  });

  it.each(Object.entries(routes).flatMap(([route, { queries = [] }]) => queries.map((name) => [route, name])))('%s: %s is the generated document as Apollo sends it', async (_route, name) => {
    const generated = (await import(join(root, 'apps/shell/src/gql/graphql.ts'))) as Record<string, DocumentNode>;
    const document = generated[`${name}Document`];
    expect(document).toBeDefined();
    expect(definitions(parse(operationText(join(root, 'apps/shell/src'), name)))).toEqual(definitions(addTypenameToDocument(document!)));
  });
});
