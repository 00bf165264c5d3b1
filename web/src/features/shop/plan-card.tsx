import { useId, useRef, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Check from '@mui/icons-material/Check';
import type { ShopPlanCard_PlanFragment } from '../../gql/graphql';
import { MAX_CLICKS } from '../../lib/basket/basket';
import { basketStore } from '../../lib/basket/basket-store';
import { formatPrice } from '../../lib/money';
import { taxMark } from '../../lib/sales-tax';
import { withSearch } from '../../lib/navigation';
import { clicksRange } from './basket-clicks';
import { basketPlanNames } from './basket-plan-names';
import { describeDuration, formatClicks, formatDay } from './shop-services';
import { MoreClicksHint } from './more-clicks-hint';
import { priceOf, ratePerThousand } from './pricing';

/** Why a typed quantity cannot be bought, or null when it can. */
export function clicksProblem(text: string, plan: Pick<ShopPlanCard_PlanFragment, 'minimumClicks' | 'maximumClicks'>): string | null {
  const clicks = Number(text.replaceAll(',', '').trim());
  if (!/^\d[\d,]*$/.test(text.trim()) || !Number.isInteger(clicks) || clicks < plan.minimumClicks || clicks > plan.maximumClicks) {
    return clicksRange(plan.minimumClicks, plan.maximumClicks);
  }
  return null;
}

/**
 * Room kept under the clicks where cards stand side by side: a card stretched to its row's height
 * keeps its field above an empty space, so a hint that grew the card from below would move the
 * field up, under the pointer, while the person types. On a phone a card has its row to itself
 * and grows downward.
 */
const HINT_ROOM = 80;

const byOrder = <T extends { displayOrder: number }>(items: readonly T[]) => [...items].sort((a, b) => a.displayOrder - b.displayOrder);

/**
 * What adding did, in the basket's own figures: the basket keeps one line per plan, adding to it,
 * up to the most a line holds, so the clicks just added are not always what the line now holds.
 */
function addedMessage({ clicks, holds }: { clicks: number; holds: number }, plan: string, account: string): string {
  const added = `${formatClicks(clicks)} clicks of ${plan} added to ${account}'s basket`;
  if (holds === clicks) return `${added}.`;
  if (holds === MAX_CLICKS) return `${added}, which now holds ${formatClicks(holds)} of it, the most one line can hold.`;
  return `${added}, which now holds ${formatClicks(holds)} of it.`;
}

/**
 * What the account holds of the plan, and what buying it does: more clicks on a plan it holds, but
 * a free trial ends once the plan is bought, which starts with its own clicks (docs/first-run.md).
 */
export function heldPlanNote(held: NonNullable<ShopPlanCard_PlanFragment['held']>): string {
  const until = `until ${formatDay(held.endDate)}, with ${formatClicks(held.remainClicks)} clicks left`;
  if (held.trial) {
    return `This account has a free trial of this plan ${until}. Buying the plan ends the trial and starts the plan from the day it is paid, with its own clicks.`;
  }
  return `This account already holds this plan (${held.status}) ${until}. Buying it again adds the clicks to it.`;
}

/** One plan on offer: what it gives, its price bands, and a quantity to add to the account's basket. */
export function PlanCard({ plan, account }: { plan: ShopPlanCard_PlanFragment; account: { id: string; organisationId: string; name: string } }) {
  const { search } = useLocation();
  const [typed, setTyped] = useState(String(plan.clicks));
  const [touched, setTouched] = useState(false);
  const [added, setAdded] = useState<{ clicks: number; holds: number } | null>(null);
  const headingId = useId();
  const field = useRef<HTMLInputElement>(null);
  const problem = clicksProblem(typed, plan);
  const clicks = Number(typed.replaceAll(',', '').trim());
  const price = problem ? null : priceOf(plan.pricing, clicks);

  const add = (event?: MouseEvent) => {
    // The second click of a double-click is the same wish, not another: it would add the clicks twice.
    if (event && event.detail > 1) return;
    setTouched(true);
    if (problem || plan.unavailableReason) return;
    basketPlanNames.learn([plan]);
    const holds = basketStore.add(account.id, {
      organisationId: account.organisationId,
      ccId: account.id,
      datasetId: plan.datasetId,
      planId: plan.planId,
      clicks,
    });
    setAdded({ clicks, holds });
  };

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="shop-plan"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" id={headingId}>
              {plan.plan}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {plan.dataset} · {describeDuration(plan.kind, plan.duration)}
            </Typography>
          </Box>
          <Chip size="small" label={plan.kind === 'bundle' ? 'Bundle' : 'Plan'} color={plan.kind === 'bundle' ? 'default' : 'primary'} variant="outlined" />
        </Stack>
        <Typography>{plan.description}</Typography>
        {plan.held && (
          <Alert severity="info" data-testid="held-plan">
            {heldPlanNote(plan.held)}
          </Alert>
        )}
        {plan.filters.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Filters">
            {byOrder(plan.filters).map((filter) => (
              <Chip key={`${filter.category}:${filter.description}`} size="small" label={`${filter.category}: ${filter.description}`} />
            ))}
          </Stack>
        )}
        {plan.comparisons.length > 0 && (
          <List dense disablePadding aria-label={`What ${plan.plan} includes`}>
            {byOrder(plan.comparisons).map((comparison) => (
              <ListItem key={comparison.description} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <Check fontSize="small" color="success" />
                </ListItemIcon>
                <ListItemText primary={comparison.description} />
              </ListItem>
            ))}
          </List>
        )}
        <Table size="small" aria-label={`Prices of ${plan.plan}`}>
          <TableHead>
            <TableRow>
              <TableCell>From clicks</TableCell>
              <TableCell align="right">Price ({taxMark(plan.currency)})</TableCell>
              <TableCell align="right">Per 1,000</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.pricing.map((band) => (
              <TableRow key={band.clicks}>
                <TableCell>{formatClicks(band.clicks)}</TableCell>
                <TableCell align="right">{formatPrice(band.price, plan.currency)}</TableCell>
                <TableCell align="right">{formatPrice(ratePerThousand(band), plan.currency)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Box sx={{ flexGrow: 1 }} />
        {plan.unavailableReason ? (
          <Alert severity="warning">{plan.unavailableReason}</Alert>
        ) : (
          <Stack spacing={1.5}>
            <Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                <TextField
                  label="Clicks"
                  value={typed}
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setAdded(null);
                  }}
                  inputRef={field}
                  onBlur={() => setTouched(true)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') add();
                  }}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  error={touched && !!problem}
                  helperText={touched && problem ? problem : `From ${formatClicks(plan.minimumClicks)} clicks`}
                  size="small"
                  sx={{ flexGrow: 1 }}
                />
                <Box sx={{ minWidth: 120, pt: { sm: 1 } }}>
                  <Typography variant="h6" component="p" aria-live="polite" data-testid="plan-price">
                    {price === null ? '—' : formatPrice(price, plan.currency)}
                  </Typography>
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }} data-testid="plan-price-tax">
                    {taxMark(plan.currency)}
                  </Typography>
                </Box>
              </Stack>
              <MoreClicksHint
                pricing={plan.pricing}
                clicks={problem ? null : clicks}
                maximum={plan.maximumClicks}
                currency={plan.currency}
                onChoose={(larger) => {
                  setTyped(String(larger));
                  setAdded(null);
                  // The button goes once chosen: the person carries on from the field it changed.
                  field.current?.focus();
                }}
                sx={{ minHeight: { md: plan.pricing.length > 1 ? HINT_ROOM : 0 } }}
              />
            </Box>
            <Button variant="contained" startIcon={<AddShoppingCart />} onClick={add} disabled={touched && !!problem}>
              Add to basket
            </Button>
            {added !== null && (
              <Alert severity="success" role="status">
                {addedMessage(added, plan.plan, account.name)}{' '}
                <Link component={RouterLink} to={withSearch('/shop/basket', search)}>
                  Go to basket
                </Link>
              </Alert>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
