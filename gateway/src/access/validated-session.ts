import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Caller } from '../caller';
import { forbidden } from './access';

/**
 * A user who has not entered the validation code e-mailed to them may only validate
 * (`SessionUser.validated`, docs/routes-and-access.md). The web app's guard sends such a user to
 * /validate; this is the same rule for the API, held in one place for every root field (queries,
 * mutations, subscriptions) and every file transfer, so that no resolver has to remember it.
 */

type RootType = 'Query' | 'Mutation' | 'Subscription';

/**
 * The root fields an unvalidated session may still use: what validating takes (the code, a fresh
 * one, the session kept alive on /validate, the user's own record), and what anyone may use
 * without signing in (signing in, registering, resetting a password, exporting a token with a
 * password), which refusing here would only push such a caller to send without its token.
 * Everything else is refused before its resolver runs.
 */
export const OPEN_BEFORE_VALIDATION: Readonly<Record<RootType, readonly string[]>> = {
  Query: ['me'],
  Mutation: ['signIn', 'register', 'requestPasswordReset', 'resetPassword', 'exportApiToken', 'sendValidationCode', 'validateUser', 'reauthenticate'],
  Subscription: [],
};

const notValidated = 'Your account is not validated yet. Enter the code e-mailed to you with validateUser, and use the session it returns.';

/** Refuses a session whose user has not validated with FORBIDDEN, reason NOT_VALIDATED; lets anyone else through. */
export function requireValidatedSession(caller: Pick<Caller, 'validated'>, action: string): void {
  // Only a token that says so: one without the claim (no token at all, an API key) is left to the
  // resolver and the service, which refuse what it may not do.
  if (caller.validated === false) throw forbidden(action, notValidated, 'NOT_VALIDATED');
}

type Guarded = GraphQLFieldResolver<unknown, { caller: Pick<Caller, 'validated'> }>;

/**
 * Puts `requireValidatedSession` in front of every root field but those open before validation,
 * on the schema itself: every way a document runs (Apollo's execute, the compiled queries, the
 * subscriptions' stream) calls these resolvers, so none can skip the check. Changes `schema` in
 * place and answers it. A name in OPEN_BEFORE_VALIDATION that the schema lacks stops the start.
 */
export function guardUnvalidatedSessions(schema: GraphQLSchema): GraphQLSchema {
  const roots: [RootType, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
    ['Subscription', schema.getSubscriptionType()],
  ];
  for (const [name, root] of roots) {
    const fields = root?.getFields() ?? {};
    const open = OPEN_BEFORE_VALIDATION[name];
    for (const field of open) if (!Object.hasOwn(fields, field)) throw new Error(`${name}.${field} is open before validation but not in the schema`);
    for (const field of Object.values(fields)) {
      if (open.includes(field.name)) continue;
      const action = `use ${field.name}`;
      const guarded =
        (run: Guarded): Guarded =>
        (parent, args, ctx, info) => {
          requireValidatedSession(ctx.caller, action);
          return run(parent, args, ctx, info);
        };
      // A subscription's work starts in `subscribe`; its `resolve` only shapes each event.
      if (field.subscribe) field.subscribe = guarded(field.subscribe);
      else field.resolve = guarded(field.resolve ?? defaultFieldResolver);
    }
  }
  return schema;
}
