import type { AdminCostInput } from '../generated/resolvers';
import { MAX_PRICE } from '../input-bounds';
import { checkedSince1970, requireEndAfterStart } from '../input-checks';
import { requestError } from '../upstream/failures';
import type { UpstreamAdminCost } from './types';

// A price's new figures and dates, checked as the bureau checks them before it changes a price:
// it refused a figure below 0, a date before 1970 and an end not after the start with BAD_REQUEST
// naming its own field, which the caller had to map back to the input, and it rounds a money
// figure to 4 decimal places without saying so. It also kept any figure however large: 1e308 became
// one it could no longer answer, so nobody could read the prices again, nor correct it.

/** The figures of a price, each 0 or more: prices per job, match and record, and the fewest records charged. */
const FIGURES = ['basePrice', 'pricePerMatch', 'pricePerRecord', 'realPricePerMatch', 'realPricePerRecord', 'minRecCount'] as const;

/** The money figures, which the bureau keeps to 4 decimal places (to 0.0001), rounding any more away unsaid. */
const MONEY = ['basePrice', 'pricePerMatch', 'pricePerRecord', 'realPricePerMatch', 'realPricePerRecord'] as const;
const MONEY_PLACES = 4;
/** The highest money figure as a message writes it: 10,000,000. */
const SHOWN_MAX_PRICE = MAX_PRICE.toLocaleString('en-GB');

/**
 * The price as it is sent; BAD_USER_INPUT naming the field (`input.basePrice`) for one the bureau
 * would refuse or change, or a money figure over 10,000,000.
 */
export function checkedAdminCost(costId: number, input: AdminCostInput): Omit<UpstreamAdminCost, 'costTypeId' | 'territory'> {
  for (const figure of FIGURES) {
    const value = input[figure];
    if (value < 0) throw requestError('BAD_USER_INPUT', `${figure} must be 0 or more, not ${value}.`, { argument: `input.${figure}` });
  }
  for (const figure of MONEY) {
    const value = input[figure];
    if (value > MAX_PRICE) {
      throw requestError('BAD_USER_INPUT', `${figure} must be at most ${SHOWN_MAX_PRICE}, not ${value}.`, { argument: `input.${figure}` });
    }
    if (Number(value.toFixed(MONEY_PLACES)) !== value) {
      throw requestError('BAD_USER_INPUT', `${figure} has more than ${MONEY_PLACES} decimal places (${value}); prices are kept to 0.0001.`, {
        argument: `input.${figure}`,
      });
    }
  }
  // DateTime arrives as epoch seconds (gateway/src/date-time.ts).
  const startDate = checkedSince1970(input.startDate as number, 'input.startDate');
  const endDate = typeof input.endDate === 'number' ? checkedSince1970(input.endDate, 'input.endDate') : null;
  if (endDate !== null) requireEndAfterStart(startDate, endDate, { startArgument: 'input.startDate', endArgument: 'input.endDate' });
  return { costId, ...input, startDate, endDate };
}
