import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on a free loopback port; the origin, e.g. http://127.0.0.1:40123. */
export function listenOnLoopback(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

/** Closes the server, keep-alive connections included, which would otherwise hold close() open. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** A server in front of a service, listening on loopback, and how to close it with its client's pool. */
export interface ServerInFront {
  origin: string;
  close(): Promise<void>;
}

/** Listens on a free loopback port; closes `pool` if it cannot, and both server and pool on close. */
export async function listenInFront(server: Server, pool: { close(): Promise<void> }): Promise<ServerInFront> {
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
