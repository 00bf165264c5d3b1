import { Link as RouterLink, useLocation } from 'react-router';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { withSearch } from '../../lib/navigation';
import { runOutShort, runOutWords, useEarlyRunOuts } from '../../lib/reporting/click-forecasts';

/**
 * The account bar's run-out warning: when a subscription's clicks run out before it renews or
 * ends. It leads to the forecast where the visitor may open Reporting.
 */
export function RunOutChip({ accountId, mayReport }: { accountId: string | undefined; mayReport: boolean }) {
  const runOuts = useEarlyRunOuts(accountId);
  const { search } = useLocation();
  if (!runOuts.length) return null;
  const words = runOuts.map(runOutWords).join(' ');
  // Outlined with the text in the body colour: warning-orange text would fail contrast.
  const look = { color: 'text.primary', borderColor: 'warning.main', '& .MuiChip-icon': { color: 'warning.dark' } };
  return (
    <Tooltip title={words}>
      {mayReport ? (
        <Chip
          size="small"
          variant="outlined"
          icon={<WarningAmber />}
          label={runOutShort(runOuts)}
          component={RouterLink}
          to={withSearch('/reporting/summary', search)}
          clickable
          aria-label={`${words} See the forecast.`}
          data-testid="run-out-chip"
          sx={look}
        />
      ) : (
        <Chip size="small" variant="outlined" icon={<WarningAmber />} label={runOutShort(runOuts)} aria-label={words} data-testid="run-out-chip" sx={look} />
      )}
    </Tooltip>
  );
}
