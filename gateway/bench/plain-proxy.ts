import { createServer } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Pool } from 'undici';
import { listenInFront, type ServerInFront } from './servers';

export type PlainProxy = ServerInFront;

/**
 * A yardstick for the gateway: the least a server in front of a service can do. It passes a
 * GET through to the service with undici (a keep-alive pool as large as the gateway's) and streams
 * the answer back, reading nothing and checking nothing, so what the gateway costs beyond it is
 * GraphQL parsing, validation and execution and the request layer. A POST with a Content-Length
 * (an upload chunk) goes on with the request itself as its body, as the gateway's upload route
 * sends it, so the upload bench can tell what any hop costs from what the gateway adds.
 */
export async function startPlainProxy(serviceUrl: string): Promise<PlainProxy> {
  const pool = new Pool(serviceUrl, { connections: 64 });
  const server = createServer((req, res) => {
    const length = req.headers['content-length'];
    const post = req.method === 'POST' && length !== undefined;
    if ((req.method !== 'GET' && !post) || !req.url) {
      res.writeHead(405).end();
      return;
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    if (post) {
      headers['content-type'] = req.headers['content-type'] ?? 'application/octet-stream';
      headers['content-length'] = length;
    }
    pool
      .request(post ? { method: 'POST', path: req.url, headers, body: req } : { method: 'GET', path: req.url, headers })
      .then(async (answer) => {
        const contentType = answer.headers['content-type'];
        res.writeHead(answer.statusCode, contentType ? { 'content-type': contentType } : {});
        await pipeline(answer.body, res);
      })
      .catch(() => {
        if (res.headersSent) res.destroy();
        else res.writeHead(502).end();
      });
  });
  return listenInFront(server, pool);
}
