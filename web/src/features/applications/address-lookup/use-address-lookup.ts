import { useState } from 'react';
import { useQuery, useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import type { AddressDatasetsQuery as DatasetsData, AddressDatasetsQueryVariables } from '../../../gql/graphql';
import type { Territory } from '../../../lib/territory';
import { useFailure } from '../../../components/failure/use-failure';
import type { Suggestion } from './address-search';
import {
  defaultLabelConfiguration,
  loadLabelConfiguration,
  sameLabelConfiguration,
  saveLabelConfiguration,
  toLabelConfigurationInput,
  type LabelConfiguration,
} from './label-configuration';
import { AddressCountriesQuery, AddressQuery } from './use-address-lookup-documents';

export type DatasetsRef = QueryRef<DatasetsData, AddressDatasetsQueryVariables, 'complete' | 'streaming' | 'empty'>;

export interface Country {
  code: string;
  name: string;
}

/**
 * Everything Address Lookup keeps and asks for: the account's datasets (loaded as the page was
 * opened), the dataset and country chosen, the address picked and the label layout, and the
 * retrieval of the picked address.
 *
 * The service lays the label out, and every retrieval counts a click. So the layout is sent with a
 * retrieval, not followed: a change applies to the next address picked, and the address shown is
 * laid out again only when the person asks (`relayout`, whose button says it counts one click).
 * Every pick is retrieved, the same address picked again too (the Address Lookup Guide: it counts
 * again). A second pick of it while the first is on its way shares that request: Apollo sends one
 * of identical requests in flight.
 */
export function useAddressLookup(accountId: string, territory: Territory, datasetsRef: DatasetsRef) {
  // The handlers come first: they hand useReadQuery the refetched answer in the same render.
  const { refetch: refetchDatasets } = useQueryRefHandlers(datasetsRef);
  const datasets = useReadQuery(datasetsRef);
  const datasetsFailure = useFailure('load the address datasets', { watch: datasets.error });
  const [chosenRef, setChosenRef] = useState<string | null>(null);
  const [country, setCountry] = useState<Country | null>(null);
  const [picked, setPicked] = useState<Suggestion | null>(null);
  const [configuration, setConfiguration] = useState(() => loadLabelConfiguration(territory));
  // The layout the address shown was (or is being) retrieved in.
  const [retrievedLayout, setRetrievedLayout] = useState(configuration);

  const list = datasets.data?.addressDatasets ?? [];
  const dataset = list.find((d) => d.ref === chosenRef) ?? list[0];
  const international = dataset?.international ?? false;
  const countries = useQuery(AddressCountriesQuery, { skip: !international });
  const countriesFailure = useFailure('load the countries', { watch: countries.error });
  // The country goes only with the international dataset.
  const countryCode = international ? country?.code : undefined;

  const retrieval = useQuery(AddressQuery, {
    variables: {
      accountId,
      dataset: dataset?.ref ?? '',
      id: picked?.id ?? '',
      country: countryCode,
      configuration: toLabelConfigurationInput(retrievedLayout),
    },
    skip: !picked || !dataset,
    // Every retrieval counts a click: never answered from a cache, and asked for only on the
    // person's action (a pick, `relayout`, Try again), never on a layout change.
    fetchPolicy: 'no-cache',
  });
  // Variables it has answered ask nothing more of useQuery: the same address picked again, and Try
  // again, ask by refetching. Their failure is the query's error, shown like the first, so the
  // promise's rejection has nothing more to say.
  const again = () => void retrieval.refetch().catch(() => undefined);
  const retrievalFailure = useFailure('retrieve the address', { watch: picked ? retrieval.error : undefined });
  // While a new layout is on its way the old one stays, dimmed; a different address is not shown meanwhile.
  const previous = retrieval.previousData?.address;
  const shown = picked ? (retrieval.data?.address ?? (previous?.address?.id === picked.id ? previous : undefined)) : undefined;

  return {
    accountId,
    datasets: { list, failure: datasetsFailure, retry: () => void refetchDatasets() },
    dataset,
    chooseDataset: (ref: string) => {
      setChosenRef(ref);
      setPicked(null);
    },
    international,
    countries: { options: countries.data?.addressCountries ?? [], loading: countries.loading, failure: countriesFailure },
    country,
    countryCode,
    chooseCountry: (next: Country | null) => {
      setCountry(next);
      setPicked(null);
    },
    picked,
    pick: (next: Suggestion | null) => {
      const same = next !== null && next.id === picked?.id && sameLabelConfiguration(retrievedLayout, configuration);
      if (same) return again();
      setPicked(next);
      setRetrievedLayout(configuration);
    },
    retrieval: { shown, loading: retrieval.loading, failure: retrievalFailure, retry: again },
    /** True when the layout was changed after the address shown was retrieved. */
    layoutChanged: !sameLabelConfiguration(retrievedLayout, configuration),
    /** Retrieves the address shown again in the current layout: one more click. */
    relayout: () => setRetrievedLayout(configuration),
    configuration,
    defaults: defaultLabelConfiguration(territory),
    changeConfiguration: (next: LabelConfiguration) => {
      setConfiguration(next);
      saveLabelConfiguration(next);
    },
  };
}

export type AddressLookupState = ReturnType<typeof useAddressLookup>;
