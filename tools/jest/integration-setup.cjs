// Starts (or reuses) the real PostgreSQL for integration tests: DATABASE_URL's server when
// set, else the embedded one; the tests use their own database "imali_test".
module.exports = async function integrationSetup() {
  const { ensureDatabase } = await import('../db/database.mjs');
  const db = await ensureDatabase({ database: 'imali_test', log: () => undefined });
  process.env.IMALI_TEST_DATABASE_URL = db.url;
  globalThis.__IMALI_TEST_DB__ = db;
};
