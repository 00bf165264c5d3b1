import { AccountManagerClient } from './account-manager/client';
import { callerFrom, type Caller } from './caller';
import type { Upstream } from './upstream/upstream';
import { UserServerClient } from './user-server/client';
import { createUserServerLoaders, type UserServerLoaders } from './user-server/loaders';

/** What every resolver gets: who is asking, and clients that call the services as that caller. */
export interface GatewayContext {
  caller: Caller;
  userServer: UserServerClient;
  accountManager: AccountManagerClient;
  loaders: UserServerLoaders;
}

/** A fresh context per GraphQL request, so loaders never carry one caller's data to another. */
export function createContext(upstream: Upstream, authorization: string | undefined): GatewayContext {
  const caller = callerFrom(authorization);
  const userServer = new UserServerClient(upstream.service('userServer').forCaller(caller.authorization, caller.identity));
  const accountManager = new AccountManagerClient(upstream.service('accountManager').forCaller(caller.authorization, caller.identity));
  return { caller, userServer, accountManager, loaders: createUserServerLoaders(userServer) };
}
