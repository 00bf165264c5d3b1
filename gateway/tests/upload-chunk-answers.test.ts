import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serviceEnvVars, startSandbox, type RunningSandbox } from '@portal/sandbox';
import { request as undiciRequest } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { securityHeaderSets } from '../src/http/security-headers';
import { createGateway, type Gateway } from '../src/server';
import { memoryLog, type MemoryLog } from './helpers/memory-log';
import { signIn } from './helpers/sandbox-gateway';

// What a browser sees of POST /address-cleanse/upload/chunk, on success and on each refusal and
// failure: the status, the `{code, msg, reason}` body, every header of the answer, the access log
// line, the upstream call's line and the metrics. Each answer is read as the bytes came, through
// a real socket.

const ACME_MAIN = '103';
const CHUNK_PATH = '/address-cleanse/upload/chunk';

/** How the file server stand-in answers a chunk: passed on to the sandbox's, or one of the ways a file server fails. */
type FileServerMode = 'relay' | 'odd-shape' | 'refuse' | 'refuse-long' | 'plain-error' | 'drop';
let mode: FileServerMode = 'relay';
const LONG_MSG = `Chunk refused: ${'the chunks must come in order; '.repeat(60)}`;

let sandbox: RunningSandbox;
let standIn: Server;
let gateway: Gateway;
let logged: MemoryLog;
let server: Server;
let port: number;
let owner: string;
let stranger: string;
let fileId: string;

/** The sandbox's file server, with answers of the test's choosing in front of its chunk route. */
function fileServerStandIn(target: string): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const answer = (status: number, type: string, text: string) => {
      req.resume();
      req.on('end', () => res.writeHead(status, { 'content-type': type }).end(text));
    };
    const chunk = req.url?.startsWith('/upload/chunk') === true;
    if (chunk && mode === 'odd-shape') return answer(200, 'application/json', '{"accepted":true}');
    if (chunk && mode === 'refuse') return answer(409, 'application/json', '{"msg":"Chunk 3 came before chunk 2"}');
    if (chunk && mode === 'refuse-long') return answer(409, 'application/json', JSON.stringify({ msg: LONG_MSG }));
    if (chunk && mode === 'plain-error') return answer(500, 'text/plain', 'oops');
    if (chunk && mode === 'drop') return void req.socket.destroy();
    const { host: _host, connection: _connection, ...headers } = req.headers;
    undiciRequest(`${target}${req.url ?? '/'}`, { method: req.method as 'GET', headers, body: req.method === 'GET' ? undefined : req })
      .then(async (passed) => {
        res.writeHead(passed.statusCode, passed.headers as Record<string, string>);
        res.end(Buffer.from(await passed.body.arrayBuffer()));
      })
      .catch(() => res.destroy());
  });
}

beforeAll(async () => {
  sandbox = await startSandbox();
  standIn = fileServerStandIn(sandbox.urls.fileServerUk).listen(0, '127.0.0.1');
  await once(standIn, 'listening');
  const env: Record<string, string> = { TRUSTED_PROXIES: 'loopback' };
  for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = sandbox.urls[name as keyof typeof sandbox.urls];
  env[serviceEnvVars.fileServerUk] = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  logged = memoryLog();
  gateway = createGateway(loadConfig(env), { logger: logged.logger });
  server = createServer(gateway.app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  owner = (await signIn(gateway, 'owner@acme.example')).jwt;
  stranger = (await signIn(gateway, 'solo@solo.example')).jwt;
  const begun = await send('POST', `/address-cleanse/upload/begin?accountId=${ACME_MAIN}&filePrefix=answers.csv`, { authorization: `Bearer ${owner}` });
  fileId = (JSON.parse(begun.body.toString()) as { fileId: string }).fileId;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await gateway?.stop();
  standIn?.closeAllConnections();
  await new Promise((resolve) => standIn?.close(resolve));
  await sandbox?.close();
});

beforeEach(() => {
  mode = 'relay';
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as its bytes came. */
  body: Buffer;
}

/** One request through a socket of its own; the body is sent with its length unless `chunked`. */
function send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let requestCount = 0;

/** A chunk as the browser sends it, with a request id of its own so its log lines can be found. */
async function chunk(query: string, options: { authorization?: string; body?: Buffer; headers?: Record<string, string> } = {}) {
  requestCount += 1;
  const requestId = `chunk-answers-${requestCount}`;
  const headers: Record<string, string> = { 'content-type': 'application/octet-stream', 'x-request-id': requestId, ...options.headers };
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  const answer = await send('POST', `${CHUNK_PATH}?${query}`, headers, options.body ?? Buffer.from('Name,Postcode\r\nJane,M1 1AA\r\n'));
  return { ...answer, requestId };
}

/** Express's weak ETag of a body, as every JSON answer of the gateway's routes carries. */
const weakTag = (body: Buffer) => `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;

const plainHttp = securityHeaderSets(null).http;
const overHttps = securityHeaderSets(null).https;

/** The answer's status, exact JSON body and every header a JSON answer of the gateway carries; its access line and metric. */
async function expectJson(answer: Answer & { requestId: string }, status: number, body: Record<string, unknown>, scheme = plainHttp) {
  expect(answer.status, answer.body.toString()).toBe(status);
  expect(JSON.parse(answer.body.toString())).toEqual(body);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['content-length']).toBe(String(answer.body.length));
  expect(answer.headers.etag).toBe(weakTag(answer.body));
  expect(answer.headers.vary).toBe('Accept-Encoding');
  expect(answer.headers['x-request-id']).toBe(answer.requestId);
  expect(answer.headers['x-powered-by']).toBeUndefined();
  expect(answer.headers['content-encoding']).toBeUndefined();
  for (const [name, value] of scheme) expect(answer.headers[name], name).toBe(value);
  if (scheme === plainHttp) expect(answer.headers['strict-transport-security']).toBeUndefined();
  await expectLogged(answer.requestId, status);
}

/** The request's one access line, as every request's, and its count in /metrics. */
async function expectLogged(requestId: string, status: number) {
  // The access line is written once the answer is closed, which may be just after the client read it.
  await expect.poll(() => logged.entries.filter((entry) => entry.reqId === requestId && entry.route !== undefined)).toHaveLength(1);
  const access = logged.entries.find((entry) => entry.reqId === requestId && entry.route !== undefined);
  expect(access).toMatchObject({ method: 'POST', route: CHUNK_PATH, status, level: 'info' });
  expect(access?.msg).toMatch(new RegExp(`^POST ${CHUNK_PATH} ${status} \\d+ms$`));
  expect(await gateway.metrics.text()).toMatch(new RegExp(`portal_http_requests_total\\{route="${CHUNK_PATH}",method="POST",status="${status}"\\} [1-9]`));
}

/** The upstream call's line for the request's chunk, as the request layer writes one for every call. */
function upstreamLine(requestId: string) {
  return logged.entries.filter((entry) => entry.reqId === requestId && entry.service === 'fileServerUk').map((entry) => entry.msg);
}

describe('an upload chunk answered', () => {
  it('passes the chunk on and answers what the file server acknowledged, with every header', async () => {
    const body = Buffer.from('Name,Postcode\r\nJane,M1 1AA\r\n');
    const answer = await chunk(`accountId=${ACME_MAIN}&fileId=${fileId}&idx=0`, { authorization: `Bearer ${owner}`, body });
    await expectJson(answer, 200, { fileId, idx: 0, size: body.length, received: 1 });
    expect(upstreamLine(answer.requestId)).toEqual([expect.stringMatching(/^upstream fileServerUk POST \/upload\/chunk 200 \d+ms$/)]);
    expect(await gateway.metrics.text()).toMatch(/portal_upstream_requests_total\{service="fileServerUk",method="POST",status="200"\} [1-9]/);
  });

  it('sends HSTS and upgrades requests where a trusted proxy says the chunk came over https', async () => {
    const answer = await chunk(`accountId=${ACME_MAIN}&fileId=${fileId}&idx=0`, {
      authorization: `Bearer ${owner}`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    await expectJson(answer, 200, { fileId, idx: 0, size: 28, received: 1 }, overHttps);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const refused = await chunk(`accountId=${ACME_MAIN}&fileId=${fileId}&idx=0`, { headers: { 'x-forwarded-proto': 'https' } });
    await expectJson(refused, 401, { code: 'UNAUTHENTICATED', msg: 'No portal token was sent (Authorization: Bearer <token>)' }, overHttps);
  });

  it('refuses a bad account id, file id or index before the access check', async () => {
    const auth = { authorization: `Bearer ${owner}` };
    await expectJson(await chunk(`accountId=acme&fileId=${fileId}&idx=0`, auth), 400, { code: 'BAD_REQUEST', msg: 'accountId must be a numeric account id' });
    await expectJson(await chunk(`fileId=${fileId}&idx=0`, auth), 400, { code: 'BAD_REQUEST', msg: 'accountId must be a numeric account id' });
    // A name given twice is no one value.
    await expectJson(await chunk(`accountId=${ACME_MAIN}&accountId=${ACME_MAIN}&fileId=${fileId}&idx=0`, auth), 400, {
      code: 'BAD_REQUEST',
      msg: 'accountId must be a numeric account id',
    });
    await expectJson(await chunk(`accountId=${ACME_MAIN}&fileId=a%20b&idx=0`, auth), 400, {
      code: 'BAD_REQUEST',
      msg: 'fileId must be the id upload/begin gave',
    });
    await expectJson(await chunk(`accountId=${ACME_MAIN}&fileId=${fileId}&idx=-1`, auth), 400, {
      code: 'BAD_REQUEST',
      msg: 'idx must be a whole number from 0',
    });
  });

  it('refuses a signed-out caller and one who does not own the account', async () => {
    await expectJson(await chunk(`accountId=${ACME_MAIN}&fileId=${fileId}&idx=0`), 401, {
      code: 'UNAUTHENTICATED',
      msg: 'No portal token was sent (Authorization: Bearer <token>)',
    });
    await expectJson(await chunk(`accountId=${ACME_MAIN}&fileId=${fileId}&idx=0`, { authorization: `Bearer ${stranger}` }), 403, {
      code: 'FORBIDDEN',
      msg: `Only an owner of group ${ACME_MAIN} or staff may do this`,
      reason: 'NOT_OWNER',
    });
  });

  it('refuses a chunk over 10,000,000 bytes with 413, before the file server sees it', async () => {
    const answer = await chunk(`accountId=${ACME_MAIN}&fileId=${fileId}&idx=0`, { authorization: `Bearer ${owner}`, body: Buffer.alloc(10_000_001, 65) });
    await expectJson(answer, 413, { code: 'BAD_REQUEST', msg: 'A chunk may hold at most 10000000 bytes' });
    expect(upstreamLine(answer.requestId)).toEqual([]);
  });

  it("answers the file server's refusal with its status's code and its msg", async () => {
    const unknown = await chunk(`accountId=${ACME_MAIN}&fileId=sbx-unknown&idx=0`, { authorization: `Bearer ${owner}` });
    expect(unknown.status).toBe(404);
    await expectJson(unknown, 404, { code: 'NOT_FOUND', msg: (JSON.parse(unknown.body.toString()) as { msg: string }).msg });
    expect(upstreamLine(unknown.requestId)).toEqual([expect.stringMatching(/^upstream fileServerUk POST \/upload\/chunk 404 \d+ms$/)]);

    mode = 'refuse';
    await expectJson(await chunk(`accountId=${ACME_MAIN}&fileId=${fileId}&idx=3`, { authorization: `Bearer ${owner}` }), 409, {
      code: 'CONFLICT',
      msg: 'Chunk 3 came before chunk 2',
    });
    mode = 'plain-error';
    await expectJson(await chunk(`accountId=${ACME_MAIN}&fileId=${fileId}&idx=0`, { authorization: `Bearer ${owner}` }), 502, {
      code: 'UPSTREAM_ERROR',
      msg: 'The file server (UK) answered with status 500',
    });
  });

  it('answers 502 for an acknowledgement in an unexpected shape, and 503 when the file server drops the chunk', async () => {
    mode = 'odd-shape';
    await expectJson(await chunk(`accountId=${ACME_MAIN}&fileId=${fileId}&idx=0`, { authorization: `Bearer ${owner}` }), 502, {
      code: 'UPSTREAM_ERROR',
      msg: 'The file server (UK) answered the chunk in an unexpected shape',
    });
    mode = 'drop';
    const dropped = await chunk(`accountId=${ACME_MAIN}&fileId=${fileId}&idx=0`, { authorization: `Bearer ${owner}` });
    await expectJson(dropped, 503, { code: 'UPSTREAM_UNAVAILABLE', msg: 'The file server (UK) could not be reached' });
    expect(upstreamLine(dropped.requestId)).toEqual([expect.stringMatching(/^upstream fileServerUk POST \/upload\/chunk unavailable \d+ms$/)]);
    expect(await gateway.metrics.text()).toMatch(/portal_upstream_requests_total\{service="fileServerUk",method="POST",status="unavailable"\} [1-9]/);
  });

  it('compresses an answer of 1 KB or more for a client that takes it, as every JSON answer', async () => {
    mode = 'refuse-long';
    const answer = await chunk(`accountId=${ACME_MAIN}&fileId=${fileId}&idx=3`, { authorization: `Bearer ${owner}`, headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(409);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const text = gunzipSync(answer.body);
    expect(JSON.parse(text.toString())).toEqual({ code: 'CONFLICT', msg: LONG_MSG });
    expect(answer.headers.etag).toBe(weakTag(text));
    for (const [name, value] of plainHttp) expect(answer.headers[name], name).toBe(value);
    expect(answer.headers['x-request-id']).toBe(answer.requestId);
    await expectLogged(answer.requestId, 409);
  });
});
