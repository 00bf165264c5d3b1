import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import type { ReportingSummaryQuery as SummaryData, ReportingSummaryQueryVariables as SummaryVariables } from '../../gql/graphql';
import { useCurrentAccount, type CurrentGroup } from '../../lib/current-account';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { useFailure } from '../../components/failure/use-failure';
import { ReadySuspense } from '../../components/loading/ready-suspense';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { ChargesCard } from './charges-card';
import { CleanseCard } from './cleanse-card';
import { ForecastCard } from './forecast-card';
import type { ReportPeriod } from './period';
import { PeriodPicker } from './period-picker';
import { csvFileName } from './report-csv';
import { ReportHeading, ReportWindow } from './report-heading';
import { ReportingSummaryQuery } from './report-documents';
import { ChooseAccount, ReportFailure, ReportLoading, useRetry } from './report-states';
import { summaryTips } from './reporting-tips';
import { SubscriptionsSummary } from './subscriptions-summary';
import { reportPeriodOf, useReportPeriod } from './use-report-period';
import { preloadUsageChart } from './lazy-usage-chart';

// The chart's chunk starts loading with this screen's module rather than with its loader, which
// runs only once the frame knows the account: asked for then, the chunk was still to be run when
// the report's answer came, and the report was drawn twice (docs/request-path.md).
preloadUsageChart();

/** What the summary asks for: the period's days, and the bureau's figures for uk accounts only. */
function summaryVariables(account: CurrentGroup, period: ReportPeriod): SummaryVariables {
  return { accountId: account.id, from: period.from, to: period.to, toEnd: `${period.to}T23:59:59Z`, uk: account.territory === 'uk' };
}

export function loader({ current, url, preloadQuery }: ScreenLoaderArgs) {
  const account = current.account;
  if (!account) return { report: null, answered: null };
  const report = preloadQuery(ReportingSummaryQuery, { variables: summaryVariables(account, reportPeriodOf(url)), errorPolicy: 'all' });
  // `answered` shows the report the moment it is in (ReadySuspense says why it has to be told).
  return { report, answered: preloadQuery.toPromise(report) };
}

type SummaryRef = QueryRef<SummaryData, SummaryVariables, 'complete' | 'streaming' | 'empty'>;

/**
 * Reporting → Summary: per subscription the clicks used and left, average and change, end and
 * expiry and the forecast; address cleanse from the bureau's stats (uk accounts); the charges.
 */
export function Component() {
  const { report, answered } = useScreenData<typeof loader>();
  const account = useCurrentAccount().account;
  const { period, unused, today, choose } = useReportPeriod();
  useHelpTips('reportingSummary', summaryTips);
  // The heading and the period stay while another period loads; its figures are new ones, so
  // the skeleton shows again in their place rather than the last period's.
  const asked = account ? JSON.stringify(summaryVariables(account, period)) : '';
  return (
    <Stack spacing={3}>
      <ReportHeading
        title="Summary"
        account={account?.name ?? ''}
        window={
          report && (
            <ReadySuspense key={asked} ready={answered} fallback={null}>
              <SummaryWindow report={report} />
            </ReadySuspense>
          )
        }
      />
      {!account || !report ? (
        <ChooseAccount />
      ) : (
        <>
          <PeriodPicker period={period} today={today} onChoose={choose} unused={unused} />
          <ReadySuspense key={asked} ready={answered} fallback={<ReportLoading />}>
            <SummaryReport
              report={report}
              today={today}
              uk={account.territory === 'uk'}
              name={(part) => csvFileName(account.name, part, period.from, period.to)}
            />
          </ReadySuspense>
        </>
      )}
    </Stack>
  );
}

function SummaryWindow({ report }: { report: SummaryRef }) {
  const { data, error } = useReadQuery(report);
  return <ReportWindow window={error ? undefined : data?.usageReport?.window} />;
}

interface ReportProps {
  report: SummaryRef;
  today: string;
  uk: boolean;
  /** The name of a part's CSV file. */
  name: (part: string) => string;
}

function SummaryReport({ report, today, uk, name }: ReportProps) {
  const { data, error } = useReadQuery(report);
  const retry = useRetry();
  // Any part failing fails the report: half a summary would read as whole.
  const failure = useFailure('load the usage report', { watch: error });
  const summary = error ? undefined : data?.usageReport;
  return (
    <>
      <ReportFailure failure={failure} onRetry={retry} />
      {failure.message || !summary ? null : (
        <>
          <SubscriptionsSummary subscriptions={summary.subscriptions} csvName={name('summary')} />
          <ForecastCard subscriptions={summary.subscriptions} today={today} />
          <CleanseCard stats={uk ? (data?.bureauStats ?? []) : null} />
          <ChargesCard charges={summary.charges} csvName={name('charges')} />
        </>
      )}
    </>
  );
}
