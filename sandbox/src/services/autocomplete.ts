import { Router } from 'express';
import type { Express, Request } from 'express';
import { addressCatalogue, datasetsFor } from '../addresses/catalogue';
import { requireBearerOrKey } from '../auth/api-key';
import { sessionOf } from '../auth/bearer';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';
import { HttpError } from '../http/errors';
import { queryParam, requiredQueryParam } from '../http/params';
import { callFor, countryFor, datasetFor } from './address-lookup/requests';

export const DEFAULT_MAX_SUGGESTIONS = 10;
export const MAX_SUGGESTIONS = 100;

function maxParam(req: Request): number {
  const raw = queryParam(req, 'max');
  if (raw === undefined || raw === '') return DEFAULT_MAX_SUGGESTIONS;
  const max = Number(raw);
  if (!/^\d{1,3}$/.test(raw) || max < 1 || max > MAX_SUGGESTIONS) throw new HttpError(400, `max must be a whole number from 1 to ${MAX_SUGGESTIONS}`);
  return max;
}

function autocompleteRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const catalogue = addressCatalogue();

  /**
   * Without `q`: the datasets (maf references) the account, or else the caller, may search.
   * With `q`: suggestions from `dataset`, best first. Counts no clicks.
   */
  router.get('/autoc/json', requireBearerOrKey(ctx, 'autocomplete'), (req, res) => {
    const call = callFor(ctx, req, sessionOf(req));
    const query = queryParam(req, 'q');
    if (query === undefined) {
      res.json(datasetsFor(call.territory).map(({ ref, name, international }) => ({ ref, name, international })));
      return;
    }
    const dataset = datasetFor(requiredQueryParam(req, 'dataset'), call.territory);
    const country = countryFor(req, dataset);
    const max = maxParam(req);
    res.json(catalogue.suggest(dataset.ref, query, max, country).map((entry) => ({ id: entry.record.id, text: entry.text })));
  });

  return router;
}

/** Stand-in for address autocomplete: the datasets an account may search, and suggestions as a person types. */
export function createAutocompleteApp(ctx: SandboxContext): Express {
  return createServiceApp('autocomplete', [autocompleteRoutes(ctx)]);
}
