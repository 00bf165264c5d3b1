import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useReadQuery, type PreloadQueryFunction, type QueryRef } from '@apollo/client/react';
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
function tokensVariables(accountId: string, period: ReportPeriod, tag: string): TokensVariables {
  return { accountId, from: period.from, to: period.to, period: period.grouping, tag, oneTag: tag !== '' };
}

/** An account's token tags, as its report listed them. */
interface AccountTags {
  accountId: string;
  tags: readonly string[];
}

/**
 * The tags of the account whose tokens the report listed last. The portal keeps the query string
 * across Change Account, so a tag outlives the account it was chosen for.
 */
interface TagMemory {
  listed(): AccountTags | null;
  remember(tags: AccountTags): void;
}

/** One memory a page: the page makes its preloader once (signed-in-client.ts), and each test its own. */
const tagMemories = new WeakMap<PreloadQueryFunction, TagMemory>();

function tagMemoryOf(preloadQuery: PreloadQueryFunction): TagMemory {
  const known = tagMemories.get(preloadQuery);
  if (known) return known;
  let last: AccountTags | null = null;
  const memory: TagMemory = {
    listed: () => last,
    remember: (tags) => {
      last = tags;
    },
  };
  tagMemories.set(preloadQuery, memory);
  return memory;
}

/**
 * Whether the URL's tag came over from the account listed before, by Change Account rather than by
 * a link: asked for as it is, a tag the account now in use lacks failed the report every time, so
 * the report lists that account's tokens first, to keep the tag if it has a token so tagged.
 */
function tagCarriedOver(memory: TagMemory, accountId: string, tag: string): boolean {
  const listed = memory.listed();
  return tag !== '' && listed !== null && listed.accountId !== accountId && listed.tags.includes(tag);
}

export function loader({ current, url, preloadQuery }: ScreenLoaderArgs) {
  const tagMemory = tagMemoryOf(preloadQuery);
  const accountId = current.account?.id;
  if (!accountId) return { report: null, answered: null, carriedTag: false, tagMemory };
  const tag = url.searchParams.get('tag') ?? '';
  const carriedTag = tagCarriedOver(tagMemory, accountId, tag);
  const variables = tokensVariables(accountId, reportPeriodOf(url), carriedTag ? '' : tag);
  const report = preloadQuery(ReportingTokensQuery, { variables, errorPolicy: 'all' });
  // `answered` shows the report the moment it is in (ReadySuspense says why it has to be told).
  return { report, answered: preloadQuery.toPromise(report), carriedTag, tagMemory };
}

type TokensRef = QueryRef<TokensData, TokensVariables, 'complete' | 'streaming' | 'empty'>;

/** Reporting → Tokens: each API token's clicks over the period, or one token's (`tag` in the URL). */
export function Component() {
  const { report, answered, carriedTag, tagMemory } = useScreenData<typeof loader>();
  const account = useCurrentAccount().account;
  const { period, unused, today, changeShare, search, choose, group, setParam, chooseChangeShare } = useReportPeriod();
  const tag = search.get('tag') ?? '';
  useHelpTips('reportingTokens', tokensTips);
  // The tags to choose from are the account's: they stay while another choice loads (or fails: a
  // link to a tag the account lacks), and another account's are never offered.
  const [known, setKnown] = useState<AccountTags | null>(() => tagMemory.listed());
  const listed = useCallback(
    (tags: AccountTags) => {
      tagMemory.remember(tags);
      setKnown(tags);
    },
    [tagMemory],
  );
  const accountTags = known && known.accountId === account?.id ? known.tags : [];
  const tags = accountTags.includes(tag) || !tag ? accountTags : [...accountTags, tag];
  // A tag another account had and this one lacks goes, in place: Back would bring the failure again.
  const dropTag = useCallback(() => setParam('tag', null, { replace: true }), [setParam]);
  // The controls stay while another choice loads; its figures show the skeleton until they are in.
  const asked = account ? JSON.stringify(tokensVariables(account.id, period, carriedTag ? '' : tag)) : '';
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
            <LoadedReport
              report={report}
              onTags={listed}
              carriedTag={carriedTag}
              onTagGone={dropTag}
              accountName={account.name}
              share={changeShare}
              tag={tag}
            />
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

interface LoadedProps {
  report: TokensRef;
  onTags: (tags: AccountTags) => void;
  /** The URL's tag came over from another account: `report` lists every token, to see if it is one of them. */
  carriedTag: boolean;
  /** The carried tag is none of the account's. */
  onTagGone: () => void;
}

function LoadedReport({ report, onTags, carriedTag, onTagGone, ...shown }: LoadedProps & Omit<ReportProps, 'tokens' | 'window'>) {
  const { data, error } = useReadQuery(report);
  const retry = useRetry();
  const failure = useFailure('load the token usage', { watch: error });
  const usage = error ? undefined : data?.usageReport;
  const listed = useMemo(() => usage && { accountId: usage.accountId, tags: usage.tokens.map((token) => token.tokenTag) }, [usage]);
  const tokens = useMemo(() => (usage?.token ? [usage.token] : usage?.tokens), [usage]);
  const { tag } = shown;
  useEffect(() => {
    if (!listed) return;
    onTags(listed);
    // Listed now, the tag is the account's (asked for by the loader running again) or it goes.
    if (carriedTag) {
      if (listed.tags.includes(tag)) retry();
      else onTagGone();
    }
  }, [listed, onTags, carriedTag, tag, retry, onTagGone]);
  return (
    <>
      <ReportFailure failure={failure} onRetry={retry} />
      {failure.message || !usage || !tokens ? null : carriedTag ? <ReportLoading /> : <TokensReport tokens={tokens} window={usage.window} {...shown} />}
    </>
  );
}

interface ReportProps {
  tokens: readonly TokenUsage[];
  window: { from: string; to: string; period: UsagePeriod; periods: readonly string[] };
  accountName: string;
  share: number;
  tag: string;
}

/**
 * The report drawn from its answer: again only for other figures or settings. Its screen renders
 * again once the tags are known, and the chart and the figure table are the costliest of it.
 */
const TokensReport = memo(function TokensReport({ tokens, window, accountName, share, tag }: ReportProps) {
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
      // Named for the days the file holds (by month, the window's whole months), the tag made a slug as the account's name is.
      csvName={csvFileName(accountName, tag ? `token-${tag}` : 'tokens', window.from, window.to)}
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
