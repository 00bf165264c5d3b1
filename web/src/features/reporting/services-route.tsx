import { memo, useMemo } from 'react';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportingServicesQuery as ServicesData, ReportingServicesQueryVariables as ServicesVariables } from '../../gql/graphql';
import { useCurrentAccount } from '../../lib/current-account';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { useFailure } from '../../components/failure/use-failure';
import { ReadySuspense } from '../../components/loading/ready-suspense';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { ChartCard } from './chart-card';
import { ChangeNotes, ChangeShareField, changeMarkers } from './change-notes';
import { CountriesCard } from './countries-card';
import { pointLabel, windowLabel, type ReportPeriod } from './period';
import { PeriodPicker } from './period-picker';
import { csvFileName, figureTable } from './report-csv';
import { ReportHeading, ReportWindow } from './report-heading';
import { ReportingServicesQuery } from './report-documents';
import { ChooseAccount, ReportFailure, ReportLoading, useRetry } from './report-states';
import { servicesTips } from './reporting-tips';
import { serviceNames } from './service-names';
import { reportPeriodOf, useReportPeriod } from './use-report-period';
import { weeklyChanges } from './week-over-week';
import { count } from './format';
import { preloadUsageChart } from './lazy-usage-chart';

// The chart's chunk starts loading with this screen's module rather than with its loader, which
// runs only once the frame knows the account: asked for then, the chunk was still to be run when
// the report's answer came, and the report was drawn twice (docs/request-path.md).
preloadUsageChart();

/** What the report asks for: the period's days, by day or by month. */
function servicesVariables(accountId: string, period: ReportPeriod): ServicesVariables {
  return { accountId, from: period.from, to: period.to, period: period.grouping };
}

export function loader({ current, url, preloadQuery }: ScreenLoaderArgs) {
  const accountId = current.account?.id;
  if (!accountId) return { report: null, answered: null };
  const report = preloadQuery(ReportingServicesQuery, { variables: servicesVariables(accountId, reportPeriodOf(url)), errorPolicy: 'all' });
  // `answered` shows the report the moment it is in (ReadySuspense says why it has to be told).
  return { report, answered: preloadQuery.toPromise(report) };
}

type ServicesRef = QueryRef<ServicesData, ServicesVariables, 'complete' | 'streaming' | 'empty'>;

/** Reporting → Services: each subscription's clicks over the period, by day or month, and by country. */
export function Component() {
  const { report, answered } = useScreenData<typeof loader>();
  const account = useCurrentAccount().account;
  const { period, unused, today, changeShare, choose, group, chooseChangeShare } = useReportPeriod();
  useHelpTips('reportingServices', servicesTips);
  // The controls stay while another period loads; its figures show the skeleton until they are in.
  const asked = account ? JSON.stringify(servicesVariables(account.id, period)) : '';
  return (
    <Stack spacing={3}>
      <ReportHeading
        title="Services"
        account={account?.name ?? ''}
        window={
          report && (
            <ReadySuspense key={asked} ready={answered} fallback={null}>
              <ServicesWindow report={report} />
            </ReadySuspense>
          )
        }
      />
      {!account || !report ? (
        <ChooseAccount />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', gap: 2, alignItems: { sm: 'flex-start' } }}>
            <PeriodPicker period={period} today={today} onChoose={choose} onGroup={group} unused={unused} />
            {period.grouping === 'daily' && <ChangeShareField share={changeShare} onChange={chooseChangeShare} />}
          </Box>
          <ReadySuspense key={asked} ready={answered} fallback={<ReportLoading />}>
            <LoadedReport report={report} accountName={account.name} share={changeShare} />
          </ReadySuspense>
        </>
      )}
    </Stack>
  );
}

function ServicesWindow({ report }: { report: ServicesRef }) {
  const { data, error } = useReadQuery(report);
  return <ReportWindow window={error ? undefined : data?.usageReport?.window} />;
}

function LoadedReport({ report, ...shown }: { report: ServicesRef; accountName: string; share: number }) {
  const { data, error } = useReadQuery(report);
  const failure = useFailure('load the usage report', { watch: error });
  const usage = error ? undefined : data?.usageReport;
  const retry = useRetry();
  return (
    <>
      <ReportFailure failure={failure} onRetry={retry} />
      {failure.message || !usage ? null : <ServicesReport report={usage} {...shown} />}
    </>
  );
}

/** The report drawn from its answer: again only for other figures or settings (the chart and the figure table are costly). */
const ServicesReport = memo(function ServicesReport({
  report,
  accountName,
  share,
}: {
  report: ServicesData['usageReport'];
  accountName: string;
  share: number;
}) {
  const { window, subscriptions } = report;
  const view = useMemo(() => {
    const lines = subscriptions.map((entry) => ({
      id: `plan-${entry.subscription.planId}`,
      name: entry.subscription.plan,
      values: entry.clicksPerPeriod,
    }));
    const labels = window.periods.map((period) => pointLabel(period, window.period));
    const table = figureTable(
      window.period === 'monthly' ? 'Month' : 'Day',
      window.periods,
      subscriptions.map((entry) => ({ name: entry.subscription.plan, values: entry.clicksPerPeriod })),
      (period) => pointLabel(period, window.period),
      window.period,
    );
    const changes =
      window.period === 'daily'
        ? subscriptions
            .map((entry) => ({ name: entry.subscription.plan, changes: weeklyChanges(window.periods, entry.clicksPerPeriod, share / 100) }))
            .filter((entry) => entry.changes.length)
        : [];
    return { lines, labels, table, changes, markers: changeMarkers(changes, window.period) };
  }, [subscriptions, window.periods, window.period, share]);

  if (!subscriptions.length) {
    return <Typography sx={{ color: 'text.secondary' }}>This account has no subscriptions to report on.</Typography>;
  }
  const total = subscriptions.reduce((sum, entry) => sum + entry.totalClicks, 0);
  return (
    <Stack spacing={3}>
      <ChartCard
        id="reporting-services-chart"
        title={window.period === 'monthly' ? 'Clicks per month' : 'Clicks per day'}
        caption={`Clicks per ${window.period === 'monthly' ? 'month' : 'day'} for each subscription, ${windowLabel(window)}`}
        labels={view.labels}
        lines={view.lines}
        markers={view.markers}
        yLabel="Clicks"
        table={view.table}
        // Named for the days the file holds: by month, the whole months of the window, not the days picked.
        csvName={csvFileName(accountName, 'services', window.from, window.to)}
        notes={
          <>
            {total === 0 && <Typography sx={{ color: 'text.secondary', mt: 1 }}>No clicks were used in this period.</Typography>}
            <ChangeNotes changes={view.changes} share={share} />
          </>
        }
      />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Totals
          </Typography>
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            {subscriptions.map((entry) => (
              <Stack key={entry.subscription.planId} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                <Typography component="dt">
                  {entry.subscription.plan}{' '}
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    ({serviceNames[entry.subscription.service]})
                  </Typography>
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`total-plan-${entry.subscription.planId}`}>
                  {count(entry.totalClicks)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
      {subscriptions
        .filter((entry) => entry.countries.length > 1)
        .map((entry) => (
          <CountriesCard
            key={entry.subscription.planId}
            plan={entry.subscription.plan}
            countries={entry.countries}
            windowText={windowLabel(window)}
            csvName={csvFileName(accountName, `countries-${entry.subscription.planId}`, window.from, window.to)}
          />
        ))}
    </Stack>
  );
});
