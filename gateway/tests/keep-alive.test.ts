import { Agent, request, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { startSandbox, type RunningSandbox } from '@portal/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxServices, startGatewayProcess, waitForStatus, type GatewayProcess } from './helpers/gateway-processes';

// A balancer or an HTTP agent keeps a connection to the gateway and sends its next request on it
// whenever it likes. Closed idle after Node's 5 s, a connection could be closed in the moment a
// request was sent on it, and that request met a reset (a browser test's picture fetch did, in a
// CI run). The gateway keeps idle connections for KEEP_ALIVE_TIMEOUT (src/serve.ts) and says so.

let sandbox: RunningSandbox;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  await sandbox?.close();
});

async function gatewayWith(env: Record<string, string> = {}): Promise<GatewayProcess> {
  const gateway = await startGatewayProcess({ ...sandboxServices(sandbox), ...env });
  cleanups.push(() => gateway.kill());
  await waitForStatus(`${gateway.origin}/ready`, 200);
  return gateway;
}

/** GET `path` through `agent`, with the answer and the socket it came on. */
function get(origin: string, path: string, agent: Agent): Promise<{ answer: IncomingMessage; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const sent = request(`${origin}${path}`, { agent }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ answer, socket: sent.socket as Socket }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

function keptAliveAgent(): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  cleanups.push(() => agent.destroy());
  return agent;
}

describe('kept-alive connections', () => {
  it('are kept 65 s by default, as every answer says', async () => {
    const gateway = await gatewayWith();
    const { answer } = await get(gateway.origin, '/health', keptAliveAgent());
    expect(answer.headers.connection).toBe('keep-alive');
    expect(answer.headers['keep-alive']).toBe('timeout=65');
  });

  it('are kept as long as KEEP_ALIVE_TIMEOUT says', async () => {
    const gateway = await gatewayWith({ KEEP_ALIVE_TIMEOUT: '90000' });
    const { answer } = await get(gateway.origin, '/health', keptAliveAgent());
    expect(answer.headers['keep-alive']).toBe('timeout=90');
  });

  it('still carry a request sent after six idle seconds, past the 5 s at which Node closes them', { timeout: 30_000 }, async () => {
    const gateway = await gatewayWith();
    const agent = keptAliveAgent();
    const first = await get(gateway.origin, '/health', agent);
    let closed = false;
    first.socket.once('close', () => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closed).toBe(false);
    const second = await get(gateway.origin, '/health', agent);
    expect(second.answer.statusCode).toBe(200);
    expect(second.socket).toBe(first.socket);
  });
});
