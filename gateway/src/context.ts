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
import type { ServiceClient } from './upstream/service';
import type { Upstream } from './upstream/upstream';
import { UserServerClient } from './users/user-server-client';
import { createUserServerLoaders, type UserServerLoaders } from './groups/loaders';
import { ShopClient } from './shop/client';
import type { PendingCheckouts } from './shop/pending-checkouts';
import type { DownloadTickets } from './address-cleanse/download-tickets';
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
  /** The checkouts whose orders may still be waiting for payment, shared by every gateway. */
  pendingCheckouts: PendingCheckouts;
  /** The address cleanse download tickets, shared by every gateway. */
  downloadTickets: DownloadTickets;
  /** The request's id (X-Request-Id), sent to the services and written on the log. */
  requestId: string | undefined;
  /**
   * The origins the portal is served at, the only ones the provider's pages and e-mails may send a
   * browser to (http/portal-page.ts): PORTAL_ORIGINS, else the origin this request was sent to
   * (server.ts works it out on asking).
   */
  portalOrigins(): readonly string[];
}

/** What the gateway makes once and every request's context uses. */
export interface ContextServices {
  upstream: Upstream;
  bankSoap: BankSoapService;
  attempts: AttemptThrottle;
  pendingCheckouts: PendingCheckouts;
  downloadTickets: DownloadTickets;
}

/** What one request brings. */
export interface RequestFacts {
  authorization: string | undefined;
  /** The client's address, from the socket or from a trusted proxy (TRUSTED_PROXIES). */
  clientAddress: string | undefined;
  requestId: string | undefined;
  /** The portal's origins for this request; none where not given (the start-up's own runs). */
  portalOrigins?: () => readonly string[];
}

/** The clients a context makes on first use. */
type Client = Exclude<keyof GatewayContext, 'caller' | 'clientAddress' | 'attempts' | 'pendingCheckouts' | 'downloadTickets' | 'requestId' | 'portalOrigins'>;

/**
 * What a request's context holds beyond its plain facts: the gateway's services, and the clients
 * made so far. Apollo hands resolvers and plugins a shallow copy of the context (own properties,
 * same prototype), so this sits in one own property that the copy shares with the original, and
 * a client made through either is the one both use.
 */
class RequestScope {
  readonly made: { [K in Client]?: GatewayContext[K] } = {};
  constructor(
    readonly services: ContextServices,
    readonly caller: Caller,
    readonly requestId: string | undefined,
  ) {}

  forCaller(service: Parameters<Upstream['service']>[0]): ServiceClient {
    return this.services.upstream.service(service).forCaller(this.caller.authorization, { identity: this.caller.identity, requestId: this.requestId });
  }
}

const scope = Symbol('requestScope');
const noOrigins = () => [];

/**
 * A request's context. Most requests use one or two of its twenty clients (a suggestion uses the
 * user server's and the autocomplete service's), so each is made on first use rather than all of
 * them for every request; each is still made once per request, and never shared between two.
 */
class RequestContext implements GatewayContext {
  readonly caller: Caller;
  readonly clientAddress: string | undefined;
  readonly attempts: AttemptThrottle;
  readonly pendingCheckouts: PendingCheckouts;
  readonly downloadTickets: DownloadTickets;
  readonly requestId: string | undefined;
  readonly portalOrigins: () => readonly string[];
  readonly [scope]: RequestScope;

  constructor(services: ContextServices, { authorization, clientAddress, requestId, portalOrigins }: RequestFacts) {
    this.caller = callerFrom(authorization);
    this.clientAddress = clientAddress;
    this.attempts = services.attempts;
    this.pendingCheckouts = services.pendingCheckouts;
    this.downloadTickets = services.downloadTickets;
    this.requestId = requestId;
    this.portalOrigins = portalOrigins ?? noOrigins;
    this[scope] = new RequestScope(services, this.caller, requestId);
  }

  get userServer(): UserServerClient {
    const s = this[scope];
    return (s.made.userServer ??= new UserServerClient(s.forCaller('userServer')));
  }
  get accountManager(): AccountManagerClient {
    const s = this[scope];
    return (s.made.accountManager ??= new AccountManagerClient(s.forCaller('accountManager')));
  }
  get bundles(): BundlesClient {
    const s = this[scope];
    return (s.made.bundles ??= new BundlesClient(s.forCaller('accountManager')));
  }
  get serviceAccess(): ServiceAccessClient {
    const s = this[scope];
    return (s.made.serviceAccess ??= new ServiceAccessClient(s.forCaller('userServer')));
  }
  get leads(): LeadsClient {
    const s = this[scope];
    return (s.made.leads ??= new LeadsClient(s.forCaller('userServer')));
  }
  get partnerAccounts(): PartnerAccountsClient {
    const s = this[scope];
    return (s.made.partnerAccounts ??= new PartnerAccountsClient(s.forCaller('accountManager')));
  }
  get catalogue(): CatalogueClient {
    const s = this[scope];
    return (s.made.catalogue ??= new CatalogueClient(s.forCaller('accountManager')));
  }
  get loaders(): UserServerLoaders {
    const s = this[scope];
    return (s.made.loaders ??= createUserServerLoaders(this.userServer));
  }
  get bureau(): BureauClient {
    const s = this[scope];
    return (s.made.bureau ??= new BureauClient(s.forCaller('bureau')));
  }
  get fileServer(): FileServerClient {
    const s = this[scope];
    return (s.made.fileServer ??= new FileServerClient(s.forCaller('fileServerUk')));
  }
  get shop(): ShopClient {
    const s = this[scope];
    return (s.made.shop ??= new ShopClient(s.forCaller('accountManager')));
  }
  get apiTokens(): TokensClient {
    const s = this[scope];
    return (s.made.apiTokens ??= new TokensClient(s.forCaller('userServer')));
  }
  get tokenUsage(): TokenUsageClient {
    const s = this[scope];
    return (s.made.tokenUsage ??= new TokenUsageClient(s.forCaller('accountManager')));
  }
  get reporting(): ReportingClient {
    const s = this[scope];
    return (s.made.reporting ??= new ReportingClient(s.forCaller('accountManager')));
  }
  get keyTrials(): KeyTrials {
    const s = this[scope];
    return (s.made.keyTrials ??= new KeyTrials(s.services.upstream.service('autocomplete'), s.requestId));
  }
  get autocomplete(): AutocompleteClient {
    const s = this[scope];
    return (s.made.autocomplete ??= new AutocompleteClient(s.forCaller('autocomplete')));
  }
  get addressLookup(): AddressLookupClient {
    const s = this[scope];
    return (s.made.addressLookup ??= new AddressLookupClient(s.forCaller('addressLookup')));
  }
  get emailValidation(): EmailValidationClient {
    const s = this[scope];
    return (s.made.emailValidation ??= new EmailValidationClient(s.forCaller('emailValidation')));
  }
  get bank(): BankAccountClient {
    const s = this[scope];
    return (s.made.bank ??= s.services.bankSoap.forCaller(s.caller.authorization, s.requestId));
  }
}

/** A fresh context per GraphQL request, so loaders never carry one caller's data to another. */
export function createContext(services: ContextServices, facts: RequestFacts): GatewayContext {
  return new RequestContext(services, facts);
}
