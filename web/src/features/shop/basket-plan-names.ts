/**
 * The names of the plans the basket has been shown, by plan id, for as long as the portal is open:
 * learnt from each quote, and from a plan's card as it is added. A line whose plan has gone off
 * sale since is no longer named by its quote (the gateway names only a plan on sale or one the
 * account holds), and keeps the name the customer saw it by, to be told why and to remove it by.
 */
const seen = new Map<string, string>();

export const basketPlanNames = {
  /** Keeps the name of each plan given one. */
  learn(plans: Iterable<{ planId: string; plan?: string | null }>): void {
    for (const { planId, plan } of plans) if (plan) seen.set(planId, plan);
  },
  /** The name the plan was last shown by; undefined when it has not been shown. */
  of(planId: string): string | undefined {
    return seen.get(planId);
  },
};
