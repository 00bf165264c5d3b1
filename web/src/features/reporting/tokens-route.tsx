import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReportingTokens_TokenFragment as TokenUsage, UsagePeriod } from '../../gql/graphql';
import { useCurrentAccount } from '../../lib/current-account';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { ChartCard } from './chart-card';
import { ChangeNotes, ChangeShareField, changeMarkers } from './change-notes';
import { pointLabel, windowLabel } from './period';
import { PeriodPicker } from './period-picker';
import { csvFileName, figureTable } from './report-csv';
import { ReportHeading } from './report-heading';
import { ReportingTokensQuery } from './report-queries';
import { ChooseAccount, ReportFailure, ReportLoading } from './report-states';
import { tokensTips } from './reporting-tips';
import { useReportPeriod } from './use-report-period';
import { weeklyChanges } from './week-over-week';

const tokenName = (token: TokenUsage) => (token.locked ? `${token.tokenTag} (locked)` : token.tokenTag);

/** Reporting → Tokens: each API token's clicks over the period, or one token's (`tag` in the URL). */
export function Component() {
  const account = useCurrentAccount().account;
  const { period, today, changeShare, search, choose, group, setParam } = useReportPeriod();
  const tag = search.get('tag') ?? '';
  const { data, previousData, loading, error, refetch } = useQuery(ReportingTokensQuery, {
    variables: { accountId: account?.id ?? '', from: period.from, to: period.to, period: period.grouping, tag, oneTag: tag !== '' },
    skip: !account,
  });
  const failure = useFailure('load the token usage', { watch: data ? undefined : error });
  useHelpTips('reportingTokens', tokensTips, loading);
  const report = data?.usageReport;
  // The tags to choose from stay while another choice loads (or fails: a link to a tag the account lacks).
  const tags = (report ?? previousData?.usageReport)?.tokens.map((token) => token.tokenTag) ?? [];
  if (tag && !tags.includes(tag)) tags.push(tag);
  return (
    <Stack spacing={3}>
      <ReportHeading title="Tokens" account={account?.name ?? ''} window={report ? windowLabel(report.window) : null} />
      {!account ? (
        <ChooseAccount />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', gap: 2, alignItems: { sm: 'flex-start' } }}>
            <PeriodPicker period={period} today={today} onChoose={choose} onGroup={group} />
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
            {period.grouping === 'daily' && <ChangeShareField share={changeShare} onChange={(share) => setParam('change', String(share))} />}
          </Box>
          <ReportFailure failure={failure} onRetry={() => void refetch()} />
          {failure.message ? null : !report ? (
            loading && <ReportLoading />
          ) : (
            <TokensReport
              tokens={report.token ? [report.token] : report.tokens}
              window={report.window}
              accountName={account.name}
              share={changeShare}
              from={period.from}
              to={period.to}
              tag={tag}
            />
          )}
        </>
      )}
    </Stack>
  );
}

interface ReportProps {
  tokens: readonly TokenUsage[];
  window: { from: string; to: string; period: UsagePeriod };
  accountName: string;
  share: number;
  from: string;
  to: string;
  tag: string;
}

function TokensReport({ tokens, window, accountName, share, from, to, tag }: ReportProps) {
  const view = useMemo(() => {
    const lines = tokens.map((token) => ({ id: `token-${token.tokenId}`, name: tokenName(token), values: token.usage.map((point) => point.clicks) }));
    const labels = (tokens[0]?.usage ?? []).map((point) => pointLabel(point.period, window.period));
    const table = figureTable(
      window.period === 'monthly' ? 'Month' : 'Day',
      tokens.map((token) => ({ name: tokenName(token), points: token.usage })),
      (period) => pointLabel(period, window.period),
    );
    const changes =
      window.period === 'daily'
        ? tokens.map((token) => ({ name: tokenName(token), changes: weeklyChanges(token.usage, share / 100) })).filter((line) => line.changes.length)
        : [];
    return { lines, labels, table, changes };
  }, [tokens, window.period, share]);

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
      markers={changeMarkers(view.changes, window.period)}
      yLabel="Clicks"
      table={view.table}
      csvName={csvFileName(accountName, tag ? `token-${tag}` : 'tokens', from, to)}
      notes={
        <>
          <Typography sx={{ mt: 1 }} data-testid="tokens-total">
            {total.toLocaleString('en-GB')} clicks in all
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
}
