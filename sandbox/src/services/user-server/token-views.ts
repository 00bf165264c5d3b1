import type { ApiToken } from '../../seed';
import type { SandboxStore } from '../../store';

/** A token as GET /tokens answers it, with the day it was last used (0 for never). */
export function tokenView(store: SandboxStore, token: ApiToken) {
  return {
    id: token.id,
    parentId: token.parentId,
    type: token.type,
    tag: token.tag,
    hash: token.hash,
    locked: token.locked,
    ipRange: token.ipRange,
    referrer: token.referrer,
    expiry: token.expiry,
    properties: token.properties,
    userName: token.userName,
    key: token.key,
    users: token.users,
    creationUserId: token.creationUserId,
    updateUserId: token.updateUserId,
    createTimestamp: token.createTimestamp,
    updateTimestamp: token.updateTimestamp,
    lastUsed: store.apiTokens.lastUsed(token.id),
  };
}
