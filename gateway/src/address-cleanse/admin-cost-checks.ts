import type { AdminCostInput } from '../generated/resolvers';
import { checkedSince1970, requireEndAfterStart } from '../input-checks';
import { requestError } from '../upstream/failures';
import type { UpstreamAdminCost } from './types';

// A price's new figures and dates, checked as the bureau checks them before it changes a price:
// it refused a figure below 0, a date before 1970 and an end not after the start with BAD_REQUEST
// naming its own field, which the caller had to map back to the input.

/** The figures of a price, each 0 or more: prices per job, match and record, and the fewest records charged. */
const FIGURES = ['basePrice', 'pricePerMatch', 'pricePerRecord', 'realPricePerMatch', 'realPricePerRecord', 'minRecCount'] as const;

/** The price as it is sent; BAD_USER_INPUT naming the field (`input.basePrice`) for one the bureau would refuse. */
export function checkedAdminCost(costId: number, input: AdminCostInput): Omit<UpstreamAdminCost, 'costTypeId' | 'territory'> {
  for (const figure of FIGURES) {
    const value = input[figure];
    if (value < 0) throw requestError('BAD_USER_INPUT', `${figure} must be 0 or more, not ${value}.`, { argument: `input.${figure}` });
  }
  // DateTime arrives as epoch seconds (gateway/src/date-time.ts).
  const startDate = checkedSince1970(input.startDate as number, 'input.startDate');
  const endDate = typeof input.endDate === 'number' ? checkedSince1970(input.endDate, 'input.endDate') : null;
  if (endDate !== null) requireEndAfterStart(startDate, endDate, { startArgument: 'input.startDate', endArgument: 'input.endDate' });
  return { costId, ...input, startDate, endDate };
}
