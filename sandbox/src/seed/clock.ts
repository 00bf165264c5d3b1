const DAY_SECONDS = 86_400;

/** Seed dates are whole UTC days counted back from the day the sandbox starts. */
export interface SeedClock {
  /** Today's UTC midnight, epoch seconds. */
  today: number;
  daysAgo(days: number): number;
}

export function seedClock(nowMs: number): SeedClock {
  const today = Math.floor(nowMs / 1000 / DAY_SECONDS) * DAY_SECONDS;
  return { today, daysAgo: (days) => today - days * DAY_SECONDS };
}

export { DAY_SECONDS };
