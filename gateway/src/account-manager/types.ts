// The account manager's JSON shapes (sandbox/README.md, "Account manager"). Ids are numbers,
// timestamps epoch seconds, money plain numbers in `currency`. Answers are frozen once parsed.

export type UpstreamCurrency = 'GBP' | 'AUD';
export type UpstreamService = 'address' | 'bankcode' | 'email' | 'name';

export interface UpstreamBundle {
  readonly bundleId: number;
  readonly planId: number;
  readonly plan?: string | null;
  readonly clicks: number;
  readonly price: number;
  readonly purchaseDate: number | null;
  readonly startDate: number | null;
  readonly endDate: number | null;
}

/** One subscription of an account: the spec's "Subscription summary" plus its currency. */
export interface UpstreamAccountPlan {
  readonly service: UpstreamService;
  readonly plan: string;
  readonly planId: number;
  readonly datasetRef: string;
  /** 0 or null when the service has none. */
  readonly endDate: number | null;
  readonly estimatedExpiryDate?: number | null;
  readonly remainClicks: number;
  readonly averageClicks: number;
  readonly clicksConsumedInPeriod: number;
  readonly clickConsumptionChange: number;
  readonly status: string;
  readonly deprecated: boolean;
  readonly deprecatedByPlan: string | null;
  readonly deprecatedByPlanId: number | null;
  readonly currency: UpstreamCurrency;
  readonly bundles: readonly UpstreamBundle[] | null;
  readonly subscription: {
    readonly clicks: number;
    readonly price: number;
    /** 0 or null when the subscription will not renew by itself. */
    readonly estimatedRenewalDate: number | null;
  };
}
