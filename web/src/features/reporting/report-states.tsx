import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FailureMessage } from '../../components/failure/failure-message';
import type { FailureHandle } from '../../components/failure/use-failure';
import { useHelpTipsBusy } from '../../components/help-tips/use-help-tips';

/** What a report shows while its figures are on their way; the screen's tour waits for them. */
export function ReportLoading() {
  useHelpTipsBusy(true);
  return (
    <Stack spacing={2} role="status" aria-label="Loading...">
      <Skeleton variant="rounded" height={360} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}

/** A report's failure, with a way to ask again. */
export function ReportFailure({ failure, onRetry }: { failure: FailureHandle; onRetry: () => void }) {
  return (
    <FailureMessage
      failure={failure}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

/** For a screen opened before an account is chosen. */
export function ChooseAccount() {
  return <Typography sx={{ color: 'text.secondary' }}>Choose an account first, with Change Account.</Typography>;
}

/**
 * Asks again: the route's loader runs again and the report reads its new answer. The same function
 * from render to render, so an effect may ask again once for what it saw (not once per render).
 */
export function useRetry() {
  const { revalidate } = useRevalidator();
  return useCallback(() => void revalidate(), [revalidate]);
}
