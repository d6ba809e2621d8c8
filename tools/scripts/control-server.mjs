// For end-to-end tests only: a loopback HTTP endpoint that stops and starts one service of the
// running system, so a test can take a subgraph down and bring it back.
import http from 'node:http';

export function startControlServer(system) {
  return new Promise((resolve) => {
    const server = http.createServer(async (req, res) => {
      const match = /^\/services\/([a-z-]+)\/(stop|start)$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.writeHead(404).end();
        return;
      }
      try {
        if (match[2] === 'stop') await system.stopService(match[1]);
        else await system.startService(match[1]);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error.message }));
      }
    });
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) }));
  });
}
