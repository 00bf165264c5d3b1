import { useCallback, useMemo } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';
import { periodFromSearch, periodToSearch, unusedPeriod, utcToday, type Grouping, type PeriodPreset, type ReportPeriod } from './period';
import { changeShareFromSearch } from './week-over-week';

/** The period a report's address names, for its loader: the same one the screen then shows. */
export function reportPeriodOf(url: URL): ReportPeriod {
  return periodFromSearch(url.searchParams, utcToday());
}

/**
 * The report's period as the URL holds it, so a report can be shared or reloaded as it is, and the
 * ways to change it (each a new history entry, so Back returns to the period before; `setParam`
 * may replace the entry instead, for a correction Back should not undo).
 */
export function useReportPeriod() {
  const [search, setSearch] = useSearchParams();
  const today = utcToday();
  const period = useMemo(() => periodFromSearch(search, today), [search, today]);
  /** Why the link's period is not the one shown, for the picker to say; null when it is. */
  const unused = useMemo(() => unusedPeriod(search), [search]);
  const changeShare = changeShareFromSearch(search);

  const choose = useCallback(
    (preset: PeriodPreset, range?: { from: string; to: string }) =>
      setSearch((current) => periodToSearch({ preset, grouping: periodFromSearch(current, today).grouping, ...range }, current)),
    [setSearch, today],
  );
  const group = useCallback(
    (grouping: Grouping) =>
      setSearch((current) => {
        const now: ReportPeriod = periodFromSearch(current, today);
        return periodToSearch({ ...now, grouping }, current);
      }),
    [setSearch, today],
  );
  const setParam = useCallback(
    (name: string, value: string | null, options?: NavigateOptions) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      }, options),
    [setSearch],
  );
  // Stable, so the change-share field (memoised) is not drawn again with every render of its screen.
  const chooseChangeShare = useCallback((share: number) => setParam('change', String(share)), [setParam]);
  return { period, unused, today, changeShare, search, choose, group, setParam, chooseChangeShare };
}
