import type { ReportingSummaryQuery } from '../../gql/graphql';
import type { RunOutFigures } from '../../lib/reporting/run-out-standing';

type SummarySubscription = ReportingSummaryQuery['usageReport']['subscriptions'][number];

/**
 * What a summary subscription's Runs out is read from, on the screen, in its CSV and under the
 * forecast chart alike: its status and clicks left, and the gateway's run-out day.
 */
export const runOutFigures = ({ subscription, forecast }: SummarySubscription): RunOutFigures => ({
  status: subscription.status,
  remainClicks: forecast.remainClicks,
  runOutDate: forecast.runOutDate,
});
