import { memo, useMemo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forecastChart, type ForecastChart } from './forecast-series';
import { average, count, dayText } from './format';
import { pointLabel } from './period';
import type { SummarySubscription } from './subscriptions-summary';
import { UsageChart } from './lazy-usage-chart';

/** In words what the forecast line shows, for everyone (the chart is a picture only). */
function forecastWords(entry: SummarySubscription): string {
  const { subscription, forecast } = entry;
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
  const chart = useMemo(
    () =>
      forecastChart(
        today,
        subscriptions.map((entry) => ({ name: entry.subscription.plan, ...entry.forecast })),
      ),
    [subscriptions, today],
  );
  if (!subscriptions.length) return null;
  const labels = chart.days.map((day) => pointLabel(new Date(day).toISOString(), 'daily'));
  const dayIndex = (iso: string | null) => (iso ? chart.days.indexOf(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`)) : -1);
  // Each line is marked where the subscription renews or ends, and where its clicks run out.
  const marks = subscriptions.map((entry) => [dayIndex(entry.forecast.periodEnd), dayIndex(entry.forecast.runOutDate)].filter((index) => index >= 0));
  return (
    <Card variant="outlined" id="reporting-summary-forecast">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Forecast: clicks left
        </Typography>
        <UsageChart
          labels={labels}
          lines={chart.series.map((line, index) => ({
            id: `forecast-${subscriptions[index]!.subscription.planId}`,
            name: line.name,
            values: line.values,
            forecast: true,
            marks: marks[index],
          }))}
          yLabel="Clicks left"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} data-testid="forecast-caption">
          {forecastCaption}
          {afterEndWords(subscriptions, chart.series).map((words) => ` ${words}`)}
        </Typography>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, mt: 1, pl: 2.5 }} data-testid="forecast-words">
          {subscriptions.map((entry) => (
            <Typography component="li" key={entry.subscription.planId} sx={entry.forecast.runsOutEarly ? { fontWeight: 600 } : undefined}>
              {forecastWords(entry)}
            </Typography>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
});
