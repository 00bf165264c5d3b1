import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql/gql';
import { failureText } from '../../../lib/apollo/failure';
import { useCurrentAccount } from '../../../lib/current-account';
import type { Territory } from '../../../lib/territory';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { ApplicationPage, ChooseAccountFirst } from '../ApplicationPage';
import { AddressResult } from './AddressResult';
import { AddressSearch, type Suggestion } from './AddressSearch';
import { LabelConfigurationPanel } from './LabelConfigurationPanel';
import { addressLookupTips } from './address-lookup-tips';
import { defaultLabelConfiguration, loadLabelConfiguration, saveLabelConfiguration, toLabelConfigurationInput, type LabelConfiguration } from './label-configuration';

export const AddressDatasetsQuery = graphql(`
  query AddressDatasets($accountId: ID!) {
    addressDatasets(accountId: $accountId) {
      ref
      name
      international
    }
  }
`);

export const AddressCountriesQuery = graphql(`
  query AddressCountries {
    addressCountries {
      code
      name
    }
  }
`);

export const AddressQuery = graphql(`
  query Address($accountId: ID!, $dataset: ID!, $id: ID!, $country: String, $configuration: LabelConfigurationInput!) {
    address(accountId: $accountId, dataset: $dataset, id: $id, country: $country, configuration: $configuration) {
      address {
        ...AddressResult_address
      }
      failure {
        code
        message
      }
    }
  }
`);

const title = 'Address Lookup';
const intro = 'Find an address as you type, then copy it as a label or as separate fields. Suggestions are free; each address you retrieve counts one click.';

export function Component() {
  const { account, territory } = useCurrentAccount();
  return (
    <ApplicationPage title={title} intro={intro}>
      {account ? <AddressLookup key={account.id} accountId={account.id} territory={territory} /> : <ChooseAccountFirst />}
    </ApplicationPage>
  );
}

interface Country {
  code: string;
  name: string;
}

function AddressLookup({ accountId, territory }: { accountId: string; territory: Territory }) {
  const datasets = useQuery(AddressDatasetsQuery, { variables: { accountId }, context: { skipErrorDialog: true } });
  const [chosenRef, setChosenRef] = useState<string | null>(null);
  const [country, setCountry] = useState<Country | null>(null);
  const [picked, setPicked] = useState<Suggestion | null>(null);
  const [configuration, setConfiguration] = useState(() => loadLabelConfiguration(territory));
  const defaults = defaultLabelConfiguration(territory);
  useHelpTips('addressLookup', addressLookupTips, datasets.loading);

  const list = datasets.data?.addressDatasets ?? [];
  const dataset = list.find((d) => d.ref === chosenRef) ?? list[0];
  const international = dataset?.international ?? false;
  const countries = useQuery(AddressCountriesQuery, { skip: !international, context: { skipErrorDialog: true } });
  // The country goes only with the international dataset.
  const countryCode = international ? country?.code : undefined;

  const retrieval = useQuery(AddressQuery, {
    variables: {
      accountId,
      dataset: dataset?.ref ?? '',
      id: picked?.id ?? '',
      country: countryCode,
      configuration: toLabelConfigurationInput(configuration),
    },
    skip: !picked || !dataset,
    // Every retrieval counts a click, and a re-laid label must come from the service.
    fetchPolicy: 'no-cache',
    context: { skipErrorDialog: true },
  });

  const changeConfiguration = (next: LabelConfiguration) => {
    setConfiguration(next);
    saveLabelConfiguration(next);
  };
  const chooseDataset = (ref: string) => {
    setChosenRef(ref);
    setPicked(null);
  };
  const chooseCountry = (next: Country | null) => {
    setCountry(next);
    setPicked(null);
  };

  // While a new layout is on its way the old one stays, dimmed; a different address is not shown meanwhile.
  const previous = retrieval.previousData?.address;
  const shown = picked ? (retrieval.data?.address ?? (previous?.address?.id === picked.id ? previous : undefined)) : undefined;
  const retrievalProblem = retrieval.error ? failureText(retrieval.error, 'retrieve the address') : (retrieval.data?.address.failure?.message ?? null);

  let search;
  if (datasets.error && !datasets.data) {
    search = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void datasets.refetch().catch(() => undefined)}>
            Try again
          </Button>
        }
      >
        {failureText(datasets.error, 'load the address datasets')}
      </Alert>
    );
  } else if (datasets.loading && !datasets.data) {
    search = (
      <Stack spacing={2} aria-label="Loading...">
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  } else if (!dataset) {
    search = (
      <Alert severity="info" data-testid="no-datasets">
        This account has no address lookup subscription yet. The account&apos;s owner can add one in the Shop.
      </Alert>
    );
  } else {
    search = (
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label="Dataset"
            value={dataset.ref}
            onChange={(event) => chooseDataset(event.target.value)}
            slotProps={{ select: { native: true } }}
            sx={{ flex: 1 }}
          >
            {list.map((d) => (
              <option key={d.ref} value={d.ref}>
                {d.name}
              </option>
            ))}
          </TextField>
          {international && (
            <Autocomplete<Country, false, false, false>
              id="address-country"
              size="small"
              sx={{ flex: 1 }}
              options={countries.data?.addressCountries ?? []}
              loading={countries.loading}
              value={country}
              onChange={(_, next) => chooseCountry(next)}
              getOptionLabel={(c) => c.name}
              isOptionEqualToValue={(a, b) => a.code === b.code}
              autoHighlight
              noOptionsText="No countries match"
              renderInput={(params) => (
                <TextField {...params} label="Country" error={!!countries.error} helperText={countries.error ? failureText(countries.error, 'load the countries') : undefined} />
              )}
            />
          )}
        </Stack>
        <AddressSearch
          key={`${dataset.ref}:${countryCode ?? ''}`}
          accountId={accountId}
          dataset={dataset.ref}
          country={countryCode}
          disabled={international && !countryCode}
          disabledReason="Choose a country to search its addresses."
          onPick={setPicked}
        />
      </Stack>
    );
  }

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <Card variant="outlined">
            <CardContent>{search}</CardContent>
          </Card>
          {retrievalProblem && picked ? (
            <Alert severity="error" role="alert" data-testid="address-failure">
              {retrievalProblem}
            </Alert>
          ) : shown?.address ? (
            <AddressResult address={shown.address} relaying={retrieval.loading} />
          ) : picked && retrieval.loading ? (
            <Card variant="outlined" aria-busy="true">
              <CardContent>
                <Skeleton width={120} height={32} />
                <Skeleton variant="rounded" height={160} aria-label="Loading..." />
              </CardContent>
            </Card>
          ) : (
            dataset && (
              <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 4, textAlign: 'center' }}>
                <Typography sx={{ color: 'text.secondary' }}>Pick a suggestion to see the whole address, as a label and as fields.</Typography>
              </Box>
            )
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <LabelConfigurationPanel value={configuration} defaults={defaults} onChange={changeConfiguration} />
      </Grid>
    </Grid>
  );
}
