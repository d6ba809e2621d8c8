module.exports = async function integrationTeardown() {
  const { dropDatabases } = await import('../db/database.mjs');
  const db = globalThis.__IMALI_TEST_DB__;
  if (db) await dropDatabases(db.url, (database) => database === globalThis.__IMALI_TEST_DB_NAME__).catch(() => undefined);
  await db?.stop();
};
