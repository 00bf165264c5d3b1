import type { ApiToken, GroupRecord, UserRecord } from '../seed';
import type { StoreState } from './state';

/** What a staff search finds, each kind sorted as people read it: by name, or a token by its tag. */
export interface SearchMatches {
  tokens: ApiToken[];
  groups: GroupRecord[];
  users: UserRecord[];
}

const byText =
  <T extends { id: number }>(text: (item: T) => string) =>
  (a: T, b: T) =>
    text(a).localeCompare(text(b), 'en', { sensitivity: 'base' }) || a.id - b.id;

/**
 * Every token, group and user whose words hold `filter`, without regard to case: a group's name,
 * a user's user name, e-mail, personal and company name, a token's tag. One pass over each kind,
 * so a search stays quick with thousands of records.
 */
export function search(state: StoreState, filter: string): SearchMatches {
  const wanted = filter.trim().toLowerCase();
  const holds = (...texts: string[]) => texts.some((text) => text.toLowerCase().includes(wanted));
  return {
    tokens: state.tokens.filter((token) => holds(token.tag)).sort(byText((token) => token.tag)),
    groups: [...state.groups.values()].filter((group) => holds(group.name)).sort(byText((group) => group.name)),
    users: [...state.users.values()].filter((user) => holds(user.name, user.email, user.personalName, user.companyName)).sort(byText((user) => user.name)),
  };
}
