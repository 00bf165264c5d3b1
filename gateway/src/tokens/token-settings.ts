import type { ApiTokenSettingsInput, NewApiTokenInput } from '../generated/resolvers';
import { isBlankText } from '../input-checks';
import { hasWildcard, isWebOrigin } from '../referrer-rule';
import { isAtMostCharacters, isOneLine } from '../text-rule';
import { requestError } from '../upstream/failures';

// A token's settings as the caller gives them, checked by the gateway before any service is asked:
// the same rules, codes, arguments and messages whether the token is being created or edited.
//
// Creating: the service takes the password and the settings in one call and refuses a wrong
// password and a bad setting alike, with 400 (the auth-error header the password calls send,
// docs/flows.md), so the attempt throttle counts every such refusal as a wrong password, against
// sign-in too. A caller who sent a blank tag or a malformed range five times would find themselves
// locked out of signing in. Editing: the service would answer BAD_REQUEST in its own words, where
// creating the same token answered BAD_USER_INPUT naming the argument. What the gateway can check
// itself it refuses first, uncounted, with the rules the schema states.

/** The longest tag, as the schema says. */
export const MAX_TAG_LENGTH = 50;
/** The longest referrer the service keeps. */
export const MAX_REFERRER_LENGTH = 200;

const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipRange = new RegExp(`^${octet}(\\.${octet}){3}(/(3[0-2]|[12]?\\d))?$`);

/** The settings both inputs hold: NewApiTokenInput leaves the range and referrer optional. */
type TokenSettingsGiven = Pick<NewApiTokenInput | ApiTokenSettingsInput, 'tag' | 'ipRange' | 'referrer' | 'expiry'>;

/** The settings as they are sent to the service: trimmed, a left-out range or referrer empty, a left-out expiry 0 (never). */
export interface CheckedTokenSettings {
  tag: string;
  ipRange: string;
  referrer: string;
  expiry: number;
}

function refused(argument: string, message: string): never {
  throw requestError('BAD_USER_INPUT', message, { argument: `input.${argument}` });
}

/** The network a CIDR block names (10.0.0.0/24 for 10.0.0.5/24); the range itself when it has no prefix or no host bits set. */
function networkOf(range: string): string {
  const [address = '', prefix] = range.split('/');
  if (prefix === undefined) return range;
  const bits = Number(prefix);
  const value = address.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
  const size = 2 ** (32 - bits);
  const network = Math.floor(value / size) * size;
  const octets = [24, 16, 8, 0].map((shift) => Math.floor(network / 2 ** shift) % 256);
  return `${octets.join('.')}/${bits}`;
}

/**
 * An IP range as it is sent (trimmed; empty for anywhere); throws BAD_USER_INPUT for one that is
 * neither an IPv4 address nor a CIDR block, and for a block with host bits set (10.0.0.5/24), which
 * the services would read as its network, 10.0.0.0/24: the caller says which they mean.
 */
export function checkIpRange(given: string | null | undefined): string {
  const range = given?.trim() ?? '';
  if (range === '') return range;
  if (!ipRange.test(range)) refused('ipRange', 'ipRange must be an IPv4 address or a CIDR range such as 203.0.113.0/24.');
  const network = networkOf(range);
  if (network !== range) refused('ipRange', `ipRange ${range} has host bits set: did you mean ${network}?`);
  return range;
}

/**
 * A referrer as it is sent (trimmed: a referrer of spaces alone checks as none, but the service
 * would refuse it; empty for any); throws BAD_USER_INPUT, `argument` as given (a setting's by
 * default), for one that is not an http(s) address of at most 200 characters.
 */
export function checkReferrer(given: string | null | undefined, argument = 'input.referrer'): string {
  const referrer = given?.trim() ?? '';
  if (referrer !== '' && (!isAtMostCharacters(referrer, MAX_REFERRER_LENGTH) || !isWebOrigin(referrer))) {
    const wildcard = hasWildcard(referrer) ? ' A wildcard (*) matches no site.' : '';
    throw requestError(
      'BAD_USER_INPUT',
      `referrer must be a web address such as https://www.example.com, of at most ${MAX_REFERRER_LENGTH} characters.${wildcard}`,
      { argument },
    );
  }
  return referrer;
}

/**
 * An expiry as it is sent: epoch seconds, or 0 (never) when left out or null; throws BAD_USER_INPUT
 * for one not in the future. The DateTime scalar gives epoch seconds; the first second of 1970 is 0,
 * which the service would read as never, so it is refused as past like any other.
 */
export function checkExpiry(given: unknown, nowSeconds: number): number {
  if (typeof given !== 'number') return 0;
  if (given <= nowSeconds) refused('expiry', 'expiry must be in the future.');
  return given;
}

/**
 * The settings as they are to be sent (trimmed); throws BAD_USER_INPUT, with `argument` the field
 * under `input`, for the first one the service would refuse.
 */
export function checkTokenSettings(input: TokenSettingsGiven, nowSeconds: number): CheckedTokenSettings {
  const tag = input.tag.trim();
  if (isBlankText(tag)) refused('tag', 'tag must not be empty.');
  if (!isAtMostCharacters(tag, MAX_TAG_LENGTH)) refused('tag', `tag must be at most ${MAX_TAG_LENGTH} characters.`);
  if (!isOneLine(tag)) refused('tag', 'tag must be one line of text, without a line break, tab or other control character.');
  const range = checkIpRange(input.ipRange);
  const referrer = checkReferrer(input.referrer);
  const expiry = checkExpiry(input.expiry, nowSeconds);
  return { tag, ipRange: range, referrer, expiry };
}
