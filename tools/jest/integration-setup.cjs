// Starts (or reuses) the real PostgreSQL for integration tests: DATABASE_URL's server when
// set, else the embedded one. The tests get their own database "imali_test", made afresh each
// run so no test depends on what an earlier run left behind.
module.exports = async function integrationSetup() {
  const { ensureDatabase, recreateDatabase } = await import('../db/database.mjs');
  const db = await ensureDatabase({ database: 'imali_test', log: () => undefined });
  process.env.IMALI_TEST_DATABASE_URL = await recreateDatabase(db.url, 'imali_test');
  globalThis.__IMALI_TEST_DB__ = db;
};
