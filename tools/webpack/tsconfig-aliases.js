// Turns tsconfig.base.json `paths` into webpack `resolve.alias`, so the bundler, TypeScript
// and Jest (jest.config.cjs does the same) agree on one list of library entry points.
const fs = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');

/**
 * @param {string} [tsconfigPath] defaults to the workspace tsconfig.base.json
 * @returns {Record<string, string>} exact-match aliases (`name$`) to absolute file paths
 */
function tsconfigAliases(tsconfigPath = path.join(workspaceRoot, 'tsconfig.base.json')) {
  const tsconfig = JSON.parse(fs.readFileSync(tsconfigPath, 'utf8'));
  const paths = (tsconfig.compilerOptions && tsconfig.compilerOptions.paths) || {};
  const baseDir = path.dirname(tsconfigPath);
  const alias = {};
  for (const [name, targets] of Object.entries(paths)) {
    // Wildcard aliases let any file become a public entry point (ARCHITECTURE.md: avoid them).
    if (name.includes('*') || targets.some((t) => t.includes('*'))) {
      throw new Error(`tsconfig path "${name}" uses a wildcard; list each library entry point instead`);
    }
    if (targets.length !== 1) {
      throw new Error(`tsconfig path "${name}" must map to exactly one file (has ${targets.length})`);
    }
    alias[`${name}$`] = path.resolve(baseDir, targets[0]);
  }
  return alias;
}

module.exports = { tsconfigAliases, workspaceRoot };
