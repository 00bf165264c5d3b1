import { formatClicks, formatDay } from './display-format';

/**
 * A subscription's figures as every screen names and writes them (home, reporting, Administration
 * → Services, partner administration). The gateway works each out once (docs/subscription-figures.md);
 * these keep the words the same wherever they show.
 */
export const figureLabels = {
  /** Clicks left of the period's clicks, the plan's allowance plus its bundles. */
  clicksLeft: 'Clicks left',
  /** The day the clicks left run out at the recent daily average. */
  runsOut: 'Runs out',
  /** The day the period ends. */
  ends: 'Ends',
  /** The day the subscription renews by itself. */
  renews: 'Renews',
} as const;

/** "19,583 of 23,000": the clicks left of the period's clicks (plan plus bundles). */
export const clicksLeftText = (remainClicks: number, clickLimit: number) => `${formatClicks(remainClicks)} of ${formatClicks(clickLimit)}`;

/** The run-out day, or why there is none. */
export const runOutText = (runOutDate: string | null | undefined) => (runOutDate ? formatDay(runOutDate) : 'Not in use');
