import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AutomaticRenewalsQuery as AutomaticRenewalsData } from '../../gql/graphql';
import { FailureMessage } from '../failure/failure-message';
import { useFailure } from '../failure/use-failure';
import { isValidClicks } from '../../lib/basket/basket';
import { formatPriceWithTax } from '../../lib/sales-tax';
import { formatClicks, formatDay } from '../../lib/display-format';
import { topUpChoices, topUpLabel, topUpSentence } from './top-up';
import { AutomaticRenewalsQuery, SetAutomaticRenewalMutation, StopAutomaticRenewalMutation } from './automatic-renewals-documents';
import { PaymentDetailsQuery } from './saved-card-documents';

type Renewal = AutomaticRenewalsData['automaticRenewals'][number];

/**
 * What the renewal will do. Renewals and top-ups are paid with the saved card: without one (removed,
 * or never saved) a renewal that is on stays on, but neither happens until a card is saved, and the
 * line says so rather than promising them (docs/prices-and-tax.md, "Automatic renewals").
 */
function renewalLine(renewal: Renewal, cardSaved: boolean): string {
  if (!renewal.on) return 'Does not renew by itself';
  const what = `${formatClicks(renewal.clicks)} clicks for ${formatPriceWithTax(renewal.price, renewal.currency)}`;
  if (!cardSaved) return `Will not renew until a card is saved (due ${formatDay(renewal.estimatedRenewalDate)}, ${what})`;
  return `Renews ${formatDay(renewal.estimatedRenewalDate)} with ${what}`;
}

/** What top-up will do while renewal is on; null when it is off. Without a saved card, nothing. */
function topUpLine(renewal: Renewal, cardSaved: boolean): string | null {
  if (!renewal.on || !renewal.topUpPercent) return null;
  if (!cardSaved) return `Will not top up until a card is saved (below ${renewal.topUpPercent}% of the clicks)`;
  return topUpSentence(renewal.topUpPercent, renewal.topUpExpectedDate);
}

/** Each subscription of the account, renewing by itself with the saved card at the end of its period or not. */
export function AutomaticRenewals({ accountId }: { accountId: string }) {
  const { data, loading, error, refetch } = useQuery(AutomaticRenewalsQuery, { variables: { accountId } });
  // The saved card's own query (the Saved card panel's): removing the card there shows here at once.
  // The lines wait for it (a renewal promised for a moment, then taken back, misleads); where it
  // cannot be read, the renewals read as the provider answers them.
  const card = useQuery(PaymentDetailsQuery, { variables: { accountId } });
  const cardUnknown = card.loading && !card.data;
  const cardSaved = card.data?.paymentDetails !== null;
  const loadFailure = useFailure('load the automatic renewals', { watch: data ? undefined : error });
  const failure = useFailure('change the automatic renewal');
  const [start] = useMutation(SetAutomaticRenewalMutation);
  const [stop] = useMutation(StopAutomaticRenewalMutation);
  const [busy, setBusy] = useState<string | null>(null);

  const change = async (renewal: Renewal, on: boolean, clicks: number) => {
    await changing(renewal, on ? 'switch on automatic renewal' : 'switch off automatic renewal', () =>
      on ? start({ variables: { accountId, planId: renewal.planId, clicks } }) : stop({ variables: { accountId, planId: renewal.planId } }),
    );
  };

  // The renewal keeps its clicks; only the share changes (0 switches top-up off).
  const changeTopUp = (renewal: Renewal, share: number) =>
    changing(renewal, 'change the automatic top-up', () =>
      start({ variables: { accountId, planId: renewal.planId, clicks: renewal.clicks, topUpPercent: share } }),
    );

  const changing = async (renewal: Renewal, action: string, send: () => Promise<unknown>) => {
    failure.clear();
    setBusy(renewal.planId);
    try {
      await send();
      // The renewal date, price and expected top-up are the provider's to work out: read them back.
      await refetch();
    } catch (caught) {
      failure.report(caught, action);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card variant="outlined" data-testid="automatic-renewals">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h3">
            Automatic renewals
          </Typography>
          <FailureMessage failure={loadFailure} />
          <FailureMessage failure={failure} />
          {loadFailure.message ? null : (loading && !data) || cardUnknown ? (
            <Skeleton variant="rounded" height={96} role="status" aria-label="Loading..." />
          ) : !data?.automaticRenewals.length ? (
            <Typography sx={{ color: 'text.secondary' }}>This account has no subscriptions to renew.</Typography>
          ) : (
            <Stack component="ul" spacing={1.5} aria-label="Automatic renewals" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.automaticRenewals.map((renewal) => (
                <RenewalRow
                  key={renewal.planId}
                  renewal={renewal}
                  cardSaved={cardSaved}
                  busy={busy === renewal.planId}
                  onChange={(on, clicks) => change(renewal, on, clicks)}
                  onTopUp={(share) => changeTopUp(renewal, share)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function RenewalRow({
  renewal,
  cardSaved,
  busy,
  onChange,
  onTopUp,
}: {
  renewal: Renewal;
  cardSaved: boolean;
  busy: boolean;
  onChange: (on: boolean, clicks: number) => void;
  onTopUp: (share: number) => void;
}) {
  const [typed, setTyped] = useState(String(renewal.clicks));
  const clicks = Number(typed.replaceAll(',', '').trim());
  const clicksOk = isValidClicks(clicks);
  const topUp = topUpLine(renewal, cardSaved);
  return (
    <Box component="li" data-testid="renewal" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{renewal.plan}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Period ends {formatDay(renewal.endDate)} · {renewalLine(renewal, cardSaved)}
          </Typography>
          {topUp ? (
            <Typography variant="body2" data-testid="top-up" sx={{ color: 'text.secondary' }}>
              {topUp}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {/* A top-up is a renewal bought early, so it is offered while the subscription renews. */}
          {renewal.on && (
            <TextField
              select
              label="Top up early"
              size="small"
              value={renewal.topUpPercent ?? 0}
              disabled={busy}
              onChange={(event) => onTopUp(Number(event.target.value))}
              slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Top up ${renewal.plan} early` } }}
              sx={{ width: 150 }}
            >
              {topUpChoices(renewal.topUpPercent).map((share) => (
                <option key={share} value={share}>
                  {topUpLabel(share)}
                </option>
              ))}
            </TextField>
          )}
          {!renewal.on && (
            <TextField
              label="Clicks each renewal"
              size="small"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={!clicksOk}
              sx={{ width: 170 }}
            />
          )}
          <FormControlLabel
            control={
              <Switch
                checked={renewal.on}
                disabled={busy || (!renewal.on && !clicksOk)}
                onChange={(event) => onChange(event.target.checked, clicks)}
                slotProps={{ input: { 'aria-label': `Renew ${renewal.plan} automatically` } }}
              />
            }
            label={renewal.on ? 'On' : 'Off'}
          />
        </Stack>
      </Stack>
    </Box>
  );
}
