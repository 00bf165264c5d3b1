import type { RequestHandler } from 'express';
import { notFound } from '../http/errors';
import type { ServiceName } from './names';

/**
 * The calls these stand-ins answer that the provider's services were specified without: the
 * provider's own extensions, which a real service may lack (the gateway's contract,
 * docs/upstream-contract.md, says why each exists and how the portal does without it).
 */
export const providerExtensions: Readonly<Record<ServiceName, readonly string[]>> = {
  accountManager: ['GET /shop/order'],
  userServer: ['GET /tokens/refusals', 'GET /tokens/alerts', 'PUT /tokens/alerts'],
  bureau: ['GET /mappingtypes'],
  fileServerUk: ['GET /upload/status', 'DELETE /upload'],
  fileServerAustralia: ['GET /upload/status', 'DELETE /upload'],
  addressLookup: [],
  autocomplete: [],
  emailValidation: [],
  bankSoap: [],
};

/** For a strict sandbox: answers the service's extensions as a service without them would, 404 `{msg}`. */
export function withoutExtensions(service: ServiceName): RequestHandler {
  const missing = new Set(providerExtensions[service]);
  return (req, res, next) => {
    if (missing.has(`${req.method} ${req.path}`)) notFound(req, res, next);
    else next();
  };
}
