import type { RequestHandler } from 'express';
import { printSchema, type GraphQLSchema } from 'graphql';

/**
 * The schema as integrators download it: graphql's printed SDL, every description included. The
 * same text is committed at the repository's root as `schema.graphql` (`npm run codegen` writes it,
 * tests/schema-file.test.ts fails while it is stale), so a release's schema can be read and diffed
 * without running anything.
 */
export const schemaText = (schema: GraphQLSchema): string => `${printSchema(schema)}\n`;

/** GET /graphql/schema.graphql: the SDL as plain text, revalidated on every use (its ETag answers 304 while unchanged). */
export function schemaFileHandler(schema: GraphQLSchema): RequestHandler {
  const text = schemaText(schema);
  return (_req, res) => {
    res.type('text/plain; charset=utf-8').set({ 'Cache-Control': 'no-cache', 'Content-Disposition': 'inline; filename="schema.graphql"' }).send(text);
  };
}
