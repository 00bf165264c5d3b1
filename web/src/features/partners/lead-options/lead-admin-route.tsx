import { Suspense, useState } from 'react';
import { useMutation, useReadQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/Delete';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { LeadOptionsQuery as LeadOptionsData } from '../../../gql/graphql';
import { useScreenData, type ScreenLoaderArgs } from '../../../lib/route-module';
import { openDialog } from '../../../components/dialogs/dialog-store';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { leadAdminTips } from './lead-admin-tips';
import { CreateLeadOptionMutation, DeleteLeadOptionMutation, LeadOptionsQuery, UpdateLeadOptionMutation } from './lead-option-documents';
import type { REQUIREMENTS } from './lead-option-form-values';
import { byRequirement } from './lead-option-form-values';
import { LeadOptionForm } from './lead-option-form';

type LeadOption = LeadOptionsData['leadOptions'][number];

export function loader({ preloadQuery }: ScreenLoaderArgs) {
  return { options: preloadQuery(LeadOptionsQuery, { errorPolicy: 'all' }) };
}

/** Lead form administration (super): the options partners tick on the lead form, per service. */
export function Component() {
  const { options } = useScreenData<typeof loader>();
  const [createOption] = useMutation(CreateLeadOptionMutation);
  useHelpTips('leadAdmin', leadAdminTips);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        Lead form Administration
      </Typography>
      <Paper variant="outlined" id="add-lead-option" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Add an option
        </Typography>
        <LeadOptionForm
          idPrefix="new-lead-option"
          action="add the lead option"
          submitLabel="Add option"
          onSubmit={async (input) => {
            await createOption({ variables: { input }, refetchQueries: [{ query: LeadOptionsQuery }], awaitRefetchQueries: true });
          }}
        />
      </Paper>
      <Suspense fallback={<Skeleton variant="rounded" height={240} aria-label="Loading..." />}>
        <OptionLists optionsRef={options} />
      </Suspense>
    </Stack>
  );
}

function OptionLists({ optionsRef }: { optionsRef: ReturnType<typeof loader>['options'] }) {
  const { data, error } = useReadQuery(optionsRef);
  const failure = useFailure('load the lead options', { watch: data?.leadOptions ? undefined : error });
  // Options that could not be read are not "No options yet": the failure is said in their place.
  if (!data?.leadOptions) return <FailureMessage failure={failure} />;
  return (
    <Stack spacing={3}>
      {byRequirement(data.leadOptions).map((group) => (
        <Paper
          key={group.requirement}
          variant="outlined"
          component="section"
          aria-labelledby={`options-${slug(group.requirement)}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography variant="h6" component="h2" id={`options-${slug(group.requirement)}`}>
            {group.requirement}
          </Typography>
          {group.options.length ? (
            <List aria-label={`${group.requirement} options`}>
              {group.options.map((option) => (
                <OptionItem key={option.id} option={option} />
              ))}
            </List>
          ) : (
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>No options yet: partners see this service without choices.</Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function OptionItem({ option }: { option: LeadOption }) {
  const [editing, setEditing] = useState(false);
  const [updateOption] = useMutation(UpdateLeadOptionMutation);
  const [deleteOption, deleting] = useMutation(DeleteLeadOptionMutation);
  const failure = useFailure('delete the lead option');

  const remove = async () => {
    failure.clear();
    const sure = await openDialog({
      kind: 'question',
      title: 'Delete option',
      message: `Delete “${option.option}” from ${option.requirement}? Leads that chose it keep it.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!sure) return;
    try {
      await deleteOption({ variables: { id: option.id }, refetchQueries: [{ query: LeadOptionsQuery }], awaitRefetchQueries: true });
    } catch (error) {
      failure.report(error);
    }
  };

  if (editing) {
    return (
      <ListItem disableGutters sx={{ display: 'block' }}>
        <LeadOptionForm
          idPrefix={`lead-option-${option.id}`}
          action="change the lead option"
          submitLabel="Save option"
          initial={{ option: option.option, requirement: option.requirement as (typeof REQUIREMENTS)[number] }}
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            await updateOption({ variables: { id: option.id, input }, refetchQueries: [{ query: LeadOptionsQuery }], awaitRefetchQueries: true });
            setEditing(false);
          }}
        />
      </ListItem>
    );
  }
  return (
    <ListItem
      divider
      disableGutters
      // Room for both buttons (MUI leaves room for one), so a long option wraps before them, not under them.
      sx={{ pr: 11 }}
      secondaryAction={
        <Box>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${option.option}`} onClick={() => setEditing(true)}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${option.option}`} disabled={deleting.loading} onClick={() => void remove()}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Box>
      }
    >
      <ListItemText
        primary={option.option}
        secondary={<FailureMessage failure={failure} />}
        // An option of one long word (up to 200 characters) wraps instead of widening the page.
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        slotProps={{ secondary: { component: 'div' } }}
      />
    </ListItem>
  );
}

export function Loading() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={360} height={48} />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}
