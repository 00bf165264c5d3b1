import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { sparklinePoints } from './token-values';

const WIDTH = 120;
const HEIGHT = 28;

/** A token's last 30 days of use as a small line, with the total in words for everyone. */
export function TokenSparkline({ usage }: { usage: readonly { day: string; clicks: number }[] }) {
  const clicks = usage.map((day) => day.clicks);
  const total = clicks.reduce((sum, value) => sum + value, 0);
  const words = `${total.toLocaleString('en-GB')} ${total === 1 ? 'click' : 'clicks'} in the last ${usage.length} days`;
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
