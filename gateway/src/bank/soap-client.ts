import { createClientAsync, type Client } from 'soap';
import { GraphQLError } from 'graphql';
import { bearerOf } from '../upstream/auth';
import { UpstreamError, extractMsg, type UpstreamFailure } from '../upstream/errors';
import { toGraphQLError } from '../upstream/graphql-error';

export const BANK_ACTION = 'validate the bank account';
const OPERATION = 'ValidateBankAccount';
/** The dataset of the payment validation plans. */
const BANK_DATASET = 'BANK';
const MAX_RESPONSE_BYTES = 1024 * 1024;

/** What ValidateBankAccount answers. */
export interface BankAccountAnswer {
  sortCode: string;
  accountNumber: string;
  valid: boolean;
  reason: string;
}

export interface BankSoapOptions {
  /** The service's base address (BANK_SOAP_URL); the WSDL is at `${baseUrl}/?wsdl`, calls go to `${baseUrl}/`. */
  baseUrl: string;
  /** The longest the WSDL fetch or one call may take, in ms. */
  timeoutMs: number;
  /** One line per call, as the request layer logs: never headers, tokens or the account details. */
  log: (line: string) => void;
  now?: () => number;
}

type ValidateAsync = (args: Record<string, string>, options: Record<string, unknown>, extraHeaders: Record<string, string>) => Promise<unknown[]>;

/** The SOAP fault's text, when the error carries a fault (`soap:Client: Sort code must be 6 digits`). */
function faultOf(error: unknown): { faultcode: string; faultstring: string } | undefined {
  const root = (error as { root?: { Envelope?: { Body?: { Fault?: unknown } } } } | null)?.root;
  const fault = root?.Envelope?.Body?.Fault as { faultcode?: unknown; faultstring?: unknown } | undefined;
  if (!fault || typeof fault.faultstring !== 'string') return undefined;
  return { faultcode: typeof fault.faultcode === 'string' ? fault.faultcode : '', faultstring: fault.faultstring };
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The service's `{"msg"}` on an HTTP error (401, 403...), whether axios parsed the body or not. */
function msgOf(error: unknown): string | undefined {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (typeof data !== 'string') return extractMsg(data);
  try {
    return extractMsg(JSON.parse(data));
  } catch {
    return undefined;
  }
}

/** How a call without an HTTP answer failed, from the transport's error code. */
function transportFailure(error: unknown): UpstreamFailure {
  const { code, isAxiosError } = (error ?? {}) as { code?: unknown; isAxiosError?: unknown };
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT') return 'timeout';
  if (isAxiosError === true || typeof code === 'string') return 'unavailable';
  // No transport error: the answer came but could not be read as SOAP.
  return 'unreadable';
}

/**
 * A SOAP fault is the caller's error with the fault's text (code SOAP_FAULT); anything else maps as
 * the request layer maps REST failures (UNAUTHENTICATED, FORBIDDEN, UPSTREAM_TIMEOUT...).
 */
export function toBankError(error: unknown): GraphQLError {
  const status = statusOf(error);
  const fault = faultOf(error);
  if (fault) {
    return new GraphQLError(fault.faultstring, {
      extensions: { code: 'SOAP_FAULT', action: BANK_ACTION, upstreamStatus: status ?? null, msg: fault.faultstring, faultcode: fault.faultcode },
    });
  }
  const failure: UpstreamFailure = status === undefined ? transportFailure(error) : 'status';
  return toGraphQLError(new UpstreamError({ service: 'bankSoap', action: BANK_ACTION, failure, status, msg: status === undefined ? undefined : msgOf(error) }));
}

function toAnswer(result: unknown): BankAccountAnswer {
  const value = (result ?? {}) as Record<string, unknown>;
  const valid = value.valid === true || value.valid === 'true' ? true : value.valid === false || value.valid === 'false' ? false : undefined;
  if (valid === undefined || typeof value.reason !== 'string' || typeof value.sortCode !== 'string' || typeof value.accountNumber !== 'string') {
    throw toGraphQLError(new UpstreamError({ service: 'bankSoap', action: BANK_ACTION, failure: 'unreadable', status: 200 }));
  }
  return { valid, reason: value.reason, sortCode: value.sortCode, accountNumber: value.accountNumber };
}

/**
 * The bank account SOAP service, shared by all requests: its client is made once from the WSDL,
 * on first use, and reused; a failed WSDL fetch is tried again on the next call.
 */
export class BankSoapService {
  #client: Promise<Client> | undefined;
  readonly #options: BankSoapOptions;

  constructor(options: BankSoapOptions) {
    this.#options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') };
  }

  get wsdlUrl(): string {
    return `${this.#options.baseUrl}/?wsdl`;
  }

  /** Calls made for the caller who sent `authorization` (its bearer token is forwarded). */
  forCaller(authorization: string | undefined): BankAccountClient {
    return new BankAccountClient(this, bearerOf(authorization));
  }

  /** Validates one sort code and account number; rejects with the GraphQL error the client gets. */
  async validate(bearer: string | undefined, sortCode: string, accountNumber: string, accountId: string): Promise<BankAccountAnswer> {
    const client = await this.#loadClient().catch((error: unknown) => {
      throw toBankError(error);
    });
    const call = client[`${OPERATION}Async`] as ValidateAsync;
    const result = await this.#logged('POST', '/', () =>
      call.call(
        client,
        { sortCode, accountNumber, dataset: BANK_DATASET, accId: accountId },
        { timeout: this.#options.timeoutMs, maxContentLength: MAX_RESPONSE_BYTES },
        bearer ? { Authorization: bearer } : {},
      ),
    ).catch((error: unknown) => {
      throw toBankError(error);
    });
    return toAnswer(result[0]);
  }

  #loadClient(): Promise<Client> {
    if (!this.#client) {
      const { baseUrl, timeoutMs } = this.#options;
      const loading = this.#logged('GET', '/?wsdl', () =>
        createClientAsync(this.wsdlUrl, {
          endpoint: `${baseUrl}/`,
          // Each gateway keeps its own client; node-soap's process-wide WSDL cache would outlive it.
          disableCache: true,
          wsdl_options: { timeout: timeoutMs, maxContentLength: MAX_RESPONSE_BYTES },
        }),
      );
      this.#client = loading;
      loading.catch(() => {
        if (this.#client === loading) this.#client = undefined;
      });
    }
    return this.#client;
  }

  async #logged<T>(method: string, path: string, send: () => Promise<T>): Promise<T> {
    const now = this.#options.now ?? Date.now;
    const started = now();
    let outcome = 'failed';
    try {
      const result = await send();
      outcome = '200';
      return result;
    } catch (error) {
      const status = statusOf(error);
      outcome = status === undefined ? transportFailure(error) : String(status);
      throw error;
    } finally {
      const prefix = new URL(this.#options.baseUrl).pathname.replace(/\/+$/, '');
      this.#options.log(`upstream bankSoap ${method} ${prefix}${path} ${outcome} ${Math.round(now() - started)}ms`);
    }
  }
}

/** The bank account service's calls for one caller. */
export class BankAccountClient {
  constructor(
    private readonly service: BankSoapService,
    private readonly bearer: string | undefined,
  ) {}

  validate(sortCode: string, accountNumber: string, accountId: string): Promise<BankAccountAnswer> {
    return this.service.validate(this.bearer, sortCode, accountNumber, accountId);
  }
}
