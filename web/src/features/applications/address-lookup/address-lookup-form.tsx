import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FailureMessage } from '../../../components/failure/failure-message';
import { ShopWay } from '../../../components/shop-way/shop-way';
import { AddressSearch } from './address-search';
import { TryAgain } from './try-again';
import type { AddressLookupState, Country } from './use-address-lookup';

/** What to search: the dataset, the country for the international one, and the search box. */
export function AddressLookupForm({ lookup }: { lookup: AddressLookupState }) {
  const { datasets, dataset, international, countries, countryCode } = lookup;
  const failed = <FailureMessage failure={datasets.failure} action={<TryAgain onClick={datasets.retry} />} />;
  if (datasets.failure.message) return failed;
  if (!dataset) {
    return (
      <>
        {failed}
        <Alert severity="info" data-testid="no-datasets">
          This account has no address lookup subscription yet.
        </Alert>
        <ShopWay service="address" />
      </>
    );
  }
  return (
    <Stack spacing={2.5}>
      {failed}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="Dataset"
          value={dataset.ref}
          onChange={(event) => lookup.chooseDataset(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ flex: 1 }}
        >
          {datasets.list.map((d) => (
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
            options={countries.options}
            loading={countries.loading}
            value={lookup.country}
            onChange={(_, next) => lookup.chooseCountry(next)}
            getOptionLabel={(c) => c.name}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            autoHighlight
            noOptionsText="No countries match"
            renderInput={(params) => <TextField {...params} label="Country" error={!!countries.failure.message} />}
          />
        )}
      </Stack>
      <FailureMessage failure={countries.failure} />
      <AddressSearch
        key={`${dataset.ref}:${countryCode ?? ''}`}
        accountId={lookup.accountId}
        dataset={dataset.ref}
        country={countryCode}
        disabled={international && !countryCode}
        disabledReason="Choose a country to search its addresses."
        onPick={lookup.pick}
      />
    </Stack>
  );
}
