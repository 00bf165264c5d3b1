import { Suspense } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useCurrentAccount } from '../../../lib/current-account';
import type { ScreenLoaderArgs } from '../../../lib/route-module';
import { useScreenData } from '../../../lib/route-module';
import type { Territory } from '../../../lib/territory';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { ApplicationPage, ChooseAccountFirst } from '../application-page';
import { AddressLookupForm } from './address-lookup-form';
import { addressLookupTips } from './address-lookup-tips';
import { LabelConfigurationPanel } from './label-configuration-panel';
import { RetrievedAddress } from './retrieved-address';
import { useAddressLookup, type DatasetsRef } from './use-address-lookup';
import { AddressDatasetsQuery } from './address-lookup-documents';

/** Asks for the account's datasets as the page is opened; a failure is the screen's to show. */
export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  if (!current.account) return null;
  return { datasets: preloadQuery(AddressDatasetsQuery, { variables: { accountId: current.account.id }, errorPolicy: 'all' }) };
}

const title = 'Address Lookup';
const intro = 'Find an address as you type, then copy it as a label or as separate fields. Suggestions are free; each address you retrieve counts one click.';

export function Component() {
  const { account, territory } = useCurrentAccount();
  const loaded = useScreenData<typeof loader>();
  return (
    <ApplicationPage title={title} intro={intro}>
      {account && loaded ? (
        <Suspense fallback={<LookupLoading />}>
          <AddressLookup key={account.id} accountId={account.id} territory={territory} datasets={loaded.datasets} />
        </Suspense>
      ) : (
        <ChooseAccountFirst />
      )}
    </ApplicationPage>
  );
}

export function Loading() {
  return (
    <ApplicationPage title={title} intro={intro}>
      <LookupLoading />
    </ApplicationPage>
  );
}

function LookupLoading() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} aria-label="Loading...">
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function AddressLookup({ accountId, territory, datasets }: { accountId: string; territory: Territory; datasets: DatasetsRef }) {
  const lookup = useAddressLookup(accountId, territory, datasets);
  useHelpTips('addressLookup', addressLookupTips);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <Card variant="outlined">
            <CardContent>
              <AddressLookupForm lookup={lookup} />
            </CardContent>
          </Card>
          <RetrievedAddress lookup={lookup} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <LabelConfigurationPanel
          territory={territory}
          international={lookup.international}
          value={lookup.configuration}
          defaults={lookup.defaults}
          onChange={lookup.changeConfiguration}
        />
      </Grid>
    </Grid>
  );
}
