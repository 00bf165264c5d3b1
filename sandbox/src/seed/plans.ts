import type { SeedClock } from './clock';
import { userIds } from './users';
import type { Currency, Dataset, Plan, PlanComparison, PlanFilter, PriceBand, ServiceKind, Territory } from './types';

export const datasets: readonly Dataset[] = [
  { datasetId: 1, dataset: 'UK Addresses (PAF)', datasetRef: 'PAF', service: 'address' },
  { datasetId: 2, dataset: 'International Addresses', datasetRef: 'INTL', service: 'address' },
  { datasetId: 3, dataset: 'Australian Addresses (G-NAF)', datasetRef: 'GNAF', service: 'address' },
  { datasetId: 4, dataset: 'Email Validation', datasetRef: 'EMAIL', service: 'email' },
  { datasetId: 5, dataset: 'Bank Account Validation', datasetRef: 'BANK', service: 'bankcode' },
  { datasetId: 6, dataset: 'Name Validation', datasetRef: 'NAME', service: 'name' },
];

export const planIds = {
  ukAddress5k: 1,
  ukAddress20k: 2,
  ukAddress100k: 3,
  ukAddressBundle1k: 4,
  ukAddressBundle10k: 5,
  ukInternational2k: 6,
  ukPayment2k: 7,
  ukPayment10k: 8,
  ukEmail2k: 9,
  ukEmail10k: 10,
  ukName2k: 11,
  auAddress5k: 21,
  auAddress20k: 22,
  auAddressBundle1k: 23,
  auEmail2k: 24,
  auEmail10k: 25,
  auName2k: 26,
} as const;

interface DemoPlan {
  planId: number;
  plan: string;
  description: string;
  kind: 'plan' | 'bundle';
  datasetId: number;
  clicks: number;
  price: number;
  territory: Territory;
}

const demoPlans: DemoPlan[] = [
  {
    planId: planIds.ukAddress5k,
    plan: 'Address Lookup 5,000',
    description: '5,000 UK address lookups a year',
    kind: 'plan',
    datasetId: 1,
    clicks: 5_000,
    price: 150,
    territory: 'uk',
  },
  {
    planId: planIds.ukAddress20k,
    plan: 'Address Lookup 20,000',
    description: '20,000 UK address lookups a year',
    kind: 'plan',
    datasetId: 1,
    clicks: 20_000,
    price: 450,
    territory: 'uk',
  },
  {
    planId: planIds.ukAddress100k,
    plan: 'Address Lookup 100,000',
    description: '100,000 UK address lookups a year',
    kind: 'plan',
    datasetId: 1,
    clicks: 100_000,
    price: 1_500,
    territory: 'uk',
  },
  {
    planId: planIds.ukAddressBundle1k,
    plan: 'Address Lookup Bundle 1,000',
    description: '1,000 extra address lookup clicks',
    kind: 'bundle',
    datasetId: 1,
    clicks: 1_000,
    price: 40,
    territory: 'uk',
  },
  {
    planId: planIds.ukAddressBundle10k,
    plan: 'Address Lookup Bundle 10,000',
    description: '10,000 extra address lookup clicks',
    kind: 'bundle',
    datasetId: 1,
    clicks: 10_000,
    price: 300,
    territory: 'uk',
  },
  {
    planId: planIds.ukInternational2k,
    plan: 'International Address Lookup 2,000',
    description: '2,000 international address lookups a year',
    kind: 'plan',
    datasetId: 2,
    clicks: 2_000,
    price: 200,
    territory: 'uk',
  },
  {
    planId: planIds.ukPayment2k,
    plan: 'Payment Validation 2,000',
    description: '2,000 bank account checks a year',
    kind: 'plan',
    datasetId: 5,
    clicks: 2_000,
    price: 90,
    territory: 'uk',
  },
  {
    planId: planIds.ukPayment10k,
    plan: 'Payment Validation 10,000',
    description: '10,000 bank account checks a year',
    kind: 'plan',
    datasetId: 5,
    clicks: 10_000,
    price: 350,
    territory: 'uk',
  },
  {
    planId: planIds.ukEmail2k,
    plan: 'Email Validation 2,000',
    description: '2,000 e-mail address checks a year',
    kind: 'plan',
    datasetId: 4,
    clicks: 2_000,
    price: 60,
    territory: 'uk',
  },
  {
    planId: planIds.ukEmail10k,
    plan: 'Email Validation 10,000',
    description: '10,000 e-mail address checks a year',
    kind: 'plan',
    datasetId: 4,
    clicks: 10_000,
    price: 240,
    territory: 'uk',
  },
  {
    planId: planIds.ukName2k,
    plan: 'Name Validation 2,000',
    description: '2,000 name checks a year',
    kind: 'plan',
    datasetId: 6,
    clicks: 2_000,
    price: 50,
    territory: 'uk',
  },
  {
    planId: planIds.auAddress5k,
    plan: 'Address Lookup 5,000',
    description: '5,000 Australian address lookups a year',
    kind: 'plan',
    datasetId: 3,
    clicks: 5_000,
    price: 280,
    territory: 'australia',
  },
  {
    planId: planIds.auAddress20k,
    plan: 'Address Lookup 20,000',
    description: '20,000 Australian address lookups a year',
    kind: 'plan',
    datasetId: 3,
    clicks: 20_000,
    price: 850,
    territory: 'australia',
  },
  {
    planId: planIds.auAddressBundle1k,
    plan: 'Address Lookup Bundle 1,000',
    description: '1,000 extra address lookup clicks',
    kind: 'bundle',
    datasetId: 3,
    clicks: 1_000,
    price: 75,
    territory: 'australia',
  },
  {
    planId: planIds.auEmail2k,
    plan: 'Email Validation 2,000',
    description: '2,000 e-mail address checks a year',
    kind: 'plan',
    datasetId: 4,
    clicks: 2_000,
    price: 110,
    territory: 'australia',
  },
  {
    planId: planIds.auEmail10k,
    plan: 'Email Validation 10,000',
    description: '10,000 e-mail address checks a year',
    kind: 'plan',
    datasetId: 4,
    clicks: 10_000,
    price: 440,
    territory: 'australia',
  },
  {
    planId: planIds.auName2k,
    plan: 'Name Validation 2,000',
    description: '2,000 name checks a year',
    kind: 'plan',
    datasetId: 6,
    clicks: 2_000,
    price: 95,
    territory: 'australia',
  },
];

const filtersByService: Record<ServiceKind, PlanFilter[]> = {
  address: [{ description: 'Address Lookup', category: 'Service', displayOrder: 1 }],
  bankcode: [{ description: 'Payment Validation', category: 'Service', displayOrder: 2 }],
  email: [{ description: 'Email Validation', category: 'Service', displayOrder: 3 }],
  name: [{ description: 'Name Validation', category: 'Service', displayOrder: 4 }],
};

const comparisonsByService: Record<ServiceKind, PlanComparison[]> = {
  address: [
    { description: 'Official postal address data, updated daily', displayOrder: 1 },
    { description: 'Web, app and API access with tokens', displayOrder: 2 },
  ],
  bankcode: [{ description: 'Sort code and account number checked against the bank directory', displayOrder: 1 }],
  email: [{ description: 'Syntax, domain and mailbox checks', displayOrder: 1 }],
  name: [{ description: 'First and last names checked for plausibility', displayOrder: 1 }],
};

const currencyOf: Record<Territory, Currency> = { uk: 'GBP', australia: 'AUD' };

/**
 * The shop's price tiers: the plan's own quantity and price, then larger quantities at a lower rate
 * per click (twice the clicks at 10% off and five times at 20% off for a plan; five times at 10% off
 * for a bundle), so the shop's price changes as the quantity does.
 */
function priceBands(demo: DemoPlan): PriceBand[] {
  const band = (times: number, discount: number) => ({ clicks: demo.clicks * times, price: Math.round(demo.price * times * (1 - discount)) });
  return demo.kind === 'plan' ? [band(1, 0), band(2, 0.1), band(5, 0.2)] : [band(1, 0), band(5, 0.1)];
}

export function seedPlans(clock: SeedClock): Plan[] {
  return demoPlans.map((demo, index) => {
    const dataset = datasets.find((candidate) => candidate.datasetId === demo.datasetId);
    if (!dataset) throw new Error(`Plan ${demo.planId} names unknown dataset ${demo.datasetId}`);
    return {
      planId: demo.planId,
      plan: demo.plan,
      description: demo.description,
      service: dataset.service,
      kind: demo.kind,
      datasetId: dataset.datasetId,
      dataset: dataset.dataset,
      datasetRef: dataset.datasetRef,
      duration: demo.kind === 'plan' ? 365 : 0,
      clicks: demo.clicks,
      price: demo.price,
      currency: currencyOf[demo.territory],
      availableStart: clock.daysAgo(730),
      availableEnd: 0,
      calculator: demo.kind === 'plan' ? 'annual' : 'bundle',
      pricing: priceBands(demo),
      formula: '',
      createdDate: clock.daysAgo(730),
      createdBy: userIds.admin,
      updatedDate: clock.daysAgo(120),
      updatedBy: userIds.admin,
      territory: demo.territory,
      allowTest: demo.kind === 'plan',
      displayOrder: index + 1,
      planFilter: filtersByService[dataset.service].map((filter) => ({ ...filter })),
      planComparison: comparisonsByService[dataset.service].map((comparison) => ({ ...comparison })),
    };
  });
}
