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
  /** The file's own records; `recordCount` is this or the minimum, whichever is more. */
  fileRecordCount: number;
  /** The fewest records a job of this cost type is charged for. */
  minimumRecordCount: number;
  /** What the test found for this line to do: records matched or corrected, duplicates, or records on a checked list. */
  testMatchCount: number;
  /** The test's records, which `testMatchCount` is out of. */
  testRecordCount: number;
  /** False when the test found nothing for the line to do: it is then not charged, whatever the full run finds. */
  charged: boolean;
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
 * against the address file, deduplication unless none, suppression when a list is checked). Each
 * counts the file's records, at least the price's minimum; matches are the test run's share applied
 * to the whole file. A line whose test found nothing to do (no match, no duplicate, nobody on a
 * list) is not charged: the customer does not pay for a check that found nothing.
 */
export function costsOf(input: {
  costs: readonly AdminCost[];
  territory: string;
  settings: FileSettings;
  rowCount: number;
  testRecords: number;
  /** What the test found per cost type (1 matching, 2 deduplication, 3 suppression). */
  testMatches: Readonly<Record<number, number>>;
  nowSeconds: number;
}): Costs {
  const { settings } = input;
  const used = [settings.addressSettings.usePAF, settings.dedupeLevel !== 'none', settings.suppressions.length > 0];
  const lines = costTypes
    .filter((_, index) => used[index])
    .map(({ costTypeId, name }): CostLine => {
      const price = priceFor(input.costs, costTypeId, input.territory, input.nowSeconds);
      if (!price) throw new HttpError(409, `There is no ${name} price for ${input.territory} today`);
      const testMatchCount = input.testMatches[costTypeId] ?? 0;
      const charged = testMatchCount > 0;
      const recordCount = Math.max(input.rowCount, price.minRecCount);
      const matchCount = input.testRecords === 0 ? 0 : Math.round((input.rowCount * testMatchCount) / input.testRecords);
      return {
        costTypeId,
        description: name,
        basePrice: price.basePrice,
        recordCount,
        pricePerRecord: price.pricePerRecord,
        matchCount,
        pricePerMatch: price.pricePerMatch,
        total: charged ? pennies(price.basePrice + recordCount * price.pricePerRecord + matchCount * price.pricePerMatch) : 0,
        realTotal: charged ? pennies(recordCount * price.realPricePerRecord + matchCount * price.realPricePerMatch) : 0,
        fileRecordCount: input.rowCount,
        minimumRecordCount: price.minRecCount,
        testMatchCount,
        testRecordCount: input.testRecords,
        charged,
      };
    });
  return {
    currency: input.territory === 'australia' ? 'AUD' : 'GBP',
    lines,
    total: pennies(lines.reduce((sum, line) => sum + line.total, 0)),
    realTotal: pennies(lines.reduce((sum, line) => sum + line.realTotal, 0)),
  };
}
