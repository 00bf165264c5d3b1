import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** A plan's page while the plan is on its way. */
export function PlanPageLoading() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={280} height={48} />
      <Skeleton variant="rounded" height={360} />
    </Stack>
  );
}
