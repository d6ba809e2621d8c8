// The web origin (tools/start/web-origin.mjs) over the built dist/ on a free port, for scripts
// that load pages in Chromium without the rest of the system (the bundle budget, the first-load
// bench). GraphQL goes to `gatewayUrl` and answers 502 when no gateway runs there: a visitor's
// page, which is what those scripts load.
import { spawn } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;

/** @returns {Promise<{ base: string, stop: () => void }>} */
export async function startStaticOrigin({ gatewayUrl = 'http://127.0.0.1:4000', dist } = {}) {
  const child = spawn(process.execPath, ['tools/start/web-origin.mjs'], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: '0', GATEWAY_URL: gatewayUrl, ...(dist ? { WEB_DIST: dist } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const listening = /"port":(\d+)/.exec(String(chunk));
      if (listening) resolve(Number(listening[1]));
    });
    child.once('exit', (code) => reject(new Error(`web origin exited (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
