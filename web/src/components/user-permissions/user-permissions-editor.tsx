import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UserPermissionsEditor_UserFragment } from '../../gql/graphql';
import { FailureMessage } from '../failure/failure-message';
import { useFailure } from '../failure/use-failure';
import { permissionSections, type PermissionScope, type PermissionSection, type PermissionSetting } from './permission-sections';
import { visuallyHidden } from '../../lib/visually-hidden';
import { SetUserPermissionMutation } from './user-permissions-editor-documents';

export interface UserPermissionsEditorProps {
  /** The user whose permissions are shown, read with the UserPermissionsEditor_user fragment. */
  user: UserPermissionsEditor_UserFragment;
  /** 'privacy': the privacy settings alone (a user's own settings); 'all': staff-role and other permissions too. */
  scope: PermissionScope;
  /** Whether staff-role permissions can be switched (the signed-in user is staff); otherwise they are shown but not switchable. */
  canChangeStaffRoles?: boolean;
  /** The level of each section's heading (Marketing, General, Staff roles): one below the heading the editor sits under. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A user's permissions, each switched on or off in place. The change is sent at once; the switch
 * holds the new position while it is on its way and goes back, with the reason shown above the
 * sections, if the service refuses it.
 */
export function UserPermissionsEditor({ user, scope, canChangeStaffRoles = false, headingLevel = 3 }: UserPermissionsEditorProps) {
  const failure = useFailure('change the permission');
  const [setPermission] = useMutation(SetUserPermissionMutation);
  const [pending, setPending] = useState<Readonly<Record<string, boolean>>>({});
  const [announcement, setAnnouncement] = useState('');
  const sections = permissionSections(user.permissions, scope);

  const toggle = async (setting: PermissionSetting, label: string, enabled: boolean) => {
    failure.clear();
    setPending((current) => ({ ...current, [setting.permissionId]: enabled }));
    try {
      await setPermission({ variables: { userId: user.id, permissionId: setting.permissionId, enabled } });
      setAnnouncement(`${label} turned ${enabled ? 'on' : 'off'}`);
    } catch (error) {
      failure.report(error);
    } finally {
      setPending(({ [setting.permissionId]: _done, ...rest }) => rest);
    }
  };

  return (
    <Stack spacing={2.5} data-testid="user-permissions">
      <FailureMessage failure={failure} />
      {sections.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>
          {scope === 'privacy' ? 'There are no privacy settings to choose.' : 'There are no permissions to set.'}
        </Typography>
      )}
      {sections.map((section) => (
        <Section
          key={section.key}
          section={section}
          headingLevel={headingLevel}
          pending={pending}
          canChange={section.kind !== 'staffRoles' || canChangeStaffRoles}
          onToggle={(setting, label, enabled) => void toggle(setting, label, enabled)}
        />
      ))}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Stack>
  );
}

interface SectionProps {
  section: PermissionSection;
  headingLevel: 2 | 3 | 4;
  pending: Readonly<Record<string, boolean>>;
  canChange: boolean;
  onToggle: (setting: PermissionSetting, label: string, enabled: boolean) => void;
}

function Section({ section, headingLevel, pending, canChange, onToggle }: SectionProps) {
  const headingId = useId();
  const staffRoles = section.kind === 'staffRoles';
  return (
    <Box>
      <Typography id={headingId} component={`h${headingLevel}`} variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {section.heading}
      </Typography>
      <FormGroup role="group" aria-labelledby={headingId}>
        {section.settings.map((setting) => {
          // Staff-role permissions go by their reference name, with what they allow as its tooltip.
          const label = staffRoles ? (setting.permission?.refId ?? setting.name) : setting.name;
          const description = setting.permission?.description ?? null;
          const checked = pending[setting.permissionId] ?? setting.enabled;
          const descriptionId = description ? `${headingId}-${setting.permissionId}` : undefined;
          const control = (
            <Switch
              checked={checked}
              disabled={!canChange || setting.permissionId in pending}
              onChange={(event) => onToggle(setting, label, event.target.checked)}
              slotProps={{ input: { 'aria-describedby': descriptionId } }}
            />
          );
          return (
            <Box key={setting.permissionId} sx={{ py: 0.5 }} data-testid={`permission-${setting.permission?.refId ?? setting.permissionId}`}>
              {staffRoles && description ? (
                <>
                  {/* The tooltip shows on hover and focus; screen readers read the same words as the switch's description. */}
                  <Tooltip title={description} describeChild placement="bottom-start">
                    <FormControlLabel control={control} label={label} sx={{ mr: 0 }} />
                  </Tooltip>
                  <Box component="span" id={descriptionId} sx={visuallyHidden}>
                    {description}
                  </Box>
                </>
              ) : (
                <FormControlLabel control={control} label={label} sx={{ mr: 0 }} />
              )}
              {!staffRoles && description && (
                <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary', pl: 6.5, mt: -0.5, overflowWrap: 'anywhere' }}>
                  {description}
                </Typography>
              )}
            </Box>
          );
        })}
      </FormGroup>
    </Box>
  );
}
