import { Agent, get } from 'node:http';
import { UK_DATASET, addressCatalogue } from '../addresses/catalogue';
import { suggestionText } from '../addresses/formats';
import type { AddressRecord } from '../addresses/types';
import type { SandboxContext } from '../context';
import type { UserRecord } from '../seed';

/**
 * What is typed: a word, a flat, a street, postcodes with and without their space, each a
 * character at a time as a person types it (from the second character, where the look-up starts).
 */
const TYPED = ['high', 'flat 1 ', '10 downing', 'm20 2', 'sw1a2aa', 'station road'];

/** A text as typed a character at a time, from the second character on. */
const typedOut = (text: string) => Array.from({ length: text.length - 1 }, (_, index) => text.slice(0, index + 2));

export const WARM_UP_SEARCHES: readonly string[] = TYPED.flatMap(typedOut);

/** How many of the uk's own addresses the warm-up types out in full, spread evenly through them. */
export const WARM_UP_ADDRESSES = 12;
/** How far into an address a person types before a suggestion is theirs. */
const TYPED_UP_TO = 24;

/**
 * Every search the warm-up sends, in order: WARM_UP_SEARCHES, then WARM_UP_ADDRESSES of the uk's
 * addresses (their suggestion text: a flat, a house name, a number, a street, a locality, a town,
 * with their commas) each typed out in full, as people type an address of their own. The short
 * words alone leave the search's paths for a whole address cold (its later words, a flat's
 * letter, a comma), and a first search of that kind then ran them for the first time, 3 to 18 ms
 * of the sandbox's CPU against 1 to 2 ms (docs/request-path.md, "The first address search").
 */
export function warmUpSearches(): string[] {
  const records = addressCatalogue().addresses(UK_DATASET);
  const step = Math.max(1, Math.floor(records.length / WARM_UP_ADDRESSES));
  const addresses: string[] = [];
  for (let index = 0; index < records.length && addresses.length < WARM_UP_ADDRESSES; index += step) {
    addresses.push(suggestionText(records[index] as AddressRecord));
  }
  return [...WARM_UP_SEARCHES, ...addresses.flatMap((text) => typedOut(text.slice(0, TYPED_UP_TO).trimEnd()))];
}

/** A user of the uk who may search an account of theirs, and that account: the warm-up's caller. */
function ukCaller(ctx: SandboxContext): { user: UserRecord; accountId: number } | undefined {
  const { store } = ctx;
  for (const user of store.users.values()) {
    if (user.locked || user.territory !== 'uk') continue;
    const accountId = store.defaultAccountId(user);
    if (accountId !== undefined && store.getGroup(accountId)?.territory === 'uk' && store.mayActFor(user, accountId, 'holder')) return { user, accountId };
  }
  return undefined;
}

/** One GET on the agent's connection; its body read and dropped. Fails on anything but 200. */
function fetchOk(url: string, headers: Record<string, string>, agent: Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    get(url, { headers, agent }, (res) => {
      res.resume();
      res.once('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url} answered ${res.statusCode}`))));
      res.once('error', reject);
    }).once('error', reject);
  });
}

/**
 * Searches the uk addresses through the sandbox's own autocomplete service at `autocompleteUrl`,
 * one request at a time over one kept-alive connection, as a caller typing would: the whole path
 * a search takes (the socket, Express's routing, the token's check, the account's, the search,
 * the JSON answer) is then compiled and tuned, as in a service that has been answering for a
 * while, and a newcomer's first search is as quick as the ones after it (docs/request-path.md,
 * "The first address search"). The caller is a uk user of the seed, with a token of its own that
 * goes nowhere else; suggestions count no clicks. Stops once `stopped` says so.
 */
export async function warmUpSuggestions(ctx: SandboxContext, autocompleteUrl: string, stopped: () => boolean): Promise<void> {
  const caller = ukCaller(ctx);
  if (!caller || stopped()) return;
  const { jwt } = await ctx.tokens.issue(caller.user, { accountId: caller.accountId, lifetimeSeconds: 60 });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (const text of warmUpSearches()) {
      if (stopped()) return;
      const query = new URLSearchParams({ accId: String(caller.accountId), dataset: UK_DATASET, q: text });
      await fetchOk(`${autocompleteUrl}/autoc/json?${query}`, { authorization: `Bearer ${jwt}` }, agent);
    }
  } finally {
    agent.destroy();
  }
}
