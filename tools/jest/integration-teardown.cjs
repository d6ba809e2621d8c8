module.exports = async function integrationTeardown() {
  await globalThis.__IMALI_TEST_DB__?.stop();
};
