import { AccountManagerClient } from './plans/account-manager-client';
import { BundlesClient } from './services/bundles-client';
import { AddressLookupClient, AutocompleteClient } from './address-lookup/client';
import { KeyTrials } from './tokens/key-trial';
import { TokenUsageClient } from './tokens/token-usage-client';
import type { BankAccountClient, BankSoapService } from './bank-validation/soap-client';
import { BureauClient } from './address-cleanse/bureau-client';
import { FileServerClient } from './address-cleanse/file-server-client';
import { callerFrom, type Caller } from './caller';
import { CatalogueClient } from './catalogue/client';
import { EmailValidationClient } from './email-validation/client';
import { ReportingClient } from './reporting/client';
import type { AttemptThrottle } from './throttle/attempt-throttle';
import { LeadsClient, PartnerAccountsClient } from './partners/client';
import type { Upstream } from './upstream/upstream';
import { UserServerClient } from './users/user-server-client';
import { createUserServerLoaders, type UserServerLoaders } from './groups/loaders';
import { ShopClient } from './shop/client';
import { TokensClient } from './tokens/tokens-client';
import { ServiceAccessClient } from './services/service-access-client';

/** What every resolver gets: who is asking, and clients that call the services as that caller. */
export interface GatewayContext {
  caller: Caller;
  userServer: UserServerClient;
  accountManager: AccountManagerClient;
  /** Click bundles (account manager). */
  bundles: BundlesClient;
  /** Which services users and tokens may use, and service JWTs (user server). */
  serviceAccess: ServiceAccessClient;
  /** A partner's leads and the lead form's options (user server). */
  leads: LeadsClient;
  /** The accounts below a partner with their clicks (account manager). */
  partnerAccounts: PartnerAccountsClient;
  /** Datasets, plans, filters and comparison lines as staff administer them (account manager). */
  catalogue: CatalogueClient;
  loaders: UserServerLoaders;
  /** Address cleanse files, results, prices and charges (bureau server). */
  bureau: BureauClient;
  /** Uploads to the uk file server (address cleanse is uk only). */
  fileServer: FileServerClient;
  /** The shop, orders, the saved card, payment users and automatic renewals (account manager). */
  shop: ShopClient;
  /** An account's API tokens (user server). */
  apiTokens: TokensClient;
  /** The tokens' clicks per day (account manager). */
  tokenUsage: TokenUsageClient;
  /** Usage by plan, country and token, and the account's charges, for reporting (account manager). */
  reporting: ReportingClient;
  /** Look-ups made with a token's key, for "try it" (autocomplete service). */
  keyTrials: KeyTrials;
  autocomplete: AutocompleteClient;
  addressLookup: AddressLookupClient;
  emailValidation: EmailValidationClient;
  bank: BankAccountClient;
  /** The client's address, from the socket or from a trusted proxy (TRUSTED_PROXIES). */
  clientAddress: string | undefined;
  /** The gateway's one throttle for guessed passwords and codes, shared by every request. */
  attempts: AttemptThrottle;
  /** The request's id (X-Request-Id), sent to the services and written on the log. */
  requestId: string | undefined;
}

/** What the gateway makes once and every request's context uses. */
export interface ContextServices {
  upstream: Upstream;
  bankSoap: BankSoapService;
  attempts: AttemptThrottle;
}

/** What one request brings. */
export interface RequestFacts {
  authorization: string | undefined;
  /** The client's address, from the socket or from a trusted proxy (TRUSTED_PROXIES). */
  clientAddress: string | undefined;
  requestId: string | undefined;
}

/** A fresh context per GraphQL request, so loaders never carry one caller's data to another. */
export function createContext({ upstream, bankSoap, attempts }: ContextServices, { authorization, clientAddress, requestId }: RequestFacts): GatewayContext {
  const caller = callerFrom(authorization);
  const forCaller = (service: Parameters<Upstream['service']>[0]) =>
    upstream.service(service).forCaller(caller.authorization, { identity: caller.identity, requestId });
  const userServer = new UserServerClient(forCaller('userServer'));
  return {
    caller,
    userServer,
    accountManager: new AccountManagerClient(forCaller('accountManager')),
    bundles: new BundlesClient(forCaller('accountManager')),
    serviceAccess: new ServiceAccessClient(forCaller('userServer')),
    leads: new LeadsClient(forCaller('userServer')),
    partnerAccounts: new PartnerAccountsClient(forCaller('accountManager')),
    catalogue: new CatalogueClient(forCaller('accountManager')),
    loaders: createUserServerLoaders(userServer),
    bureau: new BureauClient(forCaller('bureau')),
    fileServer: new FileServerClient(forCaller('fileServerUk')),
    shop: new ShopClient(forCaller('accountManager')),
    apiTokens: new TokensClient(forCaller('userServer')),
    tokenUsage: new TokenUsageClient(forCaller('accountManager')),
    reporting: new ReportingClient(forCaller('accountManager')),
    keyTrials: new KeyTrials(upstream.service('autocomplete'), requestId),
    autocomplete: new AutocompleteClient(forCaller('autocomplete')),
    addressLookup: new AddressLookupClient(forCaller('addressLookup')),
    emailValidation: new EmailValidationClient(forCaller('emailValidation')),
    bank: bankSoap.forCaller(caller.authorization, requestId),
    clientAddress,
    attempts,
    requestId,
  };
}
