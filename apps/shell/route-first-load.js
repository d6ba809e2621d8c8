// The shell's own signed-in pages whose lazy chunks and first queries the first script asks for
// with the session check, for a browser that was signed in (docs/decisions/route-first-data.md):
// `chunks` are webpackChunkName names, `queries` operation names from the shell's .graphql files.
// tools/webpack/route-first-load.spec.ts checks each query against the page's generated document.
const home = { chunks: ['home-cards'], queries: ['ShellMyClient', 'ShellFinancialHealth'] };

module.exports = { '/': home, '/welcome': home };
