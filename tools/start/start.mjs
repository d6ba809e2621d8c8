#!/usr/bin/env node
// npm start: builds, migrates, starts everything, waits until all is healthy, prints the URL.
// Ctrl-C stops every process it started (and the embedded PostgreSQL).
import { startSystem } from './system.mjs';

const t0 = Date.now();
let system;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Imali…');
  await system?.stop();
  console.log('Stopped.');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  system = await startSystem({ log: (line) => console.log(line) });
  console.log(`
  Imali is running: ${system.url}   (all healthy in ${((Date.now() - t0) / 1000).toFixed(1)} s)

  Demo client (development only):  ${system.demo.email}  /  ${system.demo.password}
${(system.staff ?? []).map((s) => `  Staff ${s.role.padEnd(12)} (development only):  ${s.email}  /  ${system.demo.password}`).join('\n')}
  GraphQL: ${system.url}/graphql     Logs: .run/logs/<service>.log
  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(`\nnpm start failed: ${error.message}`);
  await shutdown(1);
}
