// Starts (or reuses) the real PostgreSQL for integration tests: DATABASE_URL's server when
// set, else the embedded one. Each run gets its own database "imali_test_<pid>", made afresh,
// so no test depends on what an earlier run left behind and two runs at once (two terminals,
// CI and a developer) never drop each other's data. Databases of runs that died are removed.
module.exports = async function integrationSetup() {
  const { ensureDatabase, recreateDatabase, dropDatabases } = await import('../db/database.mjs');
  const name = `imali_test_${process.pid}`;
  const db = await ensureDatabase({ database: name, log: () => undefined });
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  await dropDatabases(db.url, (database) => {
    const match = /^imali_test(?:_(\d+))?$/.exec(database);
    return Boolean(match) && database !== name && (!match[1] || !alive(Number(match[1])));
  });
  process.env.IMALI_TEST_DATABASE_URL = await recreateDatabase(db.url, name);
  globalThis.__IMALI_TEST_DB__ = db;
  globalThis.__IMALI_TEST_DB_NAME__ = name;
};
