import { useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FailureMessage } from '../failure/failure-message';
import { useFailure } from '../failure/use-failure';
import { UserPermissionsEditor, type UserPermissionsEditorProps } from './user-permissions-editor';
import { UserPermissionsQuery } from './user-permissions-panel-documents';

export type UserPermissionsPanelProps = Omit<UserPermissionsEditorProps, 'user'> & {
  /** The user whose permissions are shown and switched. */
  userId: string;
};

/**
 * The editor for a screen that has not loaded the user's permissions itself: it asks for them,
 * and shows them loading, failing to load, or the user not being there.
 */
export function UserPermissionsPanel({ userId, ...editor }: UserPermissionsPanelProps) {
  const { data, loading, error } = useQuery(UserPermissionsQuery, { variables: { userId } });
  // Settings already shown stay when a later refresh fails.
  const failure = useFailure("load the user's permissions", { watch: data ? undefined : error });
  if (failure.message || (error && !data)) return <FailureMessage failure={failure} />;
  if (loading && !data) {
    return (
      <Stack spacing={1} role="status" aria-label="Loading...">
        <Skeleton variant="text" width={160} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  }
  if (!data?.user) return <Typography sx={{ color: 'text.secondary' }}>This user no longer exists.</Typography>;
  return <UserPermissionsEditor user={data.user} {...editor} />;
}
