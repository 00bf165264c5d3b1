import { isStaff, requireAccountUser } from '../access/access';
import { requireNoReferrerPartner } from '../access/referrer-partners';
import type { GatewayContext } from '../context';
import type { AddressResult, AddressSuggestions, LabelConfigurationInput, Resolvers } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { requestError, toServiceFailure } from '../upstream/failures';
import type { UpstreamLabelParams } from './types';
import { MAX_LABEL_LINES, MAX_SUGGESTION_TEXT } from '../input-bounds';
import { checkedWholeNumber } from '../input-checks';
import { isAtMostCharacters } from '../text-rule';

/** The dataset that needs a country (the country is sent for it only, docs/texts-and-constants.md). */
export const INTERNATIONAL_DATASET = 'international';

/** The country to send: for the international dataset only, as an upper-case code; never an empty one. */
export function countryParam(dataset: string, country: string | null | undefined): string | undefined {
  const code = country?.trim().toUpperCase();
  return dataset === INTERNATIONAL_DATASET && code ? code : undefined;
}

/** The longest address id, bounded as the text suggestions are asked for is (./limits.ts). */
export const MAX_ADDRESS_ID = 500;
/** A dataset reference or a country code: a few characters, bounded for the same reason. */
export const MAX_REFERENCE = 100;

function within(value: string, most: number, argument: string): string {
  if (!isAtMostCharacters(value, most)) {
    throw requestError('BAD_USER_INPUT', `${argument} must be at most ${most} characters.`, { argument });
  }
  return value;
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
 * An owner or member of the account, not under a referrer partner, or staff: before any click is
 * counted. Staff pass without a group being read, as requireAccountUser lets them: these fields are
 * asked at every keystroke, and staff act across groups (the route guard keeps them off a referrer's
 * client's look-up screen).
 */
async function applicationUser(ctx: GatewayContext, accountId: string, action: string): Promise<void> {
  await requireAccountUser(ctx, accountId, { action });
  if (!isStaff(ctx.caller.roles)) await requireNoReferrerPartner(ctx, accountId, { action, lacks: 'applications' });
}

export const addressLookupResolvers: Resolvers = {
  Query: {
    addressDatasets: async (_parent, { accountId }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await applicationUser(ctx, id, 'load the address datasets');
      const datasets = await ctx.autocomplete.getDatasets(id);
      return datasets.map((dataset) => ({ ref: dataset.ref, name: dataset.name, international: dataset.international }));
    },

    addressCountries: async (_parent, _args, ctx) => {
      const countries = await ctx.addressLookup.getCountries();
      return countries.map((country) => ({ code: country.code, name: country.name }));
    },

    addressSuggestions: async (_parent, { accountId, dataset, text, country }, ctx): Promise<AddressSuggestions> => {
      const id = upstreamId(accountId, 'accountId');
      within(text, MAX_SUGGESTION_TEXT, 'text');
      within(dataset, MAX_REFERENCE, 'dataset');
      within(country ?? '', MAX_REFERENCE, 'country');
      await applicationUser(ctx, id, 'suggest addresses');
      // Nothing typed yet: nothing to suggest, and no call.
      if (text.trim() === '') return { text, suggestions: [], failure: null };
      const outcome = await ctx.autocomplete.getSuggestions({ accountId: id, dataset, text, country: countryParam(dataset, country) });
      if (!outcome.ok) return { text, suggestions: [], failure: toServiceFailure(outcome.error) };
      return { text, suggestions: outcome.data.map((suggestion) => ({ id: suggestion.id, text: suggestion.text })), failure: null };
    },

    address: async (_parent, { accountId, dataset, id: addressId, country, configuration }, ctx): Promise<AddressResult> => {
      const id = upstreamId(accountId, 'accountId');
      within(addressId, MAX_ADDRESS_ID, 'id');
      within(dataset, MAX_REFERENCE, 'dataset');
      within(country ?? '', MAX_REFERENCE, 'country');
      // The caller's own input, refused as such before the click-counting call: the service's 400
      // came back as a BAD_REQUEST failure, read as the service's rather than the caller's.
      checkedWholeNumber(configuration.outputFields, 'configuration.outputFields', 1, MAX_LABEL_LINES);
      await applicationUser(ctx, id, 'look up the address');
      const outcome = await ctx.addressLookup.getAddress({
        accountId: id,
        dataset,
        id: addressId,
        country: countryParam(dataset, country),
        label: labelParams(configuration),
      });
      if (!outcome.ok) return { address: null, failure: toServiceFailure(outcome.error) };
      const { id: foundId, label, fields = [] } = outcome.data;
      return {
        address: { id: foundId, label: [...label], fields: fields.map((field) => ({ name: field.name, value: field.value })) },
        failure: null,
      };
    },
  },
};
