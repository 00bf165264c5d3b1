// The bounds the gateway holds numbers and dates to before any service is asked
// (docs/api-errors.md, BAD_USER_INPUT), in one place: the gateway's checks read them, and so do the
// web portal's forms (`@portal/gateway/input-bounds`), so that a figure a form lets through is one
// the gateway takes. Without that, a quantity of 5,000,000,000 passed the lead form and came back
// as GraphQL's own "Int cannot represent non 32-bit signed integer value" in a banner.

/** GraphQL's largest Int: a whole-number argument can be no larger, whatever the field. */
export const LARGEST_INT = 2_147_483_647;

/** The most of a service a partner lead may ask for: more than anyone would buy in a year, the service's stop for a mistyped figure. */
export const MAX_LEAD_QUANTITY = 1_000_000_000;

/** A partner lead's probability, a percentage. */
export const MAX_PROBABILITY = 100;

/** The longest an annual plan's period may be: ten years, the service's stop for a mistyped figure. */
export const MAX_DURATION_DAYS = 3650;

/** The highest place in the shop's lists, a plan's filters or its comparison lines. */
export const MAX_DISPLAY_ORDER = 100_000;

/** The most price tiers a plan may have. */
export const MAX_TIERS = 20;

/** The most clicks one price tier of a plan may be for: far more than any plan sells, the service's stop for a mistyped figure. */
export const MAX_TIER_CLICKS = 1_000_000_000;

/**
 * The most clicks one click bundle may add (Create Bundle, Edit bundle): as many as a bundle plan's
 * tier may sell. More was kept, and pushed the period's clicks past what the account's plans can
 * answer, so that nobody could read them.
 */
export const MAX_BUNDLE_CLICKS = MAX_TIER_CLICKS;

/**
 * The highest price staff may set: a plan's price tier, and each money figure of an address cleanse
 * price. The services' stop for a mistyped figure; the bureau kept 1e308 as a figure it could no
 * longer write, and its prices could not be read by anyone after.
 */
export const MAX_PRICE = 10_000_000;

/**
 * The first day a plan's or an address cleanse price's dates may be (yyyy-mm-dd, UTC): the services
 * keep a date as epoch seconds and read a negative one as none of their own.
 */
export const EARLIEST_DAY = '1970-01-01';

/** The most clicks one basket item may buy, as the account manager allows. */
export const MAX_SHOP_CLICKS = 1_000_000;

/** The highest daily cap of an API token (docs/api-token-caps.md), and of its cap per address. */
export const MAX_TOKEN_CAP = 10_000_000;

/** The most refused calls of one key within an hour a token alert may wait for. */
export const MAX_REFUSAL_THRESHOLD = 1000;

/** The longest report the account manager answers, in days (its usage calls' own limit). */
export const MAX_REPORT_DAYS = 731;

/** The most lines an address label may have (`LabelConfigurationInput.outputFields`, from 1): the address lookup service's own limit. */
export const MAX_LABEL_LINES = 10;

/**
 * The longest text suggestions are asked for: far longer than any address typed, and well within
 * the request line the services take. Longer, the service refused the call itself (431), which
 * read as its outage rather than the caller's input. The web's search box stops at it too.
 */
export const MAX_SUGGESTION_TEXT = 500;

/**
 * The longest billing details the account manager keeps, in characters: the name, company, e-mail
 * and address lines; the town, county and country; the postcode. Longer, it refused the checkout
 * with words naming no field; the gateway and the checkout form refuse them first, at the field.
 */
export const MAX_BILLING_LINE = 200;
export const MAX_BILLING_PLACE = 100;
export const MAX_BILLING_POSTCODE = 20;
