import { runOutText } from '../subscription-figures';

/**
 * Where a subscription stands against its run-out, from what the gateway says of it: the
 * provider's status, its clicks left and the run-out day the gateway worked out (none when there
 * is none to come, docs/subscription-figures.md).
 *
 * - `ended`: its status is not active (expired, disabled): no forecast, whatever clicks are left.
 * - `usedUp`: no clicks left, so no day to come on which they run out.
 * - `runsOut`: a run-out day at the recent rate.
 * - `notInUse`: clicks left and none being used.
 */
export type RunOutStanding = 'ended' | 'usedUp' | 'runsOut' | 'notInUse';

export interface RunOutFigures {
  /** The subscription's status as the provider reports it, and home and Services show it: active, expired, disabled. */
  status: string;
  remainClicks: number;
  /** The gateway's run-out day (`ClickForecast.runOutDate`, `AccountPlan.estimatedExpiryDate`). */
  runOutDate: string | null | undefined;
}

/** The standing of a subscription's clicks (above). Pure. */
export function runOutStanding({ status, remainClicks, runOutDate }: RunOutFigures): RunOutStanding {
  if (status !== 'active') return 'ended';
  if (remainClicks <= 0) return 'usedUp';
  return runOutDate ? 'runsOut' : 'notInUse';
}

/** The status in a sentence's first place: "Expired", as home's and Services' chip says "expired". */
export const statusWord = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * What a Runs out figure says: the day, "Not in use", "Used up", or the status of a subscription
 * that has ended ("Expired"), whose clicks left no longer run out.
 */
export function runOutStandingText(figures: RunOutFigures): string {
  switch (runOutStanding(figures)) {
    case 'ended':
      return statusWord(figures.status) || 'Ended';
    case 'usedUp':
      return 'Used up';
    default:
      return runOutText(figures.runOutDate);
  }
}
