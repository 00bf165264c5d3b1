import { memo, useEffect, useMemo, useState } from 'react';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {
  ReportingTokensQuery as TokensData,
  ReportingTokensQueryVariables as TokensVariables,
  ReportingTokens_TokenFragment as TokenUsage,
  UsagePeriod,
} from '../../gql/graphql';
import { useCurrentAccount } from '../../lib/current-account';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { useFailure } from '../../components/failure/use-failure';
import { ReadySuspense } from '../../components/loading/ready-suspense';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { ChartCard } from './chart-card';
import { ChangeNotes, ChangeShareField, changeMarkers } from './change-notes';
import { pointLabel, windowLabel, type ReportPeriod } from './period';
import { PeriodPicker } from './period-picker';
import { csvFileName, figureTable } from './report-csv';
import { ReportHeading, ReportWindow } from './report-heading';
import { ReportingTokensQuery } from './report-documents';
import { ChooseAccount, ReportFailure, ReportLoading, useRetry } from './report-states';
import { tokensTips } from './reporting-tips';
import { reportPeriodOf, useReportPeriod } from './use-report-period';
import { weeklyChanges } from './week-over-week';
import { count } from './format';
import { preloadUsageChart } from './lazy-usage-chart';

// The chart's chunk starts loading with this screen's module rather than with its loader, which
// runs only once the frame knows the account: asked for then, the chunk was still to be run when
// the report's answer came, and the report was drawn twice (docs/request-path.md).
preloadUsageChart();

const tokenName = (token: TokenUsage) => (token.locked ? `${token.tokenTag} (locked)` : token.tokenTag);

/** What the report asks for: the period's days, by day or by month, and every token or the one tagged. */
function tokensVariables(accountId: string, period: ReportPeriod, search: URLSearchParams): TokensVariables {
  const tag = search.get('tag') ?? '';
  return { accountId, from: period.from, to: period.to, period: period.grouping, tag, oneTag: tag !== '' };
}

export function loader({ current, url, preloadQuery }: ScreenLoaderArgs) {
  const accountId = current.account?.id;
  if (!accountId) return { report: null, answered: null };
  const variables = tokensVariables(accountId, reportPeriodOf(url), url.searchParams);
  const report = preloadQuery(ReportingTokensQuery, { variables, errorPolicy: 'all' });
  // `answered` shows the report the moment it is in (ReadySuspense says why it has to be told).
  return { report, answered: preloadQuery.toPromise(report) };
}

type TokensRef = QueryRef<TokensData, TokensVariables, 'complete' | 'streaming' | 'empty'>;

/** Reporting → Tokens: each API token's clicks over the period, or one token's (`tag` in the URL). */
export function Component() {
  const { report, answered } = useScreenData<typeof loader>();
  const account = useCurrentAccount().account;
  const { period, unused, today, changeShare, search, choose, group, setParam, chooseChangeShare } = useReportPeriod();
  const tag = search.get('tag') ?? '';
  useHelpTips('reportingTokens', tokensTips);
  // The tags to choose from stay while another choice loads (or fails: a link to a tag the account lacks).
  const [known, setKnown] = useState<readonly string[]>([]);
  const tags = known.includes(tag) || !tag ? known : [...known, tag];
  // The controls stay while another choice loads; its figures show the skeleton until they are in.
  const asked = account ? JSON.stringify(tokensVariables(account.id, period, search)) : '';
  return (
    <Stack spacing={3}>
      <ReportHeading
        title="Tokens"
        account={account?.name ?? ''}
        window={
          report && (
            <ReadySuspense key={asked} ready={answered} fallback={null}>
              <TokensWindow report={report} />
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
            <TextField
              select
              fullWidth={false}
              size="small"
              label="Token"
              value={tag}
              onChange={(event) => setParam('tag', event.target.value || null)}
              sx={{ minWidth: 180 }}
              id="report-token"
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">All tokens</MenuItem>
              {tags.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
            {period.grouping === 'daily' && <ChangeShareField share={changeShare} onChange={chooseChangeShare} />}
          </Box>
          <ReadySuspense key={asked} ready={answered} fallback={<ReportLoading />}>
            <LoadedReport report={report} onTags={setKnown} accountName={account.name} share={changeShare} from={period.from} to={period.to} tag={tag} />
          </ReadySuspense>
        </>
      )}
    </Stack>
  );
}

function TokensWindow({ report }: { report: TokensRef }) {
  const { data, error } = useReadQuery(report);
  return <ReportWindow window={error ? undefined : data?.usageReport?.window} />;
}

function LoadedReport({ report, onTags, ...shown }: { report: TokensRef; onTags: (tags: readonly string[]) => void } & Omit<ReportProps, 'tokens' | 'window'>) {
  const { data, error } = useReadQuery(report);
  const retry = useRetry();
  const failure = useFailure('load the token usage', { watch: error });
  const usage = error ? undefined : data?.usageReport;
  const tags = useMemo(() => usage?.tokens.map((token) => token.tokenTag), [usage]);
  const tokens = useMemo(() => (usage?.token ? [usage.token] : usage?.tokens), [usage]);
  useEffect(() => {
    if (tags) onTags(tags);
  }, [tags, onTags]);
  return (
    <>
      <ReportFailure failure={failure} onRetry={retry} />
      {failure.message || !usage || !tokens ? null : <TokensReport tokens={tokens} window={usage.window} {...shown} />}
    </>
  );
}

interface ReportProps {
  tokens: readonly TokenUsage[];
  window: { from: string; to: string; period: UsagePeriod; periods: readonly string[] };
  accountName: string;
  share: number;
  from: string;
  to: string;
  tag: string;
}

/**
 * The report drawn from its answer: again only for other figures or settings. Its screen renders
 * again once the tags are known, and the chart and the figure table are the costliest of it.
 */
const TokensReport = memo(function TokensReport({ tokens, window, accountName, share, from, to, tag }: ReportProps) {
  const view = useMemo(() => {
    const lines = tokens.map((token) => ({ id: `token-${token.tokenId}`, name: tokenName(token), values: token.clicksPerPeriod }));
    const labels = window.periods.map((period) => pointLabel(period, window.period));
    const table = figureTable(
      window.period === 'monthly' ? 'Month' : 'Day',
      window.periods,
      tokens.map((token) => ({ name: tokenName(token), values: token.clicksPerPeriod })),
      (period) => pointLabel(period, window.period),
      window.period,
    );
    const changes =
      window.period === 'daily'
        ? tokens
            .map((token) => ({ name: tokenName(token), changes: weeklyChanges(window.periods, token.clicksPerPeriod, share / 100) }))
            .filter((line) => line.changes.length)
        : [];
    return { lines, labels, table, changes, markers: changeMarkers(changes, window.period) };
  }, [tokens, window.periods, window.period, share]);

  if (!tokens.length) return <Typography sx={{ color: 'text.secondary' }}>This account has no API tokens to report on.</Typography>;
  const total = tokens.reduce((sum, token) => sum + token.totalClicks, 0);
  const locked = tokens.filter((token) => token.locked);
  return (
    <ChartCard
      id="reporting-tokens-chart"
      title={
        tag ? `Clicks of ${tag} per ${window.period === 'monthly' ? 'month' : 'day'}` : `Clicks per token per ${window.period === 'monthly' ? 'month' : 'day'}`
      }
      caption={`Clicks per ${window.period === 'monthly' ? 'month' : 'day'} for ${tag ? `the token ${tag}` : 'each API token'}, ${windowLabel(window)}`}
      labels={view.labels}
      lines={view.lines}
      markers={view.markers}
      yLabel="Clicks"
      table={view.table}
      csvName={csvFileName(accountName, tag ? `token-${tag}` : 'tokens', from, to)}
      notes={
        <>
          <Typography sx={{ mt: 1 }} data-testid="tokens-total">
            {count(total)} clicks in all
          </Typography>
          {locked.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Locked: {locked.map((token) => token.tokenTag).join(', ')}. A locked token is refused by the services, so its line stays flat from the day it was
              locked.
            </Typography>
          )}
          <ChangeNotes changes={view.changes} share={share} />
        </>
      }
    />
  );
});
