import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { sparklinePoints } from './token-values';

const WIDTH = 120;
const HEIGHT = 28;

/**
 * The days the sparkline covers: the gateway's `ApiToken.usage` is the last 30 days, ending today
 * (schema/tokens.graphql). Said as such, not counted from the points: a token created moments ago
 * has none yet, and read "0 clicks in the last 0 days".
 */
const SPARKLINE_DAYS = 30;

/** A token with no use listed yet: no clicks on any of the days, drawn as a flat line at zero. */
const NO_CLICKS: readonly number[] = Array<number>(SPARKLINE_DAYS).fill(0);

/** A token's last 30 days of use as a small line, with the total in words for everyone. */
export function TokenSparkline({ usage }: { usage: readonly { day: string; clicks: number }[] }) {
  const clicks = usage.length ? usage.map((day) => day.clicks) : NO_CLICKS;
  const total = clicks.reduce((sum, value) => sum + value, 0);
  const words = `${total.toLocaleString('en-GB')} ${total === 1 ? 'click' : 'clicks'} in the last ${SPARKLINE_DAYS} days`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} aria-hidden="true" sx={{ flex: 'none', color: 'primary.main' }}>
        <polyline points={sparklinePoints(clicks, WIDTH, HEIGHT)} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {words}
      </Typography>
    </Box>
  );
}
