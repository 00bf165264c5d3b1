import { requireGroupUser } from '../access/access';
import type { AddressResult, AddressSuggestions, LabelConfigurationInput, Resolvers, ServiceFailure } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { UpstreamError } from '../upstream/errors';
import { errorCode, toGraphQLError } from '../upstream/graphql-error';
import type { UpstreamOutcome } from '../upstream/service';
import type { UpstreamLabelParams } from './types';

/** The dataset that needs a country (spec section 5: the country is sent for it only). */
export const INTERNATIONAL_DATASET = 'international';

/** The country to send: for the international dataset only, as an upper-case code; never an empty one. */
export function countryParam(dataset: string, country: string | null | undefined): string | undefined {
  const code = country?.trim().toUpperCase();
  return dataset === INTERNATIONAL_DATASET && code ? code : undefined;
}

/** The portal's label configuration as the service's parameters. */
export function labelParams(configuration: LabelConfigurationInput): UpstreamLabelParams {
  return {
    OutputFields: configuration.outputFields,
    LabelFormat: configuration.labelFormat,
    TownFormat: configuration.townFormat,
    ReserveOrgLine: configuration.reserveOrgLine,
    IncludeCounty: configuration.includeCounty,
  };
}

/**
 * A failed look-up as data, with the service's msg as the message; 402 is NO_SUBSCRIPTION, other
 * failures keep the request layer's codes. A refused token (401) is still raised, so the client
 * signs the person out as it does for every other call.
 */
export function serviceFailure(error: UpstreamError): ServiceFailure {
  if (error.failure === 'status' && error.status === 401) throw toGraphQLError(error);
  return {
    code: error.failure === 'status' && error.status === 402 ? 'NO_SUBSCRIPTION' : errorCode(error),
    message: error.message,
    upstreamStatus: error.status ?? null,
  };
}

/** A successful answer whose body is not what the service promises counts as a failure too. */
function unreadable(outcome: UpstreamOutcome<unknown>, action: string, service: 'autocomplete' | 'addressLookup'): ServiceFailure {
  return serviceFailure(new UpstreamError({ service, action, failure: 'unreadable', status: outcome.ok ? outcome.status : undefined }));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const addressLookupResolvers: Resolvers = {
  Query: {
    addressDatasets: async (_parent, { accountId }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireGroupUser(ctx, id, { action: 'load the address datasets' });
      const datasets = await ctx.autocomplete.getDatasets(id);
      return datasets.map((dataset) => ({ ref: dataset.ref, name: dataset.name, international: dataset.international === true }));
    },

    addressCountries: async (_parent, _args, ctx) => {
      const countries = await ctx.addressLookup.getCountries();
      return countries.map((country) => ({ code: country.code, name: country.name }));
    },

    addressSuggestions: async (_parent, { accountId, dataset, text, country }, ctx): Promise<AddressSuggestions> => {
      const id = upstreamId(accountId, 'accountId');
      await requireGroupUser(ctx, id, { action: 'suggest addresses' });
      // Nothing typed yet: nothing to suggest, and no call.
      if (text.trim() === '') return { text, suggestions: [], failure: null };
      const outcome = await ctx.autocomplete.getSuggestions({ accountId: id, dataset, text, country: countryParam(dataset, country) });
      if (!outcome.ok) return { text, suggestions: [], failure: serviceFailure(outcome.error) };
      if (!Array.isArray(outcome.data)) return { text, suggestions: [], failure: unreadable(outcome, 'suggest addresses', 'autocomplete') };
      return {
        text,
        suggestions: outcome.data.filter(isObject).map((suggestion) => ({ id: String(suggestion.id), text: String(suggestion.text ?? '') })),
        failure: null,
      };
    },

    address: async (_parent, { accountId, dataset, id: addressId, country, configuration }, ctx): Promise<AddressResult> => {
      const id = upstreamId(accountId, 'accountId');
      await requireGroupUser(ctx, id, { action: 'look up the address' });
      const outcome = await ctx.addressLookup.getAddress({
        accountId: id,
        dataset,
        id: addressId,
        country: countryParam(dataset, country),
        label: labelParams(configuration),
      });
      if (!outcome.ok) return { address: null, failure: serviceFailure(outcome.error) };
      const answer: unknown = outcome.data;
      if (!isObject(answer) || !Array.isArray(answer.label)) return { address: null, failure: unreadable(outcome, 'look up the address', 'addressLookup') };
      const fields = Array.isArray(answer.fields) ? answer.fields.filter(isObject) : [];
      return {
        address: {
          id: String(answer.id ?? addressId),
          label: answer.label.map((line) => String(line ?? '')),
          fields: fields.map((field) => ({ name: String(field.name ?? ''), value: String(field.value ?? '') })),
        },
        failure: null,
      };
    },
  },
};
