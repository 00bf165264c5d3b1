import { MAX_PRICE } from '../input-bounds';
import { requestError } from '../upstream/failures';

// A price staff set (a click bundle's, a catalogue plan's price tier): money in whole pennies or
// cents, from 0 to 10,000,000. One rule for every input that sets one, refused before the service
// is asked: the service kept any figure, and a bundle of 1e308 showed on its invoice as £1e+308.

/** The highest price as a message writes it: 10,000,000. */
const SHOWN_MAX_PRICE = MAX_PRICE.toLocaleString('en-GB');

/**
 * Whether a price is whole pennies or cents: at most 2 decimal places, as the number was written
 * (JavaScript writes a Float's shortest form, so 0.001 stays 0.001 and 599.99 stays 599.99).
 */
function hasPennies(price: number): boolean {
  return Number.isInteger(price) || /^\d+\.\d{1,2}$/.test(String(price));
}

/**
 * The price as it is sent; throws BAD_USER_INPUT, `argument` as given, for one below 0, over
 * 10,000,000 or with more than 2 decimal places. Refused rather than rounded: 0.001 was saved as 0,
 * a price nobody asked for.
 */
export function checkedPrice(price: number, argument: string): number {
  if (price < 0 || !Number.isFinite(price)) throw requestError('BAD_USER_INPUT', 'price must be 0 or more.', { argument });
  if (price > MAX_PRICE) throw requestError('BAD_USER_INPUT', `price must be at most ${SHOWN_MAX_PRICE}, not ${price}.`, { argument });
  if (!hasPennies(price)) throw requestError('BAD_USER_INPUT', `price must have at most 2 decimal places (such as 39.99): ${price} has more.`, { argument });
  return price;
}
