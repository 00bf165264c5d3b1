import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { CurrentAccount } from '../../lib/current-account';
import { withSearch } from '../../lib/navigation';
import { runOutWords, useEarlyRunOuts } from '../../lib/reporting/click-forecasts';
import { isStaff } from '../../lib/session/session-user';
import { useSession } from '../../lib/session/use-session';

/**
 * Home's warning when a subscription's clicks run out, at the recent rate, before it renews or
 * ends. Owners and staff are offered the forecast (Reporting is theirs); members see the warning.
 */
export function RunOutWarning({ current }: { current: CurrentAccount }) {
  const runOuts = useEarlyRunOuts(current.account?.id);
  const session = useSession();
  const { search } = useLocation();
  if (!runOuts.length) return null;
  const mayReport = !!current.account?.isOwner || !!current.organisation?.isOwner || (!!session && isStaff(session));
  return (
    <Alert
      severity="warning"
      data-testid="run-out-warning"
      sx={{ mb: 3 }}
      action={
        mayReport ? (
          <Button color="inherit" size="small" component={RouterLink} to={withSearch('/reporting/summary', search)}>
            See the forecast
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{runOuts.length === 1 ? 'Clicks run out early' : 'Clicks run out early on some subscriptions'}</AlertTitle>
      {runOuts.map((runOut) => (
        <div key={runOut.planId}>{runOutWords(runOut)}</div>
      ))}
    </Alert>
  );
}
