// HTTP as an attacker sends it: exact bytes (no client-side normalisation), and uploads that keep
// growing until the server answers. For the web origin's and the gateway's hostile-input tests.
import http from 'node:http';
import net from 'node:net';

export interface RawHttpResponse {
  status: number;
  head: string;
  body: string;
}

/** Sends `request` byte for byte and reads one answer (to its Content-Length, else to the close). */
export function rawHttp(port: number, request: string, host = '127.0.0.1'): Promise<RawHttpResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host);
    let data = '';
    const statusOf = (head: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
    const parsed = (): RawHttpResponse | undefined => {
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return undefined;
      const head = data.slice(0, end);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      const body = data.slice(end + 4);
      if (length === undefined || body.length < Number(length)) return undefined;
      return { status: statusOf(head), head, body: body.slice(0, Number(length)) };
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      data += chunk;
      const response = parsed();
      if (response) {
        socket.destroy();
        resolve(response);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve(parsed() ?? { status: statusOf(head), head, body });
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.write(request);
  });
}

/**
 * POSTs a chunked body of up to `totalBytes`, chunk by chunk, until the server answers; resolves
 * with the answer and how many bytes had been handed to the socket by then.
 */
export function growingUpload(port: number, path: string, headers: Record<string, string>, totalBytes: number): Promise<{ status: number; text: string; sentBytes: number }> {
  const chunk = Buffer.alloc(64 * 1024, 1);
  let sentBytes = 0;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part) => (text += part));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, text, sentBytes });
      });
    });
    request.on('error', reject);
    const pump = () => {
      while (!answered && sentBytes < totalBytes) {
        sentBytes += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}
