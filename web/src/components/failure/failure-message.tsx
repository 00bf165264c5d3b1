import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import type { FailureHandle } from './use-failure';

/**
 * The place a screen keeps for a failure: while it is on the screen, the failure shows here (read out
 * as it appears) instead of in a dialog. It renders nothing until there is a failure. `action` is an
 * optional way forward beside the words, such as Try again.
 */
export function FailureMessage({ failure, action, testId }: { failure: FailureHandle; action?: ReactNode; testId?: string }) {
  const { holdPlace, message } = failure;
  useEffect(holdPlace, [holdPlace]);
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" action={action} data-testid={testId}>
      {message}
    </Alert>
  );
}
