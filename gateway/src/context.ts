import { AccountManagerClient } from './account-manager/client';
import type { BankAccountClient, BankSoapService } from './bank/soap-client';
import { callerFrom, type Caller } from './caller';
import { EmailValidationClient } from './email-validation/client';
import type { Upstream } from './upstream/upstream';
import { UserServerClient } from './user-server/client';
import { createUserServerLoaders, type UserServerLoaders } from './user-server/loaders';

/** What every resolver gets: who is asking, and clients that call the services as that caller. */
export interface GatewayContext {
  caller: Caller;
  /** The request layer, for clients made where they are used (the application services). */
  upstream: Upstream;
  userServer: UserServerClient;
  accountManager: AccountManagerClient;
  loaders: UserServerLoaders;
  emailValidation: EmailValidationClient;
  bank: BankAccountClient;
}

/** A fresh context per GraphQL request, so loaders never carry one caller's data to another. */
export function createContext(upstream: Upstream, authorization: string | undefined, bankSoap: BankSoapService): GatewayContext {
  const caller = callerFrom(authorization);
  const userServer = new UserServerClient(upstream.service('userServer').forCaller(caller.authorization, caller.identity));
  const accountManager = new AccountManagerClient(upstream.service('accountManager').forCaller(caller.authorization, caller.identity));
  const emailValidation = new EmailValidationClient(upstream.service('emailValidation').forCaller(caller.authorization, caller.identity));
  return { caller, upstream, userServer, accountManager, loaders: createUserServerLoaders(userServer), emailValidation, bank: bankSoap.forCaller(caller.authorization) };
}
