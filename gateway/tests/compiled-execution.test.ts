import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecution } from '../src/compiled-execution';
import { maskUnexpectedErrors } from '../src/format-error';
import { webAppDocuments } from '../src/web-app-documents';
import { memoryLog } from './helpers/memory-log';

// A document runs through graphql's execute the first time and as compiled code after that:
// whoever sends the same query again must get the same answer, errors and all.

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    type Query {
      town(name: String!, limit: Int): Town
      refused: Town
      broken: Town
      towns: [Town!]!
    }
    type Mutation {
      rename(name: String!): Town
    }
    type Town {
      name: String!
      postcode: String!
    }
  `,
  resolvers: {
    Query: {
      town: (_parent, { name }: { name: string }) => ({ name, postcode: `${name.slice(0, 2).toUpperCase()}1 1AA` }),
      refused: () => {
        throw new GraphQLError('Account 7 is not one you own or belong to', { extensions: { code: 'FORBIDDEN', action: 'load the town' } });
      },
      broken: () => {
        throw new Error('secret internals');
      },
      // The second town has no postcode: a null where the schema promises one.
      towns: () => [{ name: 'Bath', postcode: 'BA1 1AA' }, { name: 'Wells' }],
    },
    Mutation: {
      rename: (_parent, { name }: { name: string }) => ({ name, postcode: 'ZZ1 1ZZ' }),
    },
  },
});

async function serverWithCompiledExecution(interpretOnly = false) {
  const log = memoryLog();
  const server = new ApolloServer({ gateway: compiledExecution(schema, { interpretOnly }), formatError: maskUnexpectedErrors(log.logger) });
  await server.start();
  return server;
}

async function answersOf(server: ApolloServer, query: string, variables?: Record<string, unknown>, times = 3) {
  const answers: unknown[] = [];
  for (let run = 0; run < times; run++) {
    const response = await server.executeOperation({ query, variables });
    answers.push({ status: response.http.status, body: response.body.kind === 'single' ? response.body.singleResult : response.body.kind });
  }
  return answers;
}

const cases: { name: string; query: string; variables?: Record<string, unknown> }[] = [
  {
    name: 'data',
    query: 'query Town($name: String!) { town(name: $name) { name postcode } again: town(name: "Bath") { __typename name } }',
    variables: { name: 'York' },
  },
  { name: "a resolver's refusal, with its code, path and locations", query: 'query Refused { refused { name } town(name: "Ely") { name } }' },
  { name: 'an unexpected error, masked', query: 'query Broken { broken { name } }' },
  { name: 'a null where the schema promises a value', query: 'query Towns { towns { name postcode } }' },
  {
    name: 'variables that do not coerce',
    query: 'query Town($name: String!, $limit: Int) { town(name: $name, limit: $limit) { name } }',
    variables: { name: 'York', limit: 'ten' },
  },
  { name: 'a missing variable', query: 'query Town($name: String!) { town(name: $name) { name } }', variables: {} },
  { name: 'a mutation', query: 'mutation Rename { rename(name: "Bristol") { name postcode } }' },
  { name: 'introspection', query: '{ __type(name: "Town") { fields { name } } }' },
  { name: 'a directive', query: 'query Town($full: Boolean!) { town(name: "Ely") { name postcode @include(if: $full) } }', variables: { full: false } },
];

/** A server whose store holds `texts` parsed ahead, as the gateway does the web app's, each compiled as it is kept. */
/** Each case's first two answers from `server` are what graphql's `execute` (`interpreted`) answers. */
async function expectFirstAnswersAsInterpreted(server: ApolloServer, interpreted: ApolloServer) {
  for (const { query, variables } of cases) {
    const answers = await answersOf(server, query, variables, 2);
    expect(answers[0]).toEqual((await answersOf(interpreted, query, variables, 1))[0]);
    expect(answers[1]).toEqual(answers[0]);
  }
}

async function serverWithDocumentsCompiledAhead(texts: string[], runAhead?: (text: string) => Record<string, unknown> | undefined) {
  const log = memoryLog();
  const execution = compiledExecution(schema);
  const documents = webAppDocuments(schema, { parseOptions: {}, validationRules: [] }, texts);
  const kept: string[] = [];
  const ranAhead: string[] = [];
  await documents.prepare(
    () => false,
    async (document, text) => {
      kept.push(text);
      execution.compileAhead(document, text);
      const variables = runAhead?.(text);
      if (variables && (await execution.runAhead(document, variables, {}))) ranAhead.push(text);
    },
  );
  const server = new ApolloServer({ gateway: execution, documentStore: documents.store, formatError: maskUnexpectedErrors(log.logger) });
  await server.start();
  return { server, kept, ranAhead, log };
}

describe('queries run again, as compiled code', () => {
  for (const { name, query, variables } of cases) {
    it(`answer as the first time: ${name}`, async () => {
      const server = await serverWithCompiledExecution();
      const interpreted = await serverWithCompiledExecution(true);
      try {
        const answers = await answersOf(server, query, variables);
        expect(answers[1]).toEqual(answers[0]);
        expect(answers[2]).toEqual(answers[0]);
        expect(answers[0]).toEqual((await answersOf(interpreted, query, variables, 1))[0]);
      } finally {
        await server.stop();
        await interpreted.stop();
      }
    });
  }

  it('keep the refusal as the client reads it', async () => {
    const server = await serverWithCompiledExecution();
    try {
      const [, compiled] = (await answersOf(server, 'query Refused { refused { name } town(name: "Ely") { name } }', undefined, 2)) as { body: unknown }[];
      expect(compiled?.body).toEqual({
        data: { refused: null, town: { name: 'Ely' } },
        errors: [
          {
            message: 'Account 7 is not one you own or belong to',
            locations: [{ line: 1, column: 17 }],
            path: ['refused'],
            extensions: { code: 'FORBIDDEN', action: 'load the town' },
          },
        ],
      });
    } finally {
      await server.stop();
    }
  });

  it('read what a caller writes in the query as text, never as code', async () => {
    // The compiled code is made from the caller's document: quotes, backticks and line separators in
    // its strings and defaults must stay data, both on the first run and compiled.
    const scripts = [
      '"); globalThis.compiledBreakIn = 1; ("',
      '`${globalThis.compiledBreakIn = 2}`',
      "'); globalThis.compiledBreakIn = 3; ('",
      '\u2028\u2029</script>',
    ];
    const server = await serverWithCompiledExecution();
    try {
      for (const script of scripts) {
        const literal = JSON.stringify(script);
        const query = `query Town($name: String! = ${literal}) { byDefault: town(name: $name) { name } written: town(name: ${literal}) { name } }`;
        const answers = (await answersOf(server, query, undefined, 2)) as { body: { data?: { byDefault: { name: string }; written: { name: string } } } }[];
        for (const answer of answers) expect(answer.body.data).toEqual({ byDefault: { name: script }, written: { name: script } });
      }
      expect((globalThis as { compiledBreakIn?: number }).compiledBreakIn).toBeUndefined();
    } finally {
      await server.stop();
    }
  });

  it('keep masking what nobody meant to show', async () => {
    const server = await serverWithCompiledExecution();
    try {
      const [, compiled] = (await answersOf(server, 'query Broken { broken { name } }', undefined, 2)) as { body: { errors?: { message: string }[] } }[];
      expect(compiled?.body.errors?.[0]?.message).toBe('Something went wrong in the portal');
      expect(JSON.stringify(compiled)).not.toContain('secret internals');
    } finally {
      await server.stop();
    }
  });

  it('answer as the first time after a run ahead, which runs only compiled queries and shows nobody anything', async () => {
    const { server, ranAhead } = await serverWithDocumentsCompiledAhead(
      cases.map((known) => known.query),
      (text) => cases.find((known) => known.query === text)?.variables ?? {},
    );
    const interpreted = await serverWithCompiledExecution(true);
    try {
      // Mutations, introspection and directives are left to execute, so nothing of theirs runs ahead.
      expect(ranAhead).toEqual(cases.filter((known) => !/^mutation|__type\(|@include/.test(known.query)).map((known) => known.query));
      await expectFirstAnswersAsInterpreted(server, interpreted);
    } finally {
      await server.stop();
      await interpreted.stop();
    }
  });

  it('answer as the first time from their first run when compiled ahead, as the web app documents are', async () => {
    const { server, kept } = await serverWithDocumentsCompiledAhead(cases.map((known) => known.query));
    const interpreted = await serverWithCompiledExecution(true);
    try {
      expect(kept).toEqual(cases.map((known) => known.query));
      await expectFirstAnswersAsInterpreted(server, interpreted);
    } finally {
      await server.stop();
      await interpreted.stop();
    }
  });

  it('tell the known queries of each query compiled ahead, under the name a request gives and under none where it is the only operation', () => {
    const told: [string, string | undefined, string | undefined][] = [];
    const execution = compiledExecution(schema, { ran: (text, name, query) => told.push([text, name, query.operation.name?.value]) });
    const one = 'query Town { town(name: "Ely") { name } }';
    const several = 'query A { town(name: "Ely") { name } } query B { towns { name } } mutation C { rename(name: "Wells") { name } }';
    const directive = 'query D($full: Boolean!) { town(name: "Ely") { name postcode @include(if: $full) } }';
    for (const text of [one, several, directive]) execution.compileAhead(parse(text), text);
    expect(told).toEqual([
      [one, 'Town', 'Town'],
      [one, undefined, 'Town'],
      [several, 'A', 'A'],
      [several, 'B', 'B'],
    ]);
  });
});
