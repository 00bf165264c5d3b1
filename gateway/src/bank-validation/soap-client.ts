import { Client, createClientAsync } from 'soap';
import { z } from 'zod';
import { bearerOf } from '../upstream/auth';
import { UpstreamError } from '../upstream/errors';
import { requestError, toGraphQLError } from '../upstream/failures';
import type { UpstreamService } from '../upstream/service';
import { soapExchange, soapHttpClient } from '../upstream/soap';

export const BANK_ACTION = 'validate the bank account';
const OPERATION = 'ValidateBankAccount';
/** The dataset of the payment validation plans. */
const BANK_DATASET = 'BANK';

/** node-soap gives an xsd:boolean as a boolean, or as its text where the WSDL leaves the type open. */
const soapBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')]);

/**
 * What ValidateBankAccount answers (sandbox/README.md, "Bank account (SOAP)"). `valid` is whether
 * the number is accepted, true too when no check covers it; `status` tells valid, invalid and
 * unchecked apart, and is optional, as a service that predates it leaves it out.
 */
const bankAccountAnswer = z.object({
  sortCode: z.string(),
  accountNumber: z.string(),
  valid: soapBoolean,
  reason: z.string(),
  status: z.string().optional(),
});

export type BankAccountAnswer = z.output<typeof bankAccountAnswer>;

/** node-soap's promise form of an operation: the result first, then the raw answer and headers. */
const operationResult = z.tuple([bankAccountAnswer], z.unknown());

type ValidateAsync = (args: Record<string, string>, options: Record<string, unknown>, extraHeaders: Record<string, string>) => Promise<unknown>;

/**
 * How the service says the account has nothing to validate with: no payment validation
 * subscription, or a free trial whose clicks are used (sandbox/README.md, "Bank account (SOAP)";
 * docs/first-run.md). Its fault carries no code of its own (a `soap:Client` like a bad sort code),
 * so only the words tell it apart.
 */
const NO_SUBSCRIPTION_FAULT = /has no [a-z -]*subscription|trial has used all its clicks/i;

/**
 * How the service refuses the sort code or the account number as given (too few or many digits,
 * none at all, 9 digits with a sort code that is not Santander's): a `soap:Client` fault whose words
 * begin with the number refused. The service alone knows which sort codes take which lengths, so the
 * gateway reads its refusal rather than guess.
 */
const REFUSED_ARGUMENTS: readonly (readonly [RegExp, 'sortCode' | 'accountNumber'])[] = [
  [/^Sort code\b/i, 'sortCode'],
  [/^Account number\b/i, 'accountNumber'],
];

/** The argument a fault refuses, when it is a refusal of one as given. */
function refusedArgument(error: UpstreamError): 'sortCode' | 'accountNumber' | undefined {
  // The client's fault (soap:Client, whatever the envelope's prefix), not the service's own (soap:Server).
  if (error.failure !== 'fault' || !/^([^:]+:)?Client\b/.test(error.faultCode ?? '') || error.msg === undefined) return undefined;
  const msg = error.msg;
  return REFUSED_ARGUMENTS.find(([words]) => words.test(msg))?.[1];
}

/**
 * Failures raise the common GraphQL error; a fault is SOAP_FAULT with the fault's text, except the
 * one refusing an account without the subscription: NO_SUBSCRIPTION, as the look-up and e-mail
 * services answer it with their 402, so a caller acts on the code rather than parse the words; and
 * one refusing the sort code or account number: BAD_USER_INPUT naming that argument, as the portal
 * refuses any other argument (docs/api-errors.md), so a form shows the words under its field.
 */
function raised(error: unknown): never {
  if (!(error instanceof UpstreamError)) throw error;
  if (error.failure === 'fault' && error.msg !== undefined && NO_SUBSCRIPTION_FAULT.test(error.msg)) {
    const { service, action, call, status, msg, faultCode, detail } = error;
    throw toGraphQLError(new UpstreamError({ service, action, call, status, msg, faultCode, detail, failure: 'noSubscription' }));
  }
  const argument = refusedArgument(error);
  if (argument) throw requestError('BAD_USER_INPUT', error.message, { ...toGraphQLError(error).extensions, argument });
  throw toGraphQLError(error);
}

/**
 * The bank account SOAP service, shared by all requests: its client is made once from the WSDL,
 * on first use, and reused; a failed WSDL fetch is tried again on the next call. Both go through
 * the request layer's exchange, as REST calls do.
 */
export class BankSoapService {
  #client: Promise<Client> | undefined;

  constructor(private readonly service: UpstreamService) {}

  get wsdlUrl(): string {
    return `${this.service.baseUrl}/?wsdl`;
  }

  /** Calls made for the caller who sent `authorization` (its bearer token is forwarded). */
  forCaller(authorization: string | undefined, requestId?: string): BankAccountClient {
    return new BankAccountClient(this, bearerOf(authorization), requestId);
  }

  /** Validates one sort code and account number; rejects with the GraphQL error the client gets. */
  async validate(bearer: string | undefined, sortCode: string, accountNumber: string, accountId: string, requestId?: string): Promise<BankAccountAnswer> {
    const client = await this.#loadClient(requestId).catch(raised);
    const call = client[`${OPERATION}Async`] as ValidateAsync;
    const [answer] = await soapExchange(
      this.service,
      { action: BANK_ACTION, method: 'POST', path: '/', call: OPERATION, requestId },
      operationResult,
      (options) => call.call(client, { sortCode, accountNumber, dataset: BANK_DATASET, accId: accountId }, options, bearer ? { Authorization: bearer } : {}),
    ).catch(raised);
    return answer;
  }

  #loadClient(requestId: string | undefined): Promise<Client> {
    if (!this.#client) {
      const loading = soapExchange(this.service, { action: BANK_ACTION, method: 'GET', path: '/?wsdl', requestId }, z.instanceof(Client), (options) =>
        createClientAsync(this.wsdlUrl, {
          endpoint: `${this.service.baseUrl}/`,
          httpClient: soapHttpClient,
          wsdl_options: options,
          // Each gateway keeps its own client; node-soap's process-wide WSDL cache would outlive it.
          disableCache: true,
        }),
      );
      this.#client = loading;
      loading.catch(() => {
        if (this.#client === loading) this.#client = undefined;
      });
    }
    return this.#client;
  }
}

/** The bank account service's calls for one caller. */
export class BankAccountClient {
  constructor(
    private readonly service: BankSoapService,
    private readonly bearer: string | undefined,
    private readonly requestId: string | undefined,
  ) {}

  validate(sortCode: string, accountNumber: string, accountId: string): Promise<BankAccountAnswer> {
    return this.service.validate(this.bearer, sortCode, accountNumber, accountId, this.requestId);
  }
}
