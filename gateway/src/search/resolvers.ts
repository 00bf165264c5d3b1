import { isStaff, forbidden, requireSession } from '../access/access';
import type { Resolvers } from '../generated/resolvers';
import { isAtMostCharacters } from '../input-checks';
import { requestError } from '../upstream/failures';
import type { UpstreamSearchResults } from '../users/user-server-types';

/** What `search` resolves to: the trimmed filter and everything the server found, unpaged. */
export interface SearchFound {
  filter: string;
  found: UpstreamSearchResults;
}

const MAX_FILTER_LENGTH = 100;
const MAX_PAGE = 100;
const ACTION = 'search';

/**
 * One page of `items`. The server answers every match at once; the portal hands them on a page at
 * a time, so a filter matching thousands costs the browser no more than one page.
 */
function page<T>(items: readonly T[], offset: number, limit: number): { total: number; items: T[] } {
  if (!Number.isInteger(offset) || offset < 0) throw requestError('BAD_USER_INPUT', `offset must be 0 or more, not ${offset}.`, { argument: 'offset' });
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    throw requestError('BAD_USER_INPUT', `limit must be from 1 to ${MAX_PAGE}, not ${limit}.`, { argument: 'limit' });
  }
  return { total: items.length, items: items.slice(offset, offset + limit) };
}

/** The staff search (docs/routes-and-access.md): admin, super and sales only. */
export const searchResolvers: Resolvers = {
  Query: {
    search: async (_parent, { filter }, ctx) => {
      requireSession(ctx, ACTION);
      if (!isStaff(ctx.caller.roles)) throw forbidden(ACTION, 'Only staff may search');
      const trimmed = filter.trim();
      if (trimmed === '') throw requestError('BAD_USER_INPUT', 'filter must not be blank.', { argument: 'filter' });
      if (!isAtMostCharacters(trimmed, MAX_FILTER_LENGTH)) {
        throw requestError('BAD_USER_INPUT', `filter must be at most ${MAX_FILTER_LENGTH} characters.`, { argument: 'filter' });
      }
      return { filter: trimmed, found: await ctx.userServer.search(trimmed) };
    },
  },

  SearchResults: {
    filter: ({ filter }) => filter,
    // Each page is cut from the one answer; the request cache keeps it for the next page too.
    tokens: ({ found }, { offset, limit }) => page(found.tokens, offset ?? 0, limit ?? 25),
    groups: ({ found }, { offset, limit }) => page(found.groups, offset ?? 0, limit ?? 25),
    users: ({ found }, { offset, limit }) => page(found.users, offset ?? 0, limit ?? 25),
  },

  SearchToken: {
    id: (token) => String(token.id),
    accountId: (token) => String(token.parentId),
    accountName: (token) => token.parentName ?? null,
    // The service writes 0 for a token that never expires.
    expiry: (token) => (token.expiry ? token.expiry : null),
  },
};
