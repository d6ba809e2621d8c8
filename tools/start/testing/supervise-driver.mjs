// Drives tools/start/supervisor.mjs for supervisor.spec.ts (Jest cannot import ES modules here):
// supervises tiny-service.mjs on PORT, prints each supervisor log line and events as JSON lines,
// and stops the service when it reads "stop" on stdin.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { superviseService } from '../supervisor.mjs';

const say = (event) => process.stdout.write(`${JSON.stringify(event)}\n`);
const port = process.env.PORT;
const service = superviseService(
  {
    name: 'tiny',
    script: join(import.meta.dirname, 'tiny-service.mjs'),
    env: { PATH: process.env.PATH, PORT: port, ...(process.env.CRASH_AFTER_MS ? { CRASH_AFTER_MS: process.env.CRASH_AFTER_MS } : {}) },
    health: `http://127.0.0.1:${port}/health`,
  },
  { cwd: process.cwd(), logsDir: mkdtempSync(join(tmpdir(), 'supervise-')), log: (line) => say({ log: line }), backoff: JSON.parse(process.env.BACKOFF) },
);
try {
  await service.ready;
} catch (error) {
  say({ failed: error.message });
  process.exit(1);
}
say({ ready: service.child.pid });
process.stdin.setEncoding('utf8');
// The test closed our stdin (its clean-up): stop the service and leave nothing running.
process.stdin.on('end', async () => {
  await service.stop();
  process.exit(0);
});
process.stdin.on('data', async (text) => {
  if (!text.includes('stop')) return;
  await service.stop();
  say({ stopped: true });
  // Longer than any back-off used by the test: a restart would have happened by now.
  setTimeout(() => {
    say({ restarts: service.restarts, exitCode: service.child.exitCode, signal: service.child.signalCode });
    process.exit(0);
  }, 1500);
});
