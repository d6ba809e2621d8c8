// A stand-in service for supervisor.spec.ts: answers /health with its pid; CRASH_AFTER_MS makes
// it exit with code 1 that long after starting (a crash loop).
import http from 'node:http';

const server = http.createServer((_req, res) => res.end(JSON.stringify({ pid: process.pid })));
server.listen(Number(process.env.PORT), '127.0.0.1');
if (process.env.CRASH_AFTER_MS) setTimeout(() => process.exit(1), Number(process.env.CRASH_AFTER_MS));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
// A test that SIGKILLs its supervisor must not leave this behind: gone with the parent.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && process.exit(0), 250).unref();
