import { memo, useMemo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forecastChart } from './forecast-series';
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
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Each line falls from today’s clicks left to none on the day they run out at the recent daily average. Its marks are that day and the day the
          subscription renews or ends.
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
