import { useState } from 'react';
import { useQuery, useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import type { AddressDatasetsQuery as DatasetsData, AddressDatasetsQueryVariables } from '../../../gql/graphql';
import type { Territory } from '../../../lib/territory';
import { useFailure } from '../../../components/failure/use-failure';
import type { Suggestion } from './address-search';
import {
  defaultLabelConfiguration,
  loadLabelConfiguration,
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
 * retrieval of the picked address in that layout.
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

  const list = datasets.data?.addressDatasets ?? [];
  const dataset = list.find((d) => d.ref === chosenRef) ?? list[0];
  const international = dataset?.international ?? false;
  const countries = useQuery(AddressCountriesQuery, { skip: !international });
  const countriesFailure = useFailure('load the countries', { watch: countries.error });
  // The country goes only with the international dataset.
  const countryCode = international ? country?.code : undefined;

  const retrieval = useQuery(AddressQuery, {
    variables: { accountId, dataset: dataset?.ref ?? '', id: picked?.id ?? '', country: countryCode, configuration: toLabelConfigurationInput(configuration) },
    skip: !picked || !dataset,
    // Every retrieval counts a click, and a re-laid label must come from the service.
    fetchPolicy: 'no-cache',
  });
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
    pick: setPicked,
    retrieval: { shown, loading: retrieval.loading, failure: retrievalFailure },
    configuration,
    defaults: defaultLabelConfiguration(territory),
    changeConfiguration: (next: LabelConfiguration) => {
      setConfiguration(next);
      saveLabelConfiguration(next);
    },
  };
}

export type AddressLookupState = ReturnType<typeof useAddressLookup>;
