/// <reference types="vite/client" />
import errorsSchema from '../../../schema/errors.graphql?raw';

/**
 * Every error code the gateway sends, with its meaning, read from the descriptions of the
 * `ErrorCode` enum in schema/errors.graphql: the schema stays the one place they are written, and
 * the developers' guide shows them as they are there. tests/api-error-codes.test.ts holds this
 * reading to the schema's own.
 */
export function readErrorCodes(sdl: string): [code: string, meaning: string][] {
  const body = /enum ErrorCode \{([\s\S]*?)\n\}/.exec(sdl)?.[1] ?? '';
  const entries = body.matchAll(/(?:"""([\s\S]*?)"""|"((?:[^"\\\n]|\\.)*)")\s*\n\s*([A-Z][A-Z_]*)\b/g);
  return [...entries].map((entry) => [entry[3]!, (entry[1] ?? entry[2] ?? '').replace(/\s+/g, ' ').trim()]);
}

export const errorCodes = readErrorCodes(errorsSchema);
