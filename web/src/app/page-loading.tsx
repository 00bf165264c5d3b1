import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** A page-shaped placeholder in the frame, for a screen without a Loading state of its own and until its module is here. */
export function PageLoading() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={280} height={48} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}
