import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AccessLevel, GroupType } from '../../gql/graphql';
import { FailureMessage } from '../failure/failure-message';
import { useFailure } from '../failure/use-failure';
import { FormAlert } from '../form-alert';
import { accessLevelHelp, accessLevelLabels, accessLevelsFor } from './access-levels';
import { SetGroupUserAccessLevelMutation } from './user-access-form-documents';

const accessSchema = z.object({ accessLevel: z.enum(['owner', 'sudoowner', 'member', 'manager']) });
type AccessForm = z.infer<typeof accessSchema>;

/** Changes the level the user holds in the group; the answer updates every list that shows the user. */
export function UserAccessForm({
  groupId,
  groupType,
  userId,
  accessLevel,
  disabled,
}: {
  groupId: string;
  groupType: GroupType;
  userId: string;
  accessLevel: AccessLevel;
  disabled: boolean;
}) {
  const failure = useFailure("change the user's access level");
  const [setLevel] = useMutation(SetGroupUserAccessLevelMutation);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, formState, reset } = useForm<AccessForm>({ resolver: zodResolver(accessSchema), defaultValues: { accessLevel } });
  useEffect(() => reset({ accessLevel }), [accessLevel, reset]);
  const levels = accessLevelsFor(groupType);

  const submit = handleSubmit(async (values) => {
    failure.clear();
    setSaved(false);
    try {
      await setLevel({ variables: { groupId, userId, accessLevel: values.accessLevel } });
      setSaved(true);
    } catch (error) {
      failure.report(error);
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate aria-label="Access level" spacing={2}>
      <FailureMessage failure={failure} />
      <FormAlert severity="success" message={saved ? 'Access level saved.' : null} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Controller
          control={control}
          name="accessLevel"
          render={({ field }) => (
            <TextField
              select
              label="Access level"
              {...field}
              disabled={disabled}
              helperText={accessLevelHelp[field.value]}
              // A locked choice still says what the level means, readably: MUI greys disabled help below contrast.
              sx={{ width: { xs: '100%', sm: 280 }, '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
            >
              {/* A level the group no longer offers (a manager outside a partner) is still shown as it is. */}
              {(levels.includes(field.value) ? levels : [...levels, field.value]).map((level) => (
                <MenuItem key={level} value={level}>
                  {accessLevelLabels[level]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={disabled || !formState.isDirty}
          loading={formState.isSubmitting}
          sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Save access level
        </Button>
      </Stack>
    </Stack>
  );
}
