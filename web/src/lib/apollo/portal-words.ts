import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';

// The gateway writes its error messages for whoever called it; the portal's words are the
// portal's. A refusal by one of the route guards' rules names the rule in `extensions.reason`
// (docs/api-errors.md), and the portal shows that guard's own text for it, wherever the failure
// is shown. Apart from the login page's code on purpose: no public page meets these refusals.

// The route guards' texts for the same rules (app/access/guard.ts, whose test holds the two
// alike). Written out here rather than shared, so that neither the login page nor any other page
// loads a module more for them.
const owner = 'This page is not currently available while using this account. Please switch to another account or return home.';
const textByReason: Readonly<Record<string, string>> = {
  // Group-users-only routes use the owner-only text, as do the staff-role refusals of the
  // owner-and-staff screens.
  NOT_GROUP_USER: owner,
  NOT_OWNER: owner,
  ROLE_REQUIRED: owner,
  NOT_PARTNER: 'The page you were looking for is only available for partners.',
  REFERRER_PARTNER: 'The page you were looking for is not accessible through this partner type.',
  TERRITORY: 'The page you were looking for is not accessible through this account.',
};

/** The text the portal shows for the gateway's refusal `reason`; undefined for any other. */
export function refusalText(reason: unknown): string | undefined {
  return typeof reason === 'string' && Object.hasOwn(textByReason, reason) ? textByReason[reason] : undefined;
}

type Result = ApolloLink.Result;

/** The answer with each refusal by a guard's rule carrying the guard's text as its `msg`, which screens show. */
export function inPortalWords(result: Result): Result {
  if (!result.errors?.some((error) => refusalText(error.extensions?.reason))) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      const text = refusalText(error.extensions?.reason);
      return text ? { ...error, extensions: { ...error.extensions, msg: text } } : error;
    }),
  };
}

/** A link that puts every answer in the portal's words (inPortalWords). */
export const portalWordsLink = () => new ApolloLink((operation, forward) => forward(operation).pipe(map(inPortalWords)));
