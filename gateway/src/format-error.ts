import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { FIELD_MERGE_ABORTED, fieldMergeRefusal } from './limits/query-limits';
import { errorText, type Logger } from './operations/logger';

// GraphQL Armor words a refused document as "Syntax Error: Query depth limit of 8 exceeded, ...";
// the document is well-formed, so integrators get the limit without the misleading prefix.
const armorLimit = /^Syntax Error: (\w[\w ]* limit of \d+ exceeded, found [\d.]+\.)$/;
// Outside development Armor hides graphql's "Did you mean "userName"?" as "[Suggestion hidden]",
// leaving the question mark after it: the hidden sentence goes whole, so the message ends where
// graphql's own sentence does (`Cannot query field "userNam" on type "User".`).
const hiddenSuggestion = / ?\[Suggestion hidden\]\??/g;

/**
 * Errors nobody meant to show (bugs, not upstream failures) keep their code but lose their
 * message, which could name internals; the full error goes to the log instead.
 */
export function maskUnexpectedErrors(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const limit = armorLimit.exec(formatted.message);
    if (limit?.[1]) return { ...formatted, message: limit[1] };
    if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') {
      const message = callersWords(formatted.message);
      return message === formatted.message ? formatted : { ...formatted, message };
    }
    // Apollo refuses a persisted query it cannot take (a hash that is not its text's, a version it
    // does not know) with an HTTP status of 400 and no code: the caller's request, not a bug.
    if (refusedRequest(error)) return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
    const original = unwrapResolverError(error);
    logger.error({ path: formatted.path?.join('.') }, `error in ${formatted.path?.join('.') ?? 'request'}: ${errorText(original)}`);
    return {
      message: 'Something went wrong in the portal',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

/** An error with no code of its own that answers with a 4xx status: a refusal of the request as sent. */
function refusedRequest(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined) return false;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** A refusal's message in words for the caller: a hidden suggestion left out, graphql's bare abort named. */
function callersWords(message: string): string {
  if (message === FIELD_MERGE_ABORTED) return fieldMergeRefusal;
  return message.includes('[Suggestion hidden]') ? message.replace(hiddenSuggestion, '') : message;
}
