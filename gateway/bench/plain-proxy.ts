import { createServer } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Pool } from 'undici';
import { closeServer, listenOnLoopback } from './servers';

export interface PlainProxy {
  origin: string;
  close(): Promise<void>;
}

/**
 * The yardstick for the gateway: the least a server in front of a service can do. It passes a
 * GET through to the service with undici (a keep-alive pool as large as the gateway's) and streams
 * the answer back, reading nothing and checking nothing, so what the gateway costs beyond it is
 * GraphQL parsing, validation and execution and the request layer.
 */
export async function startPlainProxy(serviceUrl: string): Promise<PlainProxy> {
  const pool = new Pool(serviceUrl, { connections: 64 });
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || !req.url) {
      res.writeHead(405).end();
      return;
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    pool
      .request({ method: 'GET', path: req.url, headers })
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
  let origin: string;
  try {
    origin = await listenOnLoopback(server);
  } catch (error) {
    await pool.close();
    throw error;
  }
  return {
    origin,
    close: async () => {
      await closeServer(server);
      await pool.close();
    },
  };
}
