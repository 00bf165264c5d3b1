import express, { Router } from 'express';
import type { Express, Request } from 'express';
import { listen, type IServices } from 'soap';
import { requireBearerOrKey } from '../auth/api-key';
import { sessionOf } from '../auth/bearer';
import { BankInputError, checkBankAccount, type BankCheckResult } from '../bank/modulus';
import { BANK_OPERATION, BANK_PORT, BANK_SERVICE, bankWsdl } from '../bank/wsdl';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';
import { HttpError } from '../http/errors';
import { uncountedMessage } from '../store/clicks';

/** The dataset of the payment validation plans; a call may name it, or leave it out. */
const BANK_DATASET = 'BANK';

/** A SOAP 1.1 fault: node-soap sends whatever is thrown with a `Fault` as the fault element. */
class SoapFault extends Error {
  readonly Fault: { faultcode: string; faultstring: string; statusCode: number };
  constructor(faultstring: string, faultcode: 'soap:Client' | 'soap:Server' = 'soap:Client') {
    super(faultstring);
    this.Fault = { faultcode, faultstring, statusCode: 500 };
  }
}

interface ValidateArgs {
  sortCode?: unknown;
  accountNumber?: unknown;
  dataset?: unknown;
  accId?: unknown;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** The answer, in the order of the WSDL's sequence, which node-soap follows when it writes it. */
interface BankAnswer {
  /** Accepted: passed the checks, or could not be checked (as clients that predate `status` read it). */
  valid: boolean;
  reason: string;
  sortCode: string;
  accountNumber: string;
  status: BankCheckResult['status'];
}

function validate(ctx: SandboxContext, args: ValidateArgs, req: Request): BankAnswer {
  const { user, claims } = sessionOf(req);
  const { store } = ctx;
  const sortCode = text(args.sortCode) ?? '';
  const accountNumber = text(args.accountNumber) ?? '';
  if (sortCode === '') throw new SoapFault('Sort code is required');
  if (accountNumber === '') throw new SoapFault('Account number is required');
  let result: BankCheckResult;
  try {
    result = checkBankAccount(sortCode, accountNumber);
  } catch (error) {
    if (error instanceof BankInputError) throw new SoapFault(error.message);
    throw error;
  }
  const dataset = text(args.dataset);
  if (dataset && dataset.toUpperCase() !== BANK_DATASET)
    throw new SoapFault(`Unknown dataset ${dataset}: bank accounts are checked with the ${BANK_DATASET} dataset`);

  // The account: accId when given, else the one the token acts for.
  const accIdText = text(args.accId) || (claims.accId === undefined ? '' : String(claims.accId));
  if (accIdText === '') throw new SoapFault('accId is required');
  if (!/^\d{1,15}$/.test(accIdText) || Number(accIdText) === 0) throw new SoapFault('accId must be a positive whole number');
  const accountId = Number(accIdText);
  if (!store.mayActFor(user, accountId, 'holder')) throw new SoapFault('Not allowed to use that account');
  const count = store.countClicks(accountId, 'bankcode');
  if (!count.counted) throw new SoapFault(uncountedMessage('bankcode', count.reason));
  return { valid: result.status !== 'invalid', reason: result.reason, sortCode: result.sortCode, accountNumber: result.accountNumber, status: result.status };
}

function soapRoutes(ctx: SandboxContext): Router {
  const router = Router();
  // The WSDL, public like /health, naming the address it was fetched from as the endpoint.
  router.get('/', (req, res) => {
    if (!Object.keys(req.query).some((name) => name.toLowerCase() === 'wsdl')) throw new HttpError(404, 'Not found');
    res.type('text/xml').send(bankWsdl(`${req.protocol}://${req.get('host') ?? 'localhost'}/`));
  });
  router.all('/', (req, _res, next) => {
    if (req.method !== 'POST') throw new HttpError(405, 'Use POST with a SOAP envelope, or GET /?wsdl');
    next();
  });
  router.post('/', requireBearerOrKey(ctx, 'bankcode'), express.text({ type: () => true, limit: '1mb' }), (req, _res, next) => {
    if (typeof req.body !== 'string' || req.body.trim() === '') throw new HttpError(400, 'A SOAP envelope is required');
    next();
  });

  const services: IServices = {
    [BANK_SERVICE]: {
      [BANK_PORT]: {
        [BANK_OPERATION]: (args: ValidateArgs, _callback: unknown, _headers: unknown, req: Request) => {
          try {
            return validate(ctx, args ?? {}, req);
          } catch (error) {
            if (error instanceof SoapFault) throw error;
            console.error('sandbox: unexpected error in the bank service', error);
            throw new SoapFault('Internal error', 'soap:Server');
          }
        },
      },
    },
  };
  // node-soap adds its route to this router once it has parsed the WSDL (before the first request).
  listen(router, { path: '/', services, xml: bankWsdl('http://localhost/'), suppressStack: true });
  return router;
}

/** Stand-in for bank account (payment) validation over SOAP 1.1: the WSDL at `GET /?wsdl`, calls at `POST /`. */
export function createBankSoapApp(ctx: SandboxContext): Express {
  return createServiceApp('bankSoap', [soapRoutes(ctx)]);
}
