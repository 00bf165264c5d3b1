import { memo, useMemo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { runOutStanding } from '../../lib/reporting/run-out-standing';
import { forecastChart, type ForecastChart } from './forecast-series';
import { average, count, dayText } from './format';
import { pointLabel } from './period';
import type { SummarySubscription } from './subscriptions-summary';
import { runOutFigures } from './summary-run-out';
import { UsageChart } from './lazy-usage-chart';

/** A subscription with a line on the chart: one still in force with clicks left, falling or flat. */
const hasLine = (entry: SummarySubscription) => {
  const standing = runOutStanding(runOutFigures(entry));
  return standing === 'runsOut' || standing === 'notInUse';
};

/**
 * In words what the forecast line shows, for everyone (the chart is a picture only); and for a
 * subscription used up or ended, which has no line, why.
 */
function forecastWords(entry: SummarySubscription, today: string): string {
  const { subscription, forecast } = entry;
  const standing = runOutStanding(runOutFigures(entry));
  if (standing === 'ended') {
    // Its status as home and Services show it, and the day it ended where that has come.
    const endDay = subscription.endDate.slice(0, 10);
    const ended = endDay > '1970-01-01' && endDay <= today ? ` on ${dayText(subscription.endDate)}` : '';
    return `${subscription.plan}: ${subscription.status || 'ended'}${ended}, so nothing is forecast.`;
  }
  if (standing === 'usedUp') {
    return forecast.periodEnd
      ? `${subscription.plan}: used up, with no clicks left before it renews or ends on ${dayText(forecast.periodEnd)}.`
      : `${subscription.plan}: used up, with no clicks left.`;
  }
  if (forecast.runOutDate === null) return `${subscription.plan}: ${count(forecast.remainClicks)} clicks left, none used recently.`;
  const when = `${subscription.plan}: at ${average(forecast.dailyAverage)} clicks a day, the ${count(forecast.remainClicks)} clicks left run out on ${dayText(forecast.runOutDate)}`;
  if (!forecast.periodEnd) return `${when}.`;
  return forecast.runsOutEarly
    ? `${when}, before it renews or ends on ${dayText(forecast.periodEnd)}.`
    : `${when}, after it renews or ends on ${dayText(forecast.periodEnd)}.`;
}

/**
 * Under the chart, true of every line: one that is not being used stays flat, and the chart looks
 * at most FORECAST_HORIZON_DAYS ahead, so a run-out or renewal past that has no mark on it.
 */
export const forecastCaption =
  'Each line is a subscription’s clicks left from today at the recent daily average: it falls to none on the day they run out, or stays flat while none are used. Its marks are that day and the day the subscription renews or ends, where the chart reaches them.';

/** For each line that ends above none because its clicks run out past the chart's last day: when they do. */
function afterEndWords(subscriptions: readonly SummarySubscription[], series: ForecastChart['series']): string[] {
  return subscriptions.flatMap((entry, index) =>
    series[index]?.runsOutAfterEnd && entry.forecast.runOutDate
      ? [`${entry.subscription.plan} runs out after the chart’s end, on ${dayText(entry.forecast.runOutDate)}.`]
      : [],
  );
}

/**
 * Each subscription's clicks left from today to the day they run out at the recent rate, with its
 * renewal or end marked. Drawn again only for other figures: the screen around it re-renders as
 * its loading state goes, and the chart is the costliest part of it.
 */
export const ForecastCard = memo(function ForecastCard({ subscriptions, today }: { subscriptions: readonly SummarySubscription[]; today: string }) {
  // One used up or ended has nothing to forecast: no line from today on (its words say why).
  const drawn = useMemo(() => subscriptions.filter(hasLine), [subscriptions]);
  const chart = useMemo(
    () =>
      forecastChart(
        today,
        drawn.map((entry) => ({ name: entry.subscription.plan, ...entry.forecast })),
      ),
    [drawn, today],
  );
  if (!subscriptions.length) return null;
  const labels = chart.days.map((day) => pointLabel(new Date(day).toISOString(), 'daily'));
  const dayIndex = (iso: string | null) => (iso ? chart.days.indexOf(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`)) : -1);
  // Each line is marked where the subscription renews or ends, and where its clicks run out.
  const marks = drawn.map((entry) => [dayIndex(entry.forecast.periodEnd), dayIndex(entry.forecast.runOutDate)].filter((index) => index >= 0));
  return (
    <Card variant="outlined" id="reporting-summary-forecast">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Forecast: clicks left
        </Typography>
        {drawn.length > 0 && (
          <>
            <UsageChart
              labels={labels}
              lines={chart.series.map((line, index) => ({
                id: `forecast-${drawn[index]!.subscription.planId}`,
                name: line.name,
                values: line.values,
                forecast: true,
                marks: marks[index],
              }))}
              yLabel="Clicks left"
            />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} data-testid="forecast-caption">
              {forecastCaption}
              {afterEndWords(drawn, chart.series).map((words) => ` ${words}`)}
            </Typography>
          </>
        )}
        <Stack component="ul" spacing={0.5} sx={{ m: 0, mt: 1, pl: 2.5 }} data-testid="forecast-words">
          {subscriptions.map((entry) => (
            <Typography component="li" key={entry.subscription.planId} sx={entry.forecast.runsOutEarly ? { fontWeight: 600 } : undefined}>
              {forecastWords(entry, today)}
            </Typography>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
});
