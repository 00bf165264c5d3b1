import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Download from '@mui/icons-material/Download';
import type { ReportingSummaryQuery } from '../../gql/graphql';
import { downloadCsv } from '../../lib/download-csv';
import { runOutStanding, runOutStandingText } from '../../lib/reporting/run-out-standing';
import { clicksLeftText, figureLabels } from '../../lib/subscription-figures';
import { average, count, dayText, percentChange, recentLabels } from './format';
import { subscriptionsCsv } from './report-csv';
import { runOutFigures } from './summary-run-out';
import { serviceNames } from './service-names';

export type SummarySubscription = ReportingSummaryQuery['usageReport']['subscriptions'][number];

const headings = [
  'Plan',
  'Service',
  'Clicks used',
  figureLabels.clicksLeft,
  recentLabels.average,
  recentLabels.change,
  figureLabels.ends,
  figureLabels.runsOut,
] as const;
/**
 * A heading on one line, but for the two that say which 30 days they cover: on one line each they
 * pushed Runs out past a 1280 px screen's card, so they wrap over their figures' width.
 */
function headingStyle(heading: string) {
  return heading === recentLabels.average || heading === recentLabels.change ? { minWidth: '7em', maxWidth: '10em' } : { whiteSpace: 'nowrap' };
}

/** The columns of figures, aligned right. */
const numeric = new Set<number>([2, 3, 4, 5]);
const RUNS_OUT = headings.indexOf(figureLabels.runsOut);

/** The table's cells, as text; the CSV holds the same figures as a spreadsheet reads them (`subscriptionsCsv`). */
function cells(entry: SummarySubscription): string[] {
  const { subscription } = entry;
  return [
    subscription.plan,
    serviceNames[subscription.service],
    count(entry.totalClicks),
    clicksLeftText(subscription.remainClicks, subscription.clickLimit),
    average(subscription.averageClicks),
    percentChange(subscription.clickConsumptionChange),
    dayText(subscription.endDate),
    runOutStandingText(runOutFigures(entry)),
  ];
}

/**
 * Marked where the day comes before the subscription renews or ends. One used up has no day to
 * mark: Used up says it (and the forecast's words when it renews or ends).
 */
const beforeItRenews = (entry: SummarySubscription) => entry.forecast.runsOutEarly && runOutStanding(runOutFigures(entry)) === 'runsOut';

/** Per subscription: clicks used in the report's period, clicks left, the last 30 days' average and change, the end, and when the clicks run out. */
export function SubscriptionsSummary({ subscriptions, csvName }: { subscriptions: readonly SummarySubscription[]; csvName: string }) {
  // On a phone the eight columns showed as far as 'Clicks use', cut off at the card's edge: each
  // subscription is a block of its own there, its figures named beside them, as Charges does.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Card variant="outlined" id="reporting-summary-subscriptions">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography variant="h6" component="h2">
            Subscriptions
          </Typography>
          {subscriptions.length > 0 && (
            <Button
              size="small"
              startIcon={<Download />}
              onClick={() =>
                downloadCsv(
                  csvName,
                  subscriptionsCsv(subscriptions, (entry) => serviceNames[entry.subscription.service]),
                )
              }
            >
              Export CSV
            </Button>
          )}
        </Stack>
        {!subscriptions.length ? (
          <Typography sx={{ color: 'text.secondary' }}>This account has no subscriptions to report on.</Typography>
        ) : narrow ? (
          <Stack component="ul" aria-label="Subscriptions" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {subscriptions.map((entry) => (
              <SubscriptionBlock key={entry.subscription.planId} entry={entry} />
            ))}
          </Stack>
        ) : (
          // Eight columns are wider than a small tablet: the table scrolls sideways (and takes the keyboard to do so).
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Subscriptions, scrolls sideways">
            <Table size="small">
              <TableHead>
                <TableRow>
                  {headings.map((heading, index) => (
                    <TableCell key={heading} component="th" scope="col" align={numeric.has(index) ? 'right' : 'left'} sx={headingStyle(heading)}>
                      {heading}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {subscriptions.map((entry) => (
                  <TableRow key={entry.subscription.planId} data-testid={`summary-plan-${entry.subscription.planId}`}>
                    {cells(entry).map((text, index) =>
                      index === 0 ? (
                        <TableCell key={headings[index]} component="th" scope="row">
                          {text}
                        </TableCell>
                      ) : (
                        <TableCell
                          key={headings[index]}
                          align={numeric.has(index) ? 'right' : 'left'}
                          sx={{ whiteSpace: 'nowrap' }}
                          data-column={headings[index]}
                        >
                          {text}
                          {index === RUNS_OUT && beforeItRenews(entry) && (
                            <Chip size="small" variant="outlined" label="Before it renews" sx={{ ml: 1, color: 'text.primary', borderColor: 'warning.main' }} />
                          )}
                        </TableCell>
                      ),
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** One subscription on a phone: its plan, then each figure under the table's heading for it. */
function SubscriptionBlock({ entry }: { entry: SummarySubscription }) {
  const [plan, ...figures] = cells(entry);
  return (
    <Box component="li" data-testid={`summary-plan-${entry.subscription.planId}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{plan}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5, m: 0, mt: 0.5 }}>
        {figures.map((text, at) => {
          const index = at + 1;
          return (
            <Fragment key={headings[index]}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {headings[index]}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }} data-column={headings[index]}>
                {text}
                {index === RUNS_OUT && beforeItRenews(entry) && (
                  <Chip size="small" variant="outlined" label="Before it renews" sx={{ ml: 1, color: 'text.primary', borderColor: 'warning.main' }} />
                )}
              </Typography>
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}
