import { useState, type KeyboardEvent } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { useController, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import type { Territory } from '../../lib/territory';
import { territoryNames, type OrganisationForm } from './organisation-form';
import { WizardOwnerSearchQuery } from './wizard-documents';

/**
 * Staff create an organisation for a customer: found by name or e-mail address, then chosen.
 * `onChosen` hears the chosen user's territory, which the organisation's country follows.
 */
export function OwnerStep({ control, onChosen }: { control: Control<OrganisationForm>; onChosen: (territory: Territory) => void }) {
  const { field, fieldState } = useController({ control, name: 'owner' });
  const [filter, setFilter] = useState('');
  const [search, { data, loading, error }] = useLazyQuery(WizardOwnerSearchQuery);
  const failure = useFailure('find the user', { watch: error });
  const users = data?.search.users;

  const find = () => {
    if (filter.trim()) void search({ variables: { filter: filter.trim() } });
  };
  // Inside the wizard's form: Enter in the search box searches rather than moving to the next step.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    find();
  };

  return (
    <Stack spacing={2}>
      <Typography>Find the user who will own the new organisation.</Typography>
      <Stack role="search" direction={{ xs: 'column', sm: 'row' }} spacing={1} aria-label="Find the owner">
        <TextField
          id="wizard-owner-search"
          label="Name or e-mail address"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          onKeyDown={onKeyDown}
          sx={{ flexGrow: 1 }}
        />
        <Button onClick={find} variant="outlined" loading={loading} disabled={!filter.trim()}>
          Find
        </Button>
      </Stack>
      <FailureMessage failure={failure} />
      {users && users.items.length === 0 && <Alert severity="info">No user matches “{data.search.filter}”.</Alert>}
      {users && users.items.length > 0 && (
        <RadioGroup
          aria-label="Owner"
          value={field.value?.id ?? ''}
          onChange={(_event, id) => {
            const user = users.items.find((item) => item.id === id);
            if (!user) return;
            field.onChange({ id: user.id, label: user.name });
            onChosen(user.territory);
          }}
        >
          {users.items.map((user) => (
            <FormControlLabel
              key={user.id}
              value={user.id}
              control={<Radio />}
              label={
                <>
                  {[user.name, user.personalName, user.companyName].filter(Boolean).join(' · ')}
                  <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {`Territory: ${territoryNames[user.territory]}`}
                  </Typography>
                </>
              }
              sx={{ overflowWrap: 'anywhere' }}
            />
          ))}
          {users.total > users.items.length && (
            <FormHelperText>{`Showing ${users.items.length} of ${users.total}: type more to narrow the search.`}</FormHelperText>
          )}
        </RadioGroup>
      )}
      {field.value && <Typography>{`Owner: ${field.value.label}`}</Typography>}
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Stack>
  );
}
