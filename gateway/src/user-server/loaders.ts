import DataLoader from 'dataloader';
import type { UserServerClient } from './client';
import { markChildrenKnown } from './group-tree';
import type { UpstreamGroup, UpstreamUser } from './types';

export interface UserServerLoaders {
  /** Users by id (GET /user?id=), once per request. */
  users: DataLoader<string, UpstreamUser>;
  /** Groups by id with their direct children (GET /group?id=), once per request. */
  groups: DataLoader<string, UpstreamGroup>;
}

/** Per-request loaders; their calls still go through the shared request cache. */
export function createUserServerLoaders(client: UserServerClient): UserServerLoaders {
  return {
    users: new DataLoader((ids) => settle(ids.map((id) => client.getUser(id)))),
    groups: new DataLoader((ids) => settle(ids.map(async (id) => markChildrenKnown(await client.getGroup(id))))),
  };
}

/** The server has no batch call, so each id is its own call; one failure fails only its key. */
async function settle<T>(calls: Promise<T>[]): Promise<(T | Error)[]> {
  const results = await Promise.allSettled(calls);
  return results.map((result) =>
    result.status === 'fulfilled' ? result.value : result.reason instanceof Error ? result.reason : new Error(String(result.reason)),
  );
}
