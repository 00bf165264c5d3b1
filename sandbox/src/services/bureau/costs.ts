import { costTypes, type AdminCost } from '../../seed/bureau';
import { HttpError } from '../../http/errors';
import type { FileSettings } from './settings';

export interface CostLine {
  costTypeId: number;
  description: string;
  basePrice: number;
  recordCount: number;
  pricePerRecord: number;
  matchCount: number;
  pricePerMatch: number;
  total: number;
  /** What the line really costs the provider. */
  realTotal: number;
}

export interface Costs {
  currency: 'GBP' | 'AUD';
  lines: CostLine[];
  total: number;
  realTotal: number;
}

const pennies = (amount: number) => Math.round(amount * 100) / 100;

/** The price of a cost type in a territory that holds at `nowSeconds`: the latest to start. */
export function priceFor(costs: readonly AdminCost[], costTypeId: number, territory: string, nowSeconds: number): AdminCost | undefined {
  return costs
    .filter(
      (cost) =>
        cost.costTypeId === costTypeId && cost.territory === territory && cost.startDate <= nowSeconds && (cost.endDate === null || cost.endDate > nowSeconds),
    )
    .sort((a, b) => b.startDate - a.startDate)[0];
}

/**
 * What a file's full run costs: a line per cost type the settings use (matching when matching
 * against the address file, deduplication unless none, suppression when a list is checked).
 * Matches are the test run's share of matched and updated records applied to the whole file.
 */
export function costsOf(input: {
  costs: readonly AdminCost[];
  territory: string;
  settings: FileSettings;
  rowCount: number;
  testRecords: number;
  testMatches: number;
  nowSeconds: number;
}): Costs {
  const { settings } = input;
  const used = [settings.addressSettings.usePAF, settings.dedupeLevel !== 'none', settings.suppressions.length > 0];
  const estimatedMatches = input.testRecords === 0 ? 0 : Math.round((input.rowCount * input.testMatches) / input.testRecords);
  const lines = costTypes
    .filter((_, index) => used[index])
    .map(({ costTypeId, name }): CostLine => {
      const price = priceFor(input.costs, costTypeId, input.territory, input.nowSeconds);
      if (!price) throw new HttpError(409, `There is no ${name} price for ${input.territory} today`);
      const recordCount = Math.max(input.rowCount, price.minRecCount);
      const matchCount = costTypeId === 1 ? estimatedMatches : 0;
      return {
        costTypeId,
        description: name,
        basePrice: price.basePrice,
        recordCount,
        pricePerRecord: price.pricePerRecord,
        matchCount,
        pricePerMatch: price.pricePerMatch,
        total: pennies(price.basePrice + recordCount * price.pricePerRecord + matchCount * price.pricePerMatch),
        realTotal: pennies(recordCount * price.realPricePerRecord + matchCount * price.realPricePerMatch),
      };
    });
  return {
    currency: input.territory === 'australia' ? 'AUD' : 'GBP',
    lines,
    total: pennies(lines.reduce((sum, line) => sum + line.total, 0)),
    realTotal: pennies(lines.reduce((sum, line) => sum + line.realTotal, 0)),
  };
}
