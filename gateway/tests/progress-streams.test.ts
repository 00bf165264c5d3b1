import { createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { GatewayMetrics } from '../src/operations/metrics';
import { ProgressStreams, RECONNECT_MS } from '../src/operations/progress-streams';

/** Everything a response sends until it ends. */
function readAll(res: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    res.on('data', (chunk: Buffer) => (text += chunk.toString()));
    res.on('end', () => resolve(text));
  });
}

describe('progress streams when the gateway stops', () => {
  it('are counted while open, then told to reconnect and ended', async () => {
    const metrics = new GatewayMetrics();
    const streams = new ProgressStreams(metrics);
    const server = createServer((_req, res) => {
      streams.opened(res);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: next\ndata: {"percent":40}\n\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await new Promise<IncomingMessage>((resolve) => get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, resolve));
      const text = readAll(res);
      await new Promise((resolve) => res.once('data', resolve));
      expect(streams.size).toBe(1);
      expect(await metrics.text()).toContain('portal_progress_streams_open 1');

      streams.closeAll();
      expect(await text).toBe(`event: next\ndata: {"percent":40}\n\nretry: ${RECONNECT_MS}\n\n`);
      await new Promise((resolve) => setImmediate(resolve));
      expect(streams.size).toBe(0);
      expect(await metrics.text()).toContain('portal_progress_streams_open 0');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
