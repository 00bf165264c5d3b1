import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { chooseClicksText, moreClicksText } from './more-clicks';
import { moreClicksForLess, priceOf, type PriceBand } from './pricing';

/**
 * Under a clicks field: a larger band that costs no more than the clicks chosen, and a button that
 * chooses it. The region is always there and polite, so a screen reader hears the offer come and
 * go as the clicks change without losing its place. `clicks` is null while the field holds
 * nothing that can be bought. `label`, when given, names the button for a screen reader (its
 * words first), where one page has several.
 */
export function MoreClicksHint({
  pricing,
  clicks,
  maximum,
  currency,
  label,
  onChoose,
  sx,
}: {
  pricing: readonly PriceBand[];
  clicks: number | null;
  maximum: number;
  currency: 'GBP' | 'AUD';
  label?: (words: string) => string;
  onChoose: (clicks: number) => void;
  sx?: SxProps<Theme>;
}) {
  const offer = clicks === null ? null : moreClicksForLess(pricing, clicks, maximum);
  const price = clicks === null ? null : priceOf(pricing, clicks);
  const choose = offer ? chooseClicksText(offer) : '';
  return (
    // Its own block, so the offer's margin stays inside it and the room a card keeps for it (plan-card.tsx) holds it all.
    <Box aria-live="polite" data-testid="more-clicks" sx={[{ display: 'flow-root' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {offer && clicks !== null && price !== null && (
        <Box
          // Side by side from a tablet up, so the offer is at most two lines high there; on a phone the button goes under the words.
          sx={{
            display: 'flex',
            flexWrap: { xs: 'wrap', md: 'nowrap' },
            alignItems: 'center',
            columnGap: 1.5,
            rowGap: 0.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            px: 1.5,
            py: 0.75,
            mt: 1,
          }}
        >
          <Typography variant="body2" sx={{ flex: '1 1 12rem' }}>
            {moreClicksText(offer, clicks, price, currency)}
          </Typography>
          <Button size="small" variant="outlined" sx={{ flexShrink: 0 }} onClick={() => onChoose(offer.clicks)} aria-label={label ? label(choose) : undefined}>
            {choose}
          </Button>
        </Box>
      )}
    </Box>
  );
}
