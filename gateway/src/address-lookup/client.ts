import type { ServiceClient, UpstreamOutcome } from '../upstream/service';
import {
  upstreamAddress,
  upstreamAddressDatasets,
  upstreamCountries,
  upstreamSuggestions,
  type UpstreamAddress,
  type UpstreamAddressDataset,
  type UpstreamCountry,
  type UpstreamLabelParams,
  type UpstreamSuggestion,
} from './types';

/**
 * The autocomplete service's calls, made for one caller. Suggestions skip the common error handling
 * (the look-up services report failures as data) and are cached like any read, per caller.
 */
export class AutocompleteClient {
  constructor(private readonly http: ServiceClient) {}

  /** The datasets (maf references) the account may search. */
  getDatasets(accountId: string): Promise<UpstreamAddressDataset[]> {
    return this.http.request({
      action: 'load the address datasets',
      method: 'GET',
      path: '/autoc/json',
      query: { accId: accountId },
      answer: upstreamAddressDatasets,
      auth: { kind: 'bearer' },
    });
  }

  /** Suggestions for what was typed; `country` only for the international dataset. */
  getSuggestions(input: { accountId: string; dataset: string; text: string; country?: string }): Promise<UpstreamOutcome<UpstreamSuggestion[]>> {
    return this.http.request({
      action: 'suggest addresses',
      method: 'GET',
      path: '/autoc/json',
      query: { accId: input.accountId, dataset: input.dataset, q: input.text, country: input.country },
      answer: upstreamSuggestions,
      auth: { kind: 'bearer' },
      skipErrorHandling: true,
    });
  }
}

/** The address lookup service's calls, made for one caller. */
export class AddressLookupClient {
  constructor(private readonly http: ServiceClient) {}

  getCountries(): Promise<UpstreamCountry[]> {
    return this.http.request({
      action: 'load the countries',
      method: 'GET',
      path: '/countries/json',
      answer: upstreamCountries,
      auth: { kind: 'bearer' },
    });
  }

  /**
   * One address laid out as a label, with its named fields. Never cached: each retrieval counts a
   * click, and answering one from the cache would give the address without counting it.
   */
  getAddress(input: {
    accountId: string;
    dataset: string;
    id: string;
    country?: string;
    label: UpstreamLabelParams;
  }): Promise<UpstreamOutcome<UpstreamAddress>> {
    return this.http.request({
      action: 'look up the address',
      method: 'GET',
      path: `/json/${encodeURIComponent(input.dataset)}`,
      query: { accId: input.accountId, q: input.id, country: input.country, ...input.label, ListOutputs: true },
      answer: upstreamAddress,
      auth: { kind: 'bearer' },
      cache: false,
      skipErrorHandling: true,
    });
  }
}
