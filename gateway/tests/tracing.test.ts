import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '@portal/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL, sandboxServices, startGatewayProcess, waitForStatus, type GatewayProcess } from './helpers/gateway-processes';
import { startLocalServer, sendJson, type LocalServer } from './helpers/local-server';

// OpenTelemetry: with OTEL_EXPORTER_OTLP_ENDPOINT set, the gateway sends spans of its HTTP
// requests, GraphQL and upstream calls (OTLP over HTTP, JSON) without a secret in them; without
// it, no OpenTelemetry code is loaded at all.

let sandbox: RunningSandbox;
let collector: LocalServer;
let gateway: GatewayProcess;

beforeAll(async () => {
  sandbox = await startSandbox();
  collector = await startLocalServer((_request, res) => sendJson(res, 200, {}));
  gateway = await startGatewayProcess({ ...sandboxServices(sandbox), OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '100' });
  await waitForStatus(`${gateway.origin}/ready`, 200);
});

afterAll(async () => {
  await gateway?.kill();
  await collector?.close();
  await sandbox?.close();
});

interface ExportedSpan {
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}

function exportedSpans(): ExportedSpan[] {
  return collector.seen
    .filter((seen) => seen.url === '/v1/traces')
    .flatMap((seen) => (JSON.parse(seen.body) as { resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[] }).resourceSpans)
    .flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans));
}

/** A download link's ticket, as download-tickets.ts makes them. */
const TICKET = 'Tk3y'.repeat(10) + 'abc';

describe('traces', () => {
  it('sends spans of the request, its GraphQL and its upstream calls, with no token or query string in them', async () => {
    const signedIn = await postGraphQL<{ signIn: { jwt: string } }>(gateway.origin, {
      query: 'mutation SignIn { signIn(userName: "owner@acme.example", password: "Passw0rd!") { jwt } }',
    });
    const jwt = signedIn.data!.signIn.jwt;
    await postGraphQL(gateway.origin, { query: 'query Me { me { email } }' }, jwt);
    await fetch(`${gateway.origin}/address-cleanse/download?accountId=103&fileId=1&ticket=${TICKET}`);
    await fetch(`${gateway.origin}/health`);

    const pathOf = (span: ExportedSpan) => span.attributes.find((attribute) => attribute.key === 'url.path')?.value.stringValue;
    // Spans come in batches; wait for the last request's.
    while (!exportedSpans().some((span) => span.kind === 2 && pathOf(span) === '/address-cleanse/download'))
      await new Promise((resolve) => setTimeout(resolve, 50));
    const spans = exportedSpans();
    const names = spans.map((span) => span.name);
    // The HTTP server's (kind 2), GraphQL's, and undici's calls to the services (kind 3).
    expect(spans.some((span) => span.kind === 2 && span.name.startsWith('POST'))).toBe(true);
    expect(names).toEqual(expect.arrayContaining(['graphql.parse', 'graphql.validate']));
    expect(spans.some((span) => span.kind === 3 && pathOf(span) === '/user')).toBe(true);
    expect(names).toEqual(expect.arrayContaining(['query Me', 'mutation SignIn', 'graphql.resolve me']));
    // Neither the probes nor /ready's background checks of the services are traced.
    const paths = spans.map(pathOf);
    expect(paths).toContain('/graphql');
    expect(paths.filter((path) => path === '/health')).toEqual([]);
    const text = JSON.stringify(spans);
    for (const secret of [jwt, TICKET, 'Passw0rd!', 'ticket=', 'Bearer']) expect(text.includes(secret), secret).toBe(false);
  });
});

describe('traces of a document refused', () => {
  it("hold no literal from it: graphql's messages quote the value refused, a password or code typed without quotes", async () => {
    // A password as a number, a code as a list, and a password that breaks the syntax: each refused before anything runs.
    await postGraphQL(gateway.origin, { query: 'mutation { signIn(userName: "owner@acme.example", password: 98765432123) { jwt } }' });
    await postGraphQL(gateway.origin, { query: 'mutation { signIn(userName: "owner@acme.example", password: ["Sekrit-List-11"]) { jwt } }' });
    await postGraphQL(gateway.origin, { query: 'mutation { signIn(userName: "owner@acme.example", password "Sekrit-Colon-12") { jwt } }' });

    const exceptions = () =>
      JSON.stringify(exportedSpans())
        .split('"exception.message"')
        .slice(1)
        .map((part) => part.slice(0, 400));
    // The refusals are there, their kinds named...
    await expect.poll(() => exceptions().filter((text) => text.includes('cannot represent a non string value: *')).length, { timeout: 60_000 }).toBe(2);
    await expect.poll(() => exceptions().some((text) => text.includes('Syntax Error: Expected \\":\\", found *')), { timeout: 60_000 }).toBe(true);
    // ...and the values are not.
    const text = JSON.stringify(exportedSpans());
    for (const secret of ['98765432123', 'Sekrit-List-11', 'Sekrit-Colon-12']) expect(text.includes(secret), secret).toBe(false);
  });
});

describe('traces of a document with a word typed without quotes', () => {
  it('write the word as *, in an argument, an input object, a list and a default, and keep the names', async () => {
    // Each parses (a bare word is an enum value to graphql) and is refused only by validation.
    await postGraphQL(gateway.origin, { query: 'mutation Bare { signIn(userName: "owner@acme.example", password: SekritBare1) { jwt } }' });
    await postGraphQL(gateway.origin, { query: 'mutation InObject { resetPassword(input: { email: "a@b.example", code: SekritObject2, password: "*" }) }' });
    await postGraphQL(gateway.origin, { query: 'query InList { countries(territories: [SekritList3]) { name } }' });
    await postGraphQL(gateway.origin, { query: 'query WithDefault($p: String = SekritDefault4) { me { email } }' });

    const sources = () =>
      exportedSpans().flatMap((span) =>
        span.attributes.filter((attribute) => attribute.key === 'graphql.source').map((attribute) => String(attribute.value.stringValue)),
      );
    await expect
      .poll(() => sources().filter((source) => /Bare|InObject|InList|WithDefault/.test(source)).length, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(4);
    // The instrumentation leaves the commas out.
    expect(sources()).toEqual(
      expect.arrayContaining([
        'mutation Bare { signIn(userName: "*"  password: *) { jwt } }',
        'mutation InObject { resetPassword(input: { email: "*"  code: *  password: "*" }) }',
        'query InList { countries(territories: [*]) { name } }',
        'query WithDefault($p: String = *) { me { email } }',
      ]),
    );
    const text = JSON.stringify(exportedSpans());
    for (const secret of ['SekritBare1', 'SekritObject2', 'SekritList3', 'SekritDefault4']) expect(text.includes(secret), secret).toBe(false);
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('loads no OpenTelemetry code: only the tracing module imports it, and only main.ts loads that, when the endpoint is set', () => {
    const src = join(import.meta.dirname, '../src');
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
    })(src);
    const importing = files.filter((file) => readFileSync(file, 'utf8').includes("'@opentelemetry/"));
    expect(importing.map((file) => file.slice(src.length + 1))).toEqual(['operations/tracing.ts']);
    expect(readFileSync(join(src, 'operations/tracing.ts'), 'utf8')).not.toMatch(/^import .*'@opentelemetry\//m);
    const loaders = files.filter((file) => readFileSync(file, 'utf8').includes("'./operations/tracing'"));
    expect(loaders.map((file) => file.slice(src.length + 1))).toEqual(['main.ts']);
    expect(readFileSync(join(src, 'main.ts'), 'utf8')).toContain(
      "config.otlpEndpoint ? await (await import('./operations/tracing')).startTracing() : undefined",
    );
  });
});
