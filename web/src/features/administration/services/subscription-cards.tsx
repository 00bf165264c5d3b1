import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ServiceSubscriptions_PlanFragment } from '../../../gql/graphql';
import { formatPriceWithTax } from '../../../lib/sales-tax';
import { clicksLeftText, figureLabels } from '../../../lib/subscription-figures';
import { runOutStandingText } from '../../../lib/reporting/run-out-standing';
import { formatChange, formatClicks, formatDay, planServiceNames } from './service-names';

type Plan = ServiceSubscriptions_PlanFragment;
type Bundle = Plan['bundles'][number];

/**
 * The account's subscriptions, one card each (as wide as the page, so the same on a phone), with
 * their bundles newest first. `bundleActions` puts what the screen offers beside each bundle.
 */
export function SubscriptionCards({ plans, bundleActions }: { plans: readonly Plan[]; bundleActions: (bundle: Bundle, plan: Plan) => ReactNode }) {
  if (!plans.length) return <Typography sx={{ color: 'text.secondary' }}>This account has no subscriptions yet.</Typography>;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Subscriptions">
      {plans.map((plan) => (
        <Box component="li" key={plan.planId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }} data-testid="subscription">
          <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {planServiceNames[plan.service]}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {plan.plan}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1}>
              {plan.trial && <Chip size="small" color="info" label="Free trial" />}
              {plan.deprecated && <Chip size="small" color="warning" variant="outlined" label="Deprecated" />}
              <Chip size="small" variant="outlined" label={plan.status} />
            </Stack>
          </Stack>
          <Figures plan={plan} />
          {plan.trial && (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="trial-note">
              A free trial: its clicks last until it ends, it does not renew, and no bundle tops it up. A plan of this service bought in the Shop replaces it.
            </Typography>
          )}
          {plan.deprecated && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {plan.deprecatedByPlan ? `This plan is no longer sold: it is replaced by ${plan.deprecatedByPlan}.` : 'This plan is no longer sold.'}
            </Typography>
          )}
          <Bundles plan={plan} actions={bundleActions} />
        </Box>
      ))}
    </Stack>
  );
}

function Figures({ plan }: { plan: Plan }) {
  const rows: [string, string][] = [
    ['Dataset', plan.datasetRef],
    [figureLabels.clicksLeft, clicksLeftText(plan.remainClicks, plan.clickLimit)],
    ['Average clicks a day', plan.averageClicks.toLocaleString('en-GB', { maximumFractionDigits: 1 })],
    ['Change in use on the 30 days before', formatChange(plan.clickConsumptionChange)],
    [figureLabels.ends, formatDay(plan.endDate)],
    [figureLabels.runsOut, runOutStandingText({ status: plan.status, remainClicks: plan.remainClicks, runOutDate: plan.estimatedExpiryDate })],
  ];
  return (
    <Typography
      component="dl"
      variant="body2"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(6, auto)' },
        gridAutoFlow: { xs: 'row', sm: 'column' },
        gridTemplateRows: { sm: 'auto auto' },
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
        mt: 1.5,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, textAlign: { xs: 'right', sm: 'left' }, fontWeight: 500, whiteSpace: 'nowrap' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd data-figure={label}>{value}</dd>
        </Box>
      ))}
    </Typography>
  );
}

function Bundles({ plan, actions }: { plan: Plan; actions: (bundle: Bundle, plan: Plan) => ReactNode }) {
  if (!plan.bundles.length) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h4" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        Bundles
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={`Bundles of ${plan.plan}`}>
        {plan.bundles.map((bundle) => (
          <Stack
            component="li"
            key={bundle.bundleId}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 2 }}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}
            data-testid="bundle"
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {bundle.plan}: {formatClicks(bundle.clicks)} clicks, {formatPriceWithTax(bundle.price, plan.currency)}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Bought {formatDay(bundle.purchaseDate)} · usable {formatDay(bundle.startDate)} to {formatDay(bundle.endDate)}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              {actions(bundle, plan)}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
