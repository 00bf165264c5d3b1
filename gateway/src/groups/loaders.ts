import DataLoader from 'dataloader';
import type { UserServerClient } from '../users/user-server-client';
import { groupsWithKnownChildren, markChildrenKnown } from './group-tree';
import type { UpstreamGroup, UpstreamUser } from '../users/user-server-types';

export interface UserServerLoaders {
  /** Users by id (GET /user?id=), once per request. */
  users: DataLoader<string, UpstreamUser>;
  /** Groups by id with their direct children (GET /group?id=), once per request. */
  groups: GroupLoader;
}

/** Per-request loaders; their calls still go through the shared request cache. */
export function createUserServerLoaders(client: UserServerClient): UserServerLoaders {
  return {
    users: new DataLoader((ids) => settle(ids.map((id) => client.getUser(id)))),
    groups: new GroupLoader(client),
  };
}

/**
 * Groups by id with their direct children. Groups the request already holds with all their
 * children can be kept in it, and once it holds the caller's whole list it can also tell which
 * groups the caller may not see; either way, walking the tree then costs no further call.
 */
export class GroupLoader extends DataLoader<string, UpstreamGroup> {
  /** The ids of every group the caller may see, once a list known to hold them all is in hand. */
  #visible: ReadonlySet<number> | undefined;

  constructor(client: UserServerClient) {
    super((ids) => settle(ids.map(async (id) => markChildrenKnown(await client.getGroup(id)))));
  }

  /**
   * Keeps each of `groups`, and each group nested in them, whose children are known: only those
   * may stand in for the server's answer, which lists every child. A group already held stays.
   */
  keepKnown(groups: readonly UpstreamGroup[]): this {
    for (const group of groupsWithKnownChildren(groups)) this.prime(String(group.id), group);
    return this;
  }

  /** Records that `ids` are every group the caller may see, so any other is one they may not. */
  recordAllVisible(ids: Iterable<number>): this {
    this.#visible = new Set(ids);
    return this;
  }

  /** False when the caller's whole list is in hand and leaves the group out; true when it may be visible. */
  mayBeVisible(id: number): boolean {
    return this.#visible?.has(id) ?? true;
  }

  // A change that makes held groups stale may change what the caller sees too.
  override clear(key: string): this {
    this.#visible = undefined;
    return super.clear(key);
  }

  override clearAll(): this {
    this.#visible = undefined;
    return super.clearAll();
  }
}

/** The server has no batch call, so each id is its own call; one failure fails only its key. */
async function settle<T>(calls: Promise<T>[]): Promise<(T | Error)[]> {
  const results = await Promise.allSettled(calls);
  return results.map((result) =>
    result.status === 'fulfilled' ? result.value : result.reason instanceof Error ? result.reason : new Error(String(result.reason)),
  );
}
