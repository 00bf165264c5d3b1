import { Router } from 'express';
import type { Express, Request } from 'express';
import { addressCatalogue } from '../addresses/catalogue';
import { addressFields, labelParts } from '../addresses/formats';
import { requireBearerOrKey } from '../auth/api-key';
import { sessionOf } from '../auth/bearer';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';
import { HttpError } from '../http/errors';
import { booleanQueryParam, queryParam, requiredQueryParam } from '../http/params';
import type { Territory } from '../seed';
import { uncountedMessage } from '../store/clicks';
import { labelFormats, layoutLabel, lineRules, MAX_OUTPUT_FIELDS, MIN_OUTPUT_FIELDS, townFormats } from './address-lookup/label';
import type { LabelOptions } from './address-lookup/label';
import { callFor, countryFor, datasetFor } from './address-lookup/requests';

export const ADDRESS_NOT_FOUND = 'Address not found';

/** The portal's default label configuration of each territory (docs/texts-and-constants.md). */
export const defaultLabelOptions: Readonly<Record<Territory, LabelOptions>> = {
  uk: { outputFields: 7, labelFormat: 'FixedTown', townFormat: 'Uppercase', reserveOrgLine: 'AsRequired', includeCounty: 'AsRequired' },
  australia: { outputFields: 5, labelFormat: 'FixedTown', townFormat: 'Uppercase', reserveOrgLine: 'AsRequired', includeCounty: 'Always' },
};

function choice<T extends string>(req: Request, name: string, allowed: readonly T[], fallback: T): T {
  const value = queryParam(req, name);
  if (value === undefined || value === '') return fallback;
  const match = allowed.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (!match) throw new HttpError(400, `${name} must be ${allowed.slice(0, -1).join(', ')} or ${allowed[allowed.length - 1]}`);
  return match;
}

/** The label options of the query; missing ones take the territory's defaults. Bad ones: 400 naming the option. */
function labelOptions(req: Request, territory: Territory): LabelOptions {
  const defaults = defaultLabelOptions[territory];
  const lines = queryParam(req, 'OutputFields');
  let outputFields = defaults.outputFields;
  if (lines !== undefined && lines !== '') {
    outputFields = Number(lines);
    if (!/^\d{1,2}$/.test(lines) || outputFields < MIN_OUTPUT_FIELDS || outputFields > MAX_OUTPUT_FIELDS) {
      throw new HttpError(400, `OutputFields must be a whole number from ${MIN_OUTPUT_FIELDS} to ${MAX_OUTPUT_FIELDS}`);
    }
  }
  return {
    outputFields,
    labelFormat: choice(req, 'LabelFormat', labelFormats, defaults.labelFormat),
    townFormat: choice(req, 'TownFormat', townFormats, defaults.townFormat),
    reserveOrgLine: choice(req, 'ReserveOrgLine', lineRules, defaults.reserveOrgLine),
    includeCounty: choice(req, 'IncludeCounty', lineRules, defaults.includeCounty),
  };
}

function addressLookupRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const catalogue = addressCatalogue();

  router.get('/countries/json', requireBearerOrKey(ctx, 'address', { countClicks: false }), (_req, res) => {
    res.json(catalogue.countries.map(({ code, name }) => ({ code, name })));
  });

  /**
   * One address with its label laid out as asked, and with `ListOutputs=true` its named fields.
   * Counts one click against the account's address lookup subscription, once the address is found.
   */
  router.get('/json/:dataset', requireBearerOrKey(ctx, 'address'), (req, res) => {
    const session = sessionOf(req);
    const call = callFor(ctx, req, session);
    const { accountId } = call;
    if (accountId === undefined) throw new HttpError(400, 'accId is required');
    const dataset = datasetFor(String(req.params.dataset), call.territory);
    const options = labelOptions(req, dataset.territory ?? call.territory);
    const listOutputs = booleanQueryParam(req, 'ListOutputs');
    const id = requiredQueryParam(req, 'q').trim();
    const country = countryFor(req, dataset);

    const address = catalogue.find(dataset.ref, id);
    if (!address || (country !== undefined && address.country !== country)) throw new HttpError(404, ADDRESS_NOT_FOUND);
    const count = ctx.store.countClicks(accountId, 'address');
    if (!count.counted) throw new HttpError(402, uncountedMessage('address', count.reason));

    res.json({
      id: address.id,
      dataset: dataset.ref,
      label: layoutLabel(labelParts(address, dataset.international), options),
      ...(listOutputs ? { fields: addressFields(address) } : {}),
    });
  });

  return router;
}

/** Stand-in for address lookup: the countries of the international dataset, and one address laid out as a label. */
export function createAddressLookupApp(ctx: SandboxContext): Express {
  return createServiceApp('addressLookup', [addressLookupRoutes(ctx)]);
}
