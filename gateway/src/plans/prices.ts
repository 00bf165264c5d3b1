import { requestError } from '../upstream/failures';

// A price staff set (a click bundle's, a catalogue plan's price tier): money in whole pennies or
// cents, 0 or more. One rule for every input that sets one, refused before the service is asked.

/**
 * Whether a price is whole pennies or cents: at most 2 decimal places, as the number was written
 * (JavaScript writes a Float's shortest form, so 0.001 stays 0.001 and 599.99 stays 599.99).
 */
function hasPennies(price: number): boolean {
  return Number.isInteger(price) || /^\d+\.\d{1,2}$/.test(String(price));
}

/**
 * The price as it is sent; throws BAD_USER_INPUT, `argument` as given, for one below 0 or with more
 * than 2 decimal places. Refused rather than rounded: 0.001 was saved as 0, a price nobody asked for.
 */
export function checkedPrice(price: number, argument: string): number {
  if (price < 0 || !Number.isFinite(price)) throw requestError('BAD_USER_INPUT', 'price must be 0 or more.', { argument });
  if (!hasPennies(price)) throw requestError('BAD_USER_INPUT', `price must have at most 2 decimal places (such as 39.99): ${price} has more.`, { argument });
  return price;
}
