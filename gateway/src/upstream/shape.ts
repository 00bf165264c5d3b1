import { z } from 'zod';
import { UpstreamError, type CallContext } from './errors';

/**
 * The shape of an answer the portal does not read (`{"sent":true}` and the like): anything, so a
 * service that words its acknowledgement differently, or sends none, still works.
 */
export const unreadAnswer = z.unknown();

/** A value the service may leave out or send as null: null either way, never undefined. */
export function orNull<T extends z.ZodType>(type: T) {
  return type.nullable().default(null);
}

/** The most shape problems one log line names. */
const MAX_PROBLEMS = 3;

/**
 * The answer as its client declared it, or an UpstreamError ('malformed') naming the call. The
 * error's detail says where the answer went wrong, for the log: paths and what was expected,
 * never a value from the answer.
 */
export function checkShape<S extends z.ZodType>(shape: S, data: unknown, context: CallContext & { status?: number }): z.output<S> {
  const parsed = shape.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new UpstreamError({ ...context, failure: 'malformed', detail: describeProblems(parsed.error.issues) });
}

function describeProblems(issues: readonly z.core.$ZodIssue[]): string {
  const named = issues.slice(0, MAX_PROBLEMS).map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : 'the answer'}: ${issue.message}`);
  const more = issues.length - named.length;
  return more > 0 ? `${named.join('; ')}; and ${more} more` : named.join('; ');
}
