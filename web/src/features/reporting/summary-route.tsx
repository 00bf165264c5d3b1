import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import { useCurrentAccount } from '../../lib/current-account';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { ChargesCard } from './charges-card';
import { CleanseCard } from './cleanse-card';
import { ForecastCard } from './forecast-card';
import { windowLabel } from './period';
import { PeriodPicker } from './period-picker';
import { csvFileName } from './report-csv';
import { ReportHeading } from './report-heading';
import { ReportingSummaryQuery } from './report-queries';
import { ChooseAccount, ReportFailure, ReportLoading } from './report-states';
import { summaryTips } from './reporting-tips';
import { SubscriptionsSummary } from './subscriptions-summary';
import { useReportPeriod } from './use-report-period';

/**
 * Reporting → Summary: per subscription the clicks used and left, average and change, end and
 * expiry and the forecast; address cleanse from the bureau's stats (uk accounts); the charges.
 */
export function Component() {
  const account = useCurrentAccount().account;
  const { period, today, choose } = useReportPeriod();
  const uk = account?.territory === 'uk';
  const { data, loading, error, refetch } = useQuery(ReportingSummaryQuery, {
    variables: { accountId: account?.id ?? '', from: period.from, to: period.to, toEnd: `${period.to}T23:59:59Z`, uk },
    skip: !account,
  });
  const failure = useFailure('load the usage report', { watch: data ? undefined : error });
  useHelpTips('reportingSummary', summaryTips, loading);
  const report = data?.usageReport;
  const name = (part: string) => csvFileName(account?.name ?? '', part, period.from, period.to);
  return (
    <Stack spacing={3}>
      <ReportHeading title="Summary" account={account?.name ?? ''} window={report ? windowLabel(report.window) : null} />
      {!account ? (
        <ChooseAccount />
      ) : (
        <>
          <PeriodPicker period={period} today={today} onChoose={choose} />
          <ReportFailure failure={failure} onRetry={() => void refetch()} />
          {failure.message ? null : !report ? (
            loading && <ReportLoading />
          ) : (
            <>
              <SubscriptionsSummary subscriptions={report.subscriptions} csvName={name('summary')} />
              <ForecastCard subscriptions={report.subscriptions} today={today} />
              <CleanseCard stats={uk ? (data.bureauStats ?? []) : null} />
              <ChargesCard charges={report.charges} csvName={name('charges')} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
