import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { openDialog } from '../../../components/dialogs/dialog-store';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import type { PartnerType } from '../../../gql/graphql';
import { MigrateToPartnerMutation, RemoveFromPartnerMutation } from './group-status-documents';
import { StatusSection, type SectionLevel } from './status-section';

const partnerTypes: Record<PartnerType, string> = { reseller: 'Reseller', referrer: 'Referrer' };
const migrationSchema = z.object({ partnerType: z.enum(['reseller', 'referrer']) });
type MigrationForm = z.infer<typeof migrationSchema>;

/** A group the panel can migrate or move: its id and name. */
interface Named {
  id: string;
  name: string;
}

// The frame's groups (the Shell query) hold the tree as it was; a migration changes the tree.
const refetchQueries = ['Shell', 'GroupStatus'];

/**
 * Migration (docs/flows.md), for the provider's staff: an organisation becomes a partner of a
 * chosen type; a group directly below a partner leaves it. Both ask first: they move the group
 * and everything below it in the tree.
 */
export function MigrationStatus({
  organisation,
  belowPartner,
  level,
}: {
  organisation: Named | null;
  belowPartner: { group: Named; partner: Named } | null;
  level: SectionLevel;
}) {
  const form = useForm<MigrationForm>({ resolver: zodResolver(migrationSchema), defaultValues: { partnerType: 'reseller' } });
  const failure = useFailure('migrate the group');
  const [migrate, migrating] = useMutation(MigrateToPartnerMutation, { refetchQueries });
  const [removeFrom, removing] = useMutation(RemoveFromPartnerMutation, { refetchQueries });

  const run = async (action: string, send: () => Promise<unknown>) => {
    failure.clear();
    try {
      await send();
    } catch (error) {
      failure.report(error, action);
    }
  };
  const migrateOrganisation = form.handleSubmit(async ({ partnerType }) => {
    if (!organisation) return;
    const sure = await openDialog({
      kind: 'question',
      title: 'Migrate to partner',
      message: `Make ${organisation.name} a ${partnerTypes[partnerType].toLowerCase()} partner? It keeps its accounts and users, and loses its corporate and charity status.`,
      confirmLabel: 'Migrate',
    });
    if (sure) await run('migrate the organisation to a partner', () => migrate({ variables: { groupId: organisation.id, partnerType } }));
  });
  const leavePartner = async () => {
    if (!belowPartner) return;
    const { group, partner } = belowPartner;
    const sure = await openDialog({
      kind: 'question',
      title: 'Remove from partner',
      message: `Move ${group.name} out of ${partner.name}? Everything below it moves with it.`,
      confirmLabel: 'Remove',
    });
    if (sure) await run('remove the group from its partner', () => removeFrom({ variables: { groupId: group.id } }));
  };

  return (
    <StatusSection id="migration-status" title="Migration" level={level}>
      <FailureMessage failure={failure} />
      {!organisation && !belowPartner && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Nothing here can be migrated.
        </Typography>
      )}
      {organisation && (
        <form onSubmit={migrateOrganisation} noValidate aria-label="Migrate to partner">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <Controller
              control={form.control}
              name="partnerType"
              render={({ field }) => (
                <TextField
                  select
                  id="partner-type"
                  label="Partner type"
                  size="small"
                  value={field.value}
                  onChange={field.onChange}
                  name={field.name}
                  inputRef={field.ref}
                  sx={{ minWidth: 180 }}
                >
                  {(Object.keys(partnerTypes) as PartnerType[]).map((type) => (
                    <MenuItem key={type} value={type}>
                      {partnerTypes[type]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Box>
              <Button type="submit" variant="outlined" loading={migrating.loading} disabled={removing.loading}>
                Migrate {organisation.name} to partner
              </Button>
            </Box>
          </Stack>
        </form>
      )}
      {belowPartner && (
        <Box>
          <Button variant="outlined" color="error" onClick={() => void leavePartner()} loading={removing.loading} disabled={migrating.loading}>
            Remove {belowPartner.group.name} from {belowPartner.partner.name}
          </Button>
        </Box>
      )}
    </StatusSection>
  );
}
