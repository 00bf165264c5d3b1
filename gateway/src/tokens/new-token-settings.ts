import type { NewApiTokenInput } from '../generated/resolvers';
import { requestError } from '../upstream/failures';

// A new token's settings, checked before its password is tried. The service takes the password and
// the settings in one call and refuses a wrong password and a bad setting alike, with 400 (the
// auth-error header the password calls send, docs/flows.md), so the attempt throttle
// counts every such refusal as a wrong password, against sign-in too. A caller who sent a blank
// tag or a malformed range five times would find themselves locked out of signing in. What the
// gateway can check itself it refuses first, uncounted, with the rules the schema states.

/** The longest tag, as the schema says. */
export const MAX_TAG_LENGTH = 50;
/** The longest referrer the service keeps. */
export const MAX_REFERRER_LENGTH = 200;

const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipRange = new RegExp(`^${octet}(\\.${octet}){3}(/(3[0-2]|[12]?\\d))?$`);

function refused(argument: string, message: string): never {
  throw requestError('BAD_USER_INPUT', message, { argument: `input.${argument}` });
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Throws BAD_USER_INPUT for the first setting the service would refuse, as the gateway sends them (trimmed). */
export function checkNewTokenSettings(input: NewApiTokenInput, nowSeconds: number): void {
  const tag = input.tag.trim();
  if (tag === '') refused('tag', 'tag must not be empty.');
  if (tag.length > MAX_TAG_LENGTH) refused('tag', `tag must be at most ${MAX_TAG_LENGTH} characters.`);
  const range = input.ipRange?.trim() ?? '';
  if (range !== '' && !ipRange.test(range)) refused('ipRange', 'ipRange must be an IPv4 address or a CIDR range such as 203.0.113.0/24.');
  const referrer = input.referrer?.trim() ?? '';
  if (referrer !== '' && (referrer.length > MAX_REFERRER_LENGTH || !isWebAddress(referrer))) {
    refused('referrer', `referrer must be a web address such as https://www.example.com, of at most ${MAX_REFERRER_LENGTH} characters.`);
  }
  // The DateTime scalar gives epoch seconds; the first second of 1970 is 0, which the service reads as never.
  const expiry = input.expiry;
  if (typeof expiry === 'number' && expiry <= nowSeconds) refused('expiry', 'expiry must be in the future.');
}
