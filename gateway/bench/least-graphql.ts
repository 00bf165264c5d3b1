import { createServer, type ServerResponse } from 'node:http';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { Pool } from 'undici';
import { loadTypeDefs } from '../src/schema';
import { listenInFront, type ServerInFront } from './servers';

export type LeastGraphql = ServerInFront;

interface Suggestion {
  id: string;
  text: string;
}

/**
 * The second yardstick for the gateway, beside the plain proxy: the least a GraphQL server in front
 * of the autocomplete service can do. It takes `POST /graphql` with a JSON body, finds the query's
 * code by its text and operation name (compiled with graphql-jit against the gateway's own schema
 * on their first request), makes the one call the gateway makes for `addressSuggestions`, with the
 * caller's Authorization passed on as the plain proxy passes it, and writes the result as JSON. It
 * checks no caller and no limit, caches nothing, logs and counts nothing and sets no security
 * header: so what it costs over the plain proxy is GraphQL's own (a body to read, JSON both ways,
 * compiled execution), and what the gateway costs over it is everything the gateway does beyond
 * GraphQL (docs/request-path.md, "The floor of any GraphQL server").
 */
export async function startLeastGraphql(serviceUrl: string): Promise<LeastGraphql> {
  const pool = new Pool(serviceUrl, { connections: 64 });
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: {
      Query: {
        addressSuggestions: async (
          _parent: unknown,
          { accountId, dataset, text }: { accountId: string; dataset: string; text: string },
          authorization: string | undefined,
        ) => {
          const path = `/autoc/json?${new URLSearchParams({ accId: accountId, dataset, q: text })}`;
          const headers: Record<string, string> = { accept: 'application/json' };
          if (authorization) headers.authorization = authorization;
          const answer = await pool.request({ method: 'GET', path, headers });
          if (answer.statusCode !== 200) throw new Error(`The service answered ${answer.statusCode}: ${await answer.body.text()}`);
          const suggestions = (await answer.body.json()) as Suggestion[];
          return { text, suggestions: suggestions.map(({ id, text: line }) => ({ id, text: line })), failure: null };
        },
      },
    },
  });
  const compiled = new Map<string, CompiledQuery>();
  const codeFor = (query: string, operationName: string | undefined): CompiledQuery | { errors: readonly unknown[] } => {
    // A text of several operations runs the one named, so the name is part of the key.
    const key = `${operationName ?? ''}\n${query}`;
    const known = compiled.get(key);
    if (known) return known;
    const made = compileQuery(schema, parse(query), operationName);
    if (!isCompiledQuery(made)) return { errors: made.errors ?? [] };
    compiled.set(key, made);
    return made;
  };
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };

  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/graphql') {
      res.writeHead(405).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const { query, variables, operationName } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          query: string;
          variables?: Record<string, unknown>;
          operationName?: string;
        };
        const code = codeFor(query, operationName);
        if (!('query' in code)) {
          answer(res, 400, { errors: code.errors });
          return;
        }
        answer(res, 200, await code.query(undefined, req.headers.authorization, variables ?? {}));
      })().catch((error: unknown) => {
        if (res.headersSent) res.destroy();
        else answer(res, 500, { errors: [{ message: error instanceof Error ? error.message : String(error) }] });
      });
    });
  });
  return listenInFront(server, pool);
}
