/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What a user may do in a group. */
export type AccessLevel =
  /** Manages a partner's organisations; partners only. */
  | 'manager'
  /** Uses the group's services. */
  | 'member'
  /** Runs the group: its users, settings, services and everything below it. */
  | 'owner'
  /** Acts as an owner of the group, for an owner who hands the work on. */
  | 'sudoowner';

/** A changed price. */
export type AdminCostInput = {
  /** Fixed price per job, from 0 to 10,000,000; at most 4 decimal places (the bureau keeps prices to 0.0001); below 0, above 10,000,000 or more places fails with BAD_USER_INPUT, `argument` `input.basePrice`. */
  basePrice: number;
  /** Empty for no end; else after `startDate`, or it fails with BAD_USER_INPUT, `argument` `input.endDate`. */
  endDate?: string | null | undefined;
  /** The fewest records a job is charged for, 0 or more; below 0 fails with BAD_USER_INPUT, `argument` `input.minRecCount`. */
  minRecCount: number;
  /** Price per matched record, from 0 to 10,000,000; at most 4 decimal places (the bureau keeps prices to 0.0001); below 0, above 10,000,000 or more places fails with BAD_USER_INPUT, `argument` `input.pricePerMatch`. */
  pricePerMatch: number;
  /** Price per record, from 0 to 10,000,000; at most 4 decimal places (the bureau keeps prices to 0.0001); below 0, above 10,000,000 or more places fails with BAD_USER_INPUT, `argument` `input.pricePerRecord`. */
  pricePerRecord: number;
  /** What a match really costs the provider, from 0 to 10,000,000; at most 4 decimal places (the bureau keeps prices to 0.0001); below 0, above 10,000,000 or more places fails with BAD_USER_INPUT, `argument` `input.realPricePerMatch`. */
  realPricePerMatch: number;
  /** What a record really costs the provider, from 0 to 10,000,000; at most 4 decimal places (the bureau keeps prices to 0.0001); below 0, above 10,000,000 or more places fails with BAD_USER_INPUT, `argument` `input.realPricePerRecord`. */
  realPricePerRecord: number;
  /** From when the price holds, 1970 or later; earlier fails with BAD_USER_INPUT, `argument` `input.startDate`. */
  startDate: string;
};

/**
 * The same settings for every token of a group. A field left out (or null) is left as each token has it.
 * Each setting given is checked as `createApiToken` and `updateApiToken` check it: a bad one fails with
 * BAD_USER_INPUT, `extensions.argument` the field (`input.ipRange`, `input.referrer`, `input.expiry`,
 * `input.dailyCap`, `input.dailyCapPerAddress`) and the same message, before any token is changed.
 */
export type ApiTokenBulkInput = {
  /** A daily click cap for every token, from 1 to 10,000,000. */
  dailyCap?: number | null | undefined;
  /**
   * A daily cap per client address for every token, from 1 to 10,000,000. Not more than the daily
   * cap each token will have: `dailyCap` when given here, else the one each token keeps (none with
   * `noDailyCap`). Over it fails with BAD_USER_INPUT, `argument` `input.dailyCapPerAddress`, before
   * any token is changed; given alone, the message names each token whose daily cap it is over,
   * by its tag (and its account, across several): `dailyCapPerAddress must not be more than the
   * daily cap of the token tagged crm (2).`
   */
  dailyCapPerAddress?: number | null | undefined;
  /** An expiry date for every token; must be in the future. */
  expiry?: string | null | undefined;
  /**
   * An IPv4 address or CIDR range for every token, naming its network exactly (203.0.113.0/24, not
   * 203.0.113.7/24); empty for anywhere. A bad one is refused with BAD_USER_INPUT, `argument`
   * `input.ipRange`, before any token is changed.
   */
  ipRange?: string | null | undefined;
  /** Locks (true) or unlocks (false) every token. */
  locked?: boolean | null | undefined;
  /** True: no token expires (expiry is then ignored). */
  neverExpires?: boolean | null | undefined;
  /** True: no token has a daily cap (dailyCap is then ignored). */
  noDailyCap?: boolean | null | undefined;
  /** True: no token has a daily cap per address (dailyCapPerAddress is then ignored). */
  noDailyCapPerAddress?: boolean | null | undefined;
  /**
   * The web address calls to every token must be referred by, of at most 200 characters (trimmed); only
   * its origin is kept. Empty, or spaces alone, for any. The origin is matched whole: a host a browser
   * cannot send, such as one with a wildcard, is refused with BAD_USER_INPUT.
   */
  referrer?: string | null | undefined;
};

/** A token's settings as they are to be: every field is set, so a cleared field clears the setting. */
export type ApiTokenSettingsInput = {
  /**
   * The daily click cap, from 1 to 10,000,000; null for no cap. Left out, the cap stays as it is, so
   * a program that does not know the caps cannot clear them by changing the other settings.
   */
  dailyCap?: number | null | undefined;
  /**
   * The daily cap per client address, from 1 to 10,000,000; null for no cap; left out, it stays as it
   * is. Not more than the daily cap the token will have (given here, or kept): over it fails with
   * BAD_USER_INPUT, `argument` `input.dailyCapPerAddress`, before the token is changed.
   */
  dailyCapPerAddress?: number | null | undefined;
  /** When the token stops working; null for never. */
  expiry?: string | null | undefined;
  /** An IPv4 address or CIDR range naming its network exactly (203.0.113.0/24, not 203.0.113.7/24); empty for anywhere. */
  ipRange: string;
  /** The web address calls must be referred by; empty for any. */
  referrer: string;
  /** The token's name, unique within the account: one line of at most 50 characters (an emoji is one), not blank (nothing visible), without a line break, tab or other control character. */
  tag: string;
};

/** What the modulus checks made of a sort code and account number. */
export type BankAccountStatus =
  /** A check failed: the account number cannot belong to that branch (a digit wrong or two swapped). */
  | 'invalid'
  /**
   * No check covers the number (a sort code outside the modulus checking table, a foreign currency
   * account), so it may or may not be right. The bank accepts such numbers; confirm them another way.
   */
  | 'unchecked'
  /** The account number passed every check its sort code needs: it can belong to that branch. */
  | 'valid';

/** One item of a basket as the browser keeps it: which plan, how many clicks, for which account. */
export type BasketItemInput = {
  /** The account the plan is bought for. */
  accountId: string | number;
  /** How many clicks are bought: a whole number between the plan's `minimumClicks` and `maximumClicks`. */
  clicks: number;
  /** The plan or bundle bought. */
  planId: string | number;
};

/**
 * Who pays, and where the invoice goes: asked at checkout. A field with a control character (C0 or
 * C1, or a bidi override or isolate such as U+202E) fails with BAD_USER_INPUT, `argument` naming it
 * (`input.billing.company`), before anything is ordered; so does a field it needs with nothing
 * visible (empty, or spaces and invisible characters such as U+200B alone: `name must not be
 * empty.`, `argument` `input.billing.name`), and an `email` that is not an e-mail address
 * (`email must be a valid e-mail address.`, `argument` `input.billing.email`). An optional line with
 * nothing visible is left out.
 */
export type BillingDetailsInput = {
  /** First line of the billing address. */
  address1: string;
  /** Second line of the billing address. */
  address2?: string | null | undefined;
  /** Third line of the billing address. */
  address3?: string | null | undefined;
  /** Fourth line of the billing address. */
  address4?: string | null | undefined;
  /** The company paying. */
  company: string;
  /** Country. */
  country: string;
  /** County or state. */
  county?: string | null | undefined;
  /** Where the receipt is sent: an e-mail address as an invitation's must be, at most 254 characters. */
  email: string;
  /** The name of the person paying. */
  name: string;
  /** Postcode. */
  postcode: string;
  /** Post town. */
  town: string;
};

/** Changes to a click bundle; a field left empty keeps its value. */
export type BundleChangesInput = {
  /** How many clicks the bundle adds: a whole number from 1 to 1,000,000,000 (else BAD_USER_INPUT, `argument` `input.clicks`). */
  clicks?: number | null | undefined;
  /** When its clicks stop being usable; after the start. */
  endDate?: string | null | undefined;
  /** What the bundle costs: from 0 to 10,000,000, with at most 2 decimal places; else BAD_USER_INPUT, `argument` `input.price`. */
  price?: number | null | undefined;
  /** When its clicks become usable; a date at or before the epoch is dropped. */
  startDate?: string | null | undefined;
};

/** What may be corrected in a matched address. */
export type BureauAddressSettingsInput = {
  /** Replace a wrong or missing postcode. */
  correctPostcode: boolean;
  /** Replace a misspelt street. */
  correctStreet: boolean;
  /** Replace a wrong or missing town. */
  correctTown: boolean;
  /** Match against the address file. */
  usePAF: boolean;
};

/** What happens to a duplicate: a later record of a set found at the chosen duplicate level. */
export type BureauDuplicateAction =
  /** Kept in the cleansed file, marked Child with its set's group number (the default: nothing is dropped). */
  | 'flag'
  /** Taken out of the cleansed file: into the duplicates file when `dedupeSeparateFile` is true, else into no file. */
  | 'remove';

/** A file's properties, all at once. */
export type BureauFileSettingsInput = {
  /** What may be corrected. */
  addressSettings: BureauAddressSettingsInput;
  /** What happens to duplicates; flag (kept, marked) unless chosen otherwise. */
  dedupeAction?: BureauDuplicateAction | null | undefined;
  /** none, address or name. */
  dedupeLevel: string | number;
  /** Put removed duplicates in a file of their own; only with dedupeAction remove. */
  dedupeSeparateFile: boolean;
  /** The address file to match against (1, uk). */
  mafId: string | number;
  /** The cleansed file's fields in order: input:{n} and ids of AddressCleanseOptions.outputFields; at least one. */
  outputFields: Array<string | number>;
  /** matched and/or unmatched: at least one. */
  outputGroups: Array<string | number>;
  /** The lists to check, each once. */
  suppressions: Array<BureauSuppressionChoiceInput>;
};

/**
 * Where an address file is in the address cleanse flow: upload, map, choose settings,
 * test results, costs, pay by invoice or discard, full processing, download.
 */
export type BureauFileStatus =
  /** The cost of the full run has been worked out and shown. */
  | 'costed'
  /** The results were discarded instead of paid for; nothing more can be done with the file. */
  | 'discarded'
  /** The full run is over: full results and the cleansed file are ready. */
  | 'finished'
  /** Its columns are mapped to address fields. */
  | 'mapped'
  /** Paid (by invoice); the full run is about to start. */
  | 'paid'
  /** The full run is under way; `progress` says how far it is. */
  | 'processing'
  /** The test run over the 300-line test file is over: test results are ready. */
  | 'tested'
  /** Uploaded and recorded; its columns are not mapped yet. */
  | 'uploaded';

/** The mapping of one column. */
export type BureauInputFieldInput = {
  /** The column's place in the file, from 1. */
  inputOrder: number;
  /** Where it comes among columns of the same address field, from 1. */
  mappingOrder?: number | null | undefined;
  /** The address field; empty to leave the column unused. */
  mappingType?: string | null | undefined;
};

/** Where a record went. */
export type BureauOutputFile =
  /** The cleansed file. */
  | 'cleansed'
  /** The separate duplicates file. */
  | 'duplicates'
  /** No file: the record was left out, as the settings chose. */
  | 'none';

/**
 * What happened to a record. Every record has exactly one (the first that applies: removed by a
 * suppression list, a removed duplicate, left out with its output group, flagged on a list, a flagged
 * duplicate, then cleansed, corrected or unmatched), so a run's lines add up to its records.
 */
export type BureauRecordFate =
  /** Matched to an address as it was given. */
  | 'cleansed'
  /** Matched to an address once something was changed (see the changes). */
  | 'corrected'
  /** A later record of a set of duplicates. */
  | 'duplicate'
  /** On a suppression list that was checked. */
  | 'suppressed'
  /** No address found (its street or postcode may have been: see the match level). */
  | 'unmatched';

/** What happens to records found on one suppression list. */
export type BureauSuppressionAction =
  /** The record stays, with the list's name in the Suppression output field. */
  | 'flag'
  /** The record is left out of the cleansed file. */
  | 'remove';

/** One suppression list to check, and what to do with the records on it. */
export type BureauSuppressionChoiceInput = {
  /** Remove or flag the records found on it. */
  action: BureauSuppressionAction;
  /** The list: deceased, goneaway or mailpreference. */
  suppressionType: string | number;
};

/** A comparison line to add or change. */
export type CataloguePlanComparisonInput = {
  /**
   * What the line says: not blank (nothing visible), at most 200 characters (trimmed), without a
   * control character. A blank or long one, or one with a control character, fails with
   * BAD_USER_INPUT, `argument` `input.description`, before the service is asked.
   */
  description: string;
  /**
   * Where it comes among the plan's lines: a whole number from 1 to 100,000. Any other fails with
   * BAD_USER_INPUT, `argument` `input.displayOrder`, before the service is asked.
   */
  displayOrder: number;
};

/** A filter to add or change. */
export type CataloguePlanFilterInput = {
  /**
   * The category it sits in: not blank (nothing visible), at most 100 characters (trimmed), without a
   * control character. A blank or long one, or one with a control character, fails with
   * BAD_USER_INPUT, `argument` `input.category`, before the service is asked.
   */
  category: string;
  /**
   * What the filter says: not blank (nothing visible), at most 200 characters (trimmed), without a
   * control character. A blank or long one, or one with a control character, fails with
   * BAD_USER_INPUT, `argument` `input.description`, before the service is asked.
   */
  description: string;
  /**
   * Where it comes among the plan's filters: a whole number from 1 to 100,000. Any other fails with
   * BAD_USER_INPUT, `argument` `input.displayOrder`, before the service is asked.
   */
  displayOrder: number;
};

/** A plan to create or change (the whole plan; filters and comparisons are changed by their own calls). */
export type CataloguePlanInput = {
  /** True when customers may try the plan before buying. */
  allowTest: boolean;
  /**
   * When it stops being on sale, after `availableStart`; empty to keep it on sale. One at or before
   * `availableStart` fails with BAD_USER_INPUT, `argument` `input.availableEnd`, before the service is
   * asked.
   */
  availableEnd?: string | null | undefined;
  /**
   * When the plan goes on sale, 1970 or later. An earlier one fails with BAD_USER_INPUT, `argument`
   * `input.availableStart`, before the service is asked.
   */
  availableStart: string;
  /** How the price is worked out. */
  calculator: PlanCalculator;
  /** The dataset the plan sells access to. */
  datasetId: string | number;
  /**
   * What the plan gives (at most 2000 characters, trimmed). A longer one fails with BAD_USER_INPUT,
   * `argument` `input.description`, before the service is asked.
   */
  description: string;
  /**
   * Where the plan comes in the shop's lists: a whole number from 1 to 100,000. Any other fails with
   * BAD_USER_INPUT, `argument` `input.displayOrder`, before the service is asked.
   */
  displayOrder: number;
  /**
   * Days each period lasts: 1 to 3650 for an annual plan, 0 for a bundle. Any other fails with
   * BAD_USER_INPUT, `argument` `input.duration`, before the service is asked.
   */
  duration: number;
  /**
   * A pricing formula, or empty (at most 500 characters, trimmed). A longer one fails with
   * BAD_USER_INPUT, `argument` `input.formula`, before the service is asked.
   */
  formula: string;
  /**
   * The plan's name, not blank (nothing visible: empty, or spaces and invisible characters such
   * as U+200B alone), at most 200 characters (trimmed). A blank or long one, or one with a control
   * character (U+0000, U+202E), fails with BAD_USER_INPUT, `argument` `input.name`.
   */
  name: string;
  /**
   * The price tiers: at least one, at most 20, each clicks value once. None or more than 20 fails with
   * BAD_USER_INPUT, `argument` `input.pricing`, before the service is asked.
   */
  pricing: Array<CataloguePriceTierInput>;
  /** The territory the plan is sold in; prices are in its currency. */
  territory: Territory;
};

/** A price tier to set. */
export type CataloguePriceTierInput = {
  /**
   * The clicks of the tier: a whole number from 1 to 1,000,000,000; unique within the plan. Another
   * fails with BAD_USER_INPUT, `argument` the tier's (`input.pricing[1].clicks` for the second).
   */
  clicks: number;
  /**
   * The price, in the currency of the plan's territory: from 0 to 10,000,000, with at most 2 decimal
   * places (599.99). Less than 0, more than 10,000,000 or more decimals (0.001) fails with
   * BAD_USER_INPUT, `argument` the tier (`input.pricing[1].price` for the second), as a bundle's
   * price does for less than 0 or more decimals, and nothing is saved.
   */
  price: number;
};

/** What a charge was for. */
export type ChargeKind =
  /** An address cleanse of a file, paid by invoice. */
  | 'addressCleanse'
  /** A bundle of clicks added to a subscription. */
  | 'bundle'
  /** A subscription's period (bought in the shop, or renewed), or more clicks of the plan bought in the shop for its running period. */
  | 'subscription';

/** The charity details of an organisation, as its owner sets them or staff confirm them. */
export type CharityInput = {
  /** The charity number. */
  charityPSLNumber: string;
  /** True when the Ordnance Survey charity discount applies. */
  isOSDiscount?: boolean | null | undefined;
  /** True when the postal operator's charity discount applies. */
  isPostalOperatorDiscount?: boolean | null | undefined;
};

/** How far the provider's check of a charity number has got. */
export type CharityStatus =
  /** The provider's staff checked the charity number and found it not valid. */
  | 'notValid'
  /** The charity number is set and waits for the provider's staff to check it. */
  | 'pending'
  /** The provider's staff checked the charity number and found it valid. */
  | 'valid';

/** A checkout: the basket, the billing details and where the payment page returns to. */
export type CheckoutInput = {
  /**
   * Where the payment page returns when the payment is abandoned or declined, such as
   * https://portal.example/portal/shop/basket. It is given `payment=cancelled`, or `payment=declined`
   * and `reason` (the decline in words). It must be a page under `/portal/` on the portal's own
   * origin (the one the request was sent to, or one the gateway is configured with), without a user
   * name, query or fragment: the payment page never sends the customer elsewhere. Anything else is
   * refused with code `BAD_USER_INPUT` (`argument` `input.backUrl`), and no order is made.
   */
  backUrl: string;
  /** Who pays. */
  billing: BillingDetailsInput;
  /** The basket; empty fails with code `BAD_USER_INPUT` and the message `No items in basket`. */
  items: Array<BasketItemInput>;
  /**
   * The organisation the accounts of the basket belong to. Any other, someone else's or one that
   * does not exist, fails with code `FORBIDDEN` and one message for both (`Organisation 110 is not
   * the one account 103 belongs to`), before anything is priced or ordered.
   */
  organisationId: string | number;
  /**
   * Where the payment page returns once paid, such as https://portal.example/portal/shop/thankyou. It
   * is given `orderId`. It must be a page of the portal as `backUrl` must; anything else is refused
   * with code `BAD_USER_INPUT` (`argument` `input.paidUrl`), and no order is made.
   */
  paidUrl: string;
};

/** A file's record: what the upload gave, and how it was read. */
export type CreateBureauFileInput = {
  /** The delimiter: , \t ; or |. */
  delimiter: string;
  /** The whole file's id on the file server (from /address-cleanse/upload/end). */
  fileServerId: string;
  /** True when the first line holds the headings. */
  hasHeader: boolean;
  /**
   * The file's name, trimmed, by the rule `Mutation.renameBureauFile.name` states: not blank
   * (nothing visible), at most 255 characters, and no control character (C0 such as a line break,
   * C1, or a bidi override or isolate such as U+202E); each fails with BAD_USER_INPUT, `argument`
   * `input.name` (`name must not be empty.`, `name must be at most 255 characters.`, `This has an
   * invisible control character (U+202E, right-to-left override): remove it.`), before the bureau is
   * asked.
   */
  name: string;
  /** The 300-line test file's id on the file server. */
  testFileServerId: string;
  /** True when fields may be quoted. */
  useQuotes: boolean;
};

/** The currency prices are in: it follows the territory of the plan. */
export type Currency =
  /** Australian dollars (A$), for australia plans. */
  | 'AUD'
  /** Pounds sterling (£), for uk plans. */
  | 'GBP';

/** A dataset to create or change. */
export type DatasetInput = {
  /**
   * The dataset's short reference: 1 to 20 letters, digits, - and _ (trimmed). Another fails with
   * BAD_USER_INPUT, `argument` `input.datasetRef`, before the service is asked. Unique in any case:
   * one another dataset has (`paf` while PAF exists) is refused by the service, code `CONFLICT`,
   * message `A dataset with reference PAF already exists` (naming the other dataset's).
   */
  datasetRef: string;
  /**
   * The dataset's name, not blank (nothing visible: empty, or spaces and invisible characters such
   * as U+200B alone), at most 200 characters (trimmed). A blank or long one, or one with a control
   * character (U+0000, U+202E), fails with BAD_USER_INPUT, `argument` `input.name`.
   */
  name: string;
  /** The service the dataset is used by. */
  service: PlanService;
};

/** Why an address got its verdict. */
export type EmailReason =
  /** The domain accepts mail for any address, so this one cannot be confirmed (risky). */
  | 'catchAll'
  /** The domain hands out throwaway addresses (risky). */
  | 'disposable'
  /** The domain receives no mail: it looks like a typing slip, or its top-level domain does not exist (invalid). */
  | 'noMailDomain'
  /**
   * The domain is reserved for examples, tests or private networks (example.com, .example, .test,
   * .invalid, .localhost and the like), so no mail can reach it (invalid).
   */
  | 'reservedDomain'
  /** The address belongs to a role (info@, sales@...), not a person (risky). */
  | 'roleAccount'
  /** The address is not written as an e-mail address can be (invalid). */
  | 'syntax'
  /**
   * The domain's mail server could neither confirm nor rule out the mailbox (unknown). An unknown
   * verdict the service gives without a reason of its own is read so.
   */
  | 'unconfirmed'
  /** The service answered with a verdict or a reason this portal does not know, so it is shown as unknown. */
  | 'unrecognisedAnswer';

/** The verdict on an e-mail address. */
export type EmailStatus =
  /** Mail to it cannot be delivered. */
  | 'invalid'
  /** It may accept mail, but sending to it is a risk (disposable, role account, catch-all). */
  | 'risky'
  /** The verdict could not be reached. */
  | 'unknown'
  /** Mail to it should be delivered. */
  | 'valid';

/**
 * A group's name and postal address, as its owners change them; fields left out stay as they are. A
 * field with a control character (C0 or C1, or a bidi override or isolate such as U+202E) fails with
 * `BAD_USER_INPUT`, `argument` naming it by its path in the input (`input.address1`); an address field with nothing visible is kept
 * empty.
 */
export type GroupDetailsInput = {
  /** First line of the postal address. */
  address1?: string | null | undefined;
  /** Second line of the postal address. */
  address2?: string | null | undefined;
  /** Third line of the postal address. */
  address3?: string | null | undefined;
  /** Fourth line of the postal address. */
  address4?: string | null | undefined;
  /** Country. */
  country?: string | null | undefined;
  /** County or state. */
  county?: string | null | undefined;
  /**
   * The group's name; it may not be empty (nothing visible), nor be one another group under the same parent has
   * (trimmed, in any case): `BAD_USER_INPUT` with `argument` `input.name`, nothing changed.
   */
  name?: string | null | undefined;
  /** Postcode. */
  postcode?: string | null | undefined;
  /** Post town. */
  town?: string | null | undefined;
};

/** A finer kind of group. */
export type GroupSubtype =
  /** A corporate organisation. */
  | 'corporate'
  /** A referrer partner: it may not use applications, the shop, leads or administration. */
  | 'referrer';

/** The level of a group in the hierarchy partner, then organisation, then account. */
export type GroupType =
  /** An account, which holds subscriptions, tokens and usage. */
  | 'account'
  /** A customer organisation; it holds accounts. */
  | 'organisation'
  /** A partner, which resells to or refers organisations. */
  | 'partner';

/** The order a page of a group's users comes in. */
export type GroupUserOrder =
  /** By access level: owners first. */
  | 'accessLevel'
  /** Most recently active first. */
  | 'activity'
  /** By e-mail address, A to Z. */
  | 'email'
  /** By personal name, A to Z. */
  | 'personalName';

/** An invitation to send. */
export type InvitationInput = {
  /**
   * The portal's page the e-mail's link opens, such as https://portal.example/portal/register; the
   * invitation's token is added to its query as `invitation`. It must be a page under `/portal/` on
   * the portal's own origin (the one the request was sent to, or one the gateway is configured
   * with), without a user name, query or fragment: the provider's e-mail never links elsewhere.
   * Anything else is refused with code `BAD_USER_INPUT` (`argument` `input.acceptUrl`), and nothing is sent.
   */
  acceptUrl?: string | null | undefined;
  /** What the invitee may do in the group; manager only for partners. */
  accessLevel?: AccessLevel | null | undefined;
  /**
   * The address to invite: it must look like one (at most 254 characters), and a control character
   * (U+202E, a bell) fails with BAD_USER_INPUT, `argument` `input.email`, message `This has an invisible
   * control character (U+202E, right-to-left override): remove it.` So does an invisible character
   * anywhere in it (a zero-width space or joiner, a word joiner, a byte order mark, a soft hyphen),
   * which would make it show as another address: `email has an invisible character (U+200B): remove
   * it.`; and U+FFFD, left where a character could not be read: `email has a character that could not
   * be read (U+FFFD): type the address again.`
   */
  email: string;
  /** How long the invitation lasts, in seconds: 60 to 31,536,000 (a year), by default 86,400 (a day). */
  expirySeconds?: number | null | undefined;
  /** True to hand the group over: accepting makes the invitee an owner. */
  takeOwnership?: boolean | null | undefined;
};

/** How the portal asks for an address label. Defaults: 7 lines (uk) or 5 (australia), FixedTown, Uppercase, organisation line AsRequired, county AsRequired (uk) or Always (australia). */
export type LabelConfigurationInput = {
  /** Whether the county is put on the label. */
  includeCounty: LineRule;
  /** How the lines are laid out. */
  labelFormat: LabelFormat;
  /** How many lines the label has, 1 to 10; any other number fails with BAD_USER_INPUT, `argument` `configuration.outputFields` (`outputFields must be a whole number from 1 to 10, not 11.`), before the service is asked or a click counted. */
  outputFields: number;
  /** Whether the first line is kept for the organisation. */
  reserveOrgLine: LineRule;
  /** How the post town is written. */
  townFormat: TownFormat;
};

/** How the lines of an address label are laid out. */
export type LabelFormat =
  /** The postcode always on the last line, blank lines above it as needed. */
  | 'FixedPostcode'
  /** The town always on the second-last line and the postcode on the last. */
  | 'FixedTown'
  /** Lines as the address needs them, town and postcode at the end. */
  | 'Standard';

/**
 * The lead form, as a partner submits it. Required: companyName, contactName, email and at least
 * one service; each service at most once. Texts are trimmed; a blank optional text is stored empty.
 * A text with nothing visible (empty, or spaces and invisible characters such as U+200B alone) is
 * blank, and a blank line is dropped. A control character (C0 or C1, or a bidi override or isolate
 * such as U+202E; `description` may have line breaks and tabs) fails with message `This has an
 * invisible control character (U+202E, right-to-left override): remove it.`
 * A field breaking its rule below fails with BAD_USER_INPUT, `argument` naming it as the input does
 * (`input.companyName`, `input.companyAddress[2]`), before the service is asked.
 */
export type LeadInput = {
  /** Cleansing chosen (lead option texts): at most 20 once blank lines are dropped, each at most 200 characters. */
  cleansing: Array<string>;
  /**
   * The expected close date, yyyy-mm-dd (a real calendar date), not before the (UTC) day the lead was
   * opened: today for `createLead`, the lead's `openDate` for `updateLead`. An earlier one fails with
   * BAD_USER_INPUT, `argument` `input.closeDate`.
   */
  closeDate: string;
  /**
   * The company's address lines, at most 6 once blank lines are dropped (`argument`
   * `input.companyAddress`), each at most 200 characters (`input.companyAddress[2]`).
   */
  companyAddress: Array<string>;
  /** The company the lead is for: not blank, at most 200 characters (trimmed). */
  companyName: string;
  /** The person at the company the partner deals with: not blank, at most 200 characters (trimmed). */
  contactName: string;
  /** Anything else the partner wants the provider to know (at most 2000 characters, trimmed; it may have several lines). */
  description: string;
  /** The contact's division or department (at most 100 characters). */
  division: string;
  /**
   * The contact's e-mail address; must look like one (at most 254 characters), with no control
   * character, no invisible character (U+200B, U+2060, U+FEFF: `email has an invisible character
   * (U+200B): remove it.`) and no U+FFFD (BAD_USER_INPUT, `argument` `input.email`), as
   * `InvitationInput.email`.
   */
  email: string;
  /** Enrichments chosen (lead option texts): at most 20 once blank lines are dropped, each at most 200 characters. */
  enrichments: Array<string>;
  /** Integrations chosen (lead option texts): at most 20 once blank lines are dropped, each at most 200 characters. */
  integrations: Array<string>;
  /** The contact's job title (at most 100 characters). */
  jobTitle: string;
  /** True when the partner wants a meeting together with the provider. */
  jointMeeting: boolean;
  /** The contact's phone number (at most 100 characters). */
  phoneNumber: string;
  /** How likely the lead is to be won, in percent: a whole number from 0 to 100. */
  probability: number;
  /** The lead services asked for: at least one (none fails with `argument` `input.services`), each at most once. */
  services: Array<LeadServiceInput>;
};

/** A lead option to create or change. */
export type LeadOptionInput = {
  /**
   * The text the partner ticks: not blank (nothing visible), at most 200 characters (trimmed; unique
   * within its requirement), without a control character. A blank or long one, or one with a control
   * character, fails with BAD_USER_INPUT, `argument` `input.option`, before
   * the service is asked.
   */
  option: string;
  /**
   * The lead service the option belongs to: Address Lookup, Payment Validation or Address Cleanse.
   * Any other fails with BAD_USER_INPUT, `argument` `input.requirement`, before the service is asked.
   */
  requirement: string;
};

/** A service line of the lead form. */
export type LeadServiceInput = {
  /**
   * Clicks (address cleanse: records) a year; a whole number from 1 to 1,000,000,000. Any other fails
   * with BAD_USER_INPUT, `argument` `input.services[0].quantity`.
   */
  quantity: number;
  /**
   * One of the lead services: Address Lookup, Payment Validation or Address Cleanse, each once. Any
   * other, or one given twice, fails with BAD_USER_INPUT, `argument` `input.services[0].service`.
   */
  service: string;
};

/** Where a partner's lead stands. */
export type LeadStatus =
  /** Did not become a customer; `closeDate` is when. */
  | 'lost'
  /** Still being worked on; `closeDate` is when it is expected to close. */
  | 'open'
  /** Became a customer; `closeDate` is when. */
  | 'won';

/** When a label line is used. */
export type LineRule =
  /** Always; left blank when the address has nothing for it. */
  | 'Always'
  /** Only when the address has something for it. */
  | 'AsRequired'
  /** Never. */
  | 'Never';

/** A new API token. The caller's password confirms it. */
export type NewApiTokenInput = {
  /** The account the token is for. */
  accountId: string | number;
  /** The most clicks the key may make in a day, from 1 to 10,000,000; left out or null for no cap. */
  dailyCap?: number | null | undefined;
  /**
   * The most clicks the key may make in a day from one client address, from 1 to 10,000,000; left out
   * or null for no cap. Not more than `dailyCap`: over it fails with BAD_USER_INPUT, `argument`
   * `input.dailyCapPerAddress`, message `dailyCapPerAddress must not be more than the daily cap (2).`
   */
  dailyCapPerAddress?: number | null | undefined;
  /** When the token stops working; left out or null for never. Must be in the future. */
  expiry?: string | null | undefined;
  /**
   * An IPv4 address or CIDR range (such as 203.0.113.0/24) calls must come from; empty or left out for
   * anywhere. A range names its network exactly: 203.0.113.7/24 (host bits set) is refused with
   * BAD_USER_INPUT, its message naming the network meant (203.0.113.0/24).
   */
  ipRange?: string | null | undefined;
  /** The signed-in user's password. */
  password: string;
  /**
   * The web address calls must be referred by, of at most 200 characters; only its origin is kept.
   * Empty or left out for any. The origin is matched whole: a host a browser cannot send, such as
   * one with a wildcard (https://*.acme.example), is refused with BAD_USER_INPUT.
   */
  referrer?: string | null | undefined;
  /** The token's name, unique within the account: one line of at most 50 characters (an emoji is one), not blank (nothing visible), without a line break, tab or other control character. */
  tag: string;
};

/** A click bundle to add to an account. */
export type NewBundleInput = {
  /**
   * How many clicks the bundle adds: a whole number from 1 to 1,000,000,000 (else BAD_USER_INPUT,
   * `argument` `input.clicks`, and nothing is saved). Empty: the bundle plan's.
   */
  clicks?: number | null | undefined;
  /** When its clicks stop being usable; after the start (else BAD_USER_INPUT, `argument` `input.endDate`). Empty: the end of the subscription's period. */
  endDate?: string | null | undefined;
  /** The plan: one of the account's subscription plans (clicks and price then required), or a click bundle plan. */
  planId: string | number;
  /**
   * What the bundle costs, in the subscription's currency: from 0 to 10,000,000, with at most 2 decimal
   * places (39.99); else (0.001, 1e308) BAD_USER_INPUT, `argument` `input.price`, and nothing is saved.
   * Empty: the bundle plan's.
   */
  price?: number | null | undefined;
  /** When its clicks become usable. Empty: now. */
  startDate?: string | null | undefined;
};

/**
 * A group to create. Give `userId` to create an organisation owned by that user (it comes with one
 * account whose name is empty), or `groupId` to create a group directly below that group. Giving
 * neither fails with code `BAD_REQUEST` and the message `No user or group id provided`.
 */
export type NewGroupInput = {
  /** The country of the new group; by default that of the user or parent group. */
  country?: string | null | undefined;
  /** The group to create the new group in. The signed-in user must own it; staff may use any group. */
  groupId?: string | number | null | undefined;
  /**
   * The new group's name, trimmed: not blank (nothing visible), at most 200 characters, without a
   * control character (U+0000, U+202E), as `updateGroup` checks a new name. Below `groupId` it may
   * not be one a group there has already (trimmed, in any case, as the organisation wizard compares
   * its accounts). Each fails with `BAD_USER_INPUT`, `argument`
   * `input.name`, before any service is asked; nothing is made.
   */
  name: string;
  /** What to create: an account below an organisation or partner, or an organisation below a partner or user. */
  type: NewGroupType;
  /** The user who will own the new organisation: the signed-in user (staff may give anyone). `type` must then be organisation. */
  userId?: string | number | null | undefined;
};

/** The kinds of group a customer may create; partners are set up by the provider. */
export type NewGroupType =
  /** An account: under an organisation or a partner. */
  | 'account'
  /** An organisation: under a user (who then owns it) or under a partner. */
  | 'organisation';

/** The kind of partner an organisation becomes when it is migrated. */
export type PartnerType =
  /** A referrer partner: it refers organisations, and may not use applications, the shop, leads or administration. */
  | 'referrer'
  /** A partner that resells to the organisations below it. */
  | 'reseller';

/**
 * Who the invoice is for, and where its page leads back to. The details are held to the rule the
 * portal's pay form holds them to; a detail that breaks it fails with BAD_USER_INPUT, `argument`
 * naming it (`input.name`, `input.companyAddress[1]`), before anything is paid. Text is trimmed; a
 * text with nothing visible is blank, and one with a control character (C0, C1, or a bidi override
 * or isolate such as U+202E) is refused: `This has an invisible control character (U+202E,
 * right-to-left override): remove it.`
 */
export type PayBureauFileInput = {
  /**
   * Where the invoice page's Back link leads, such as
   * https://portal.example/portal/applications/addresscleanse/file/7. It must be a page under
   * `/portal/` on the portal's own origin (the one the request was sent to, or one the gateway is
   * configured with), without a user name, query or fragment: the invoice page never links
   * elsewhere. Anything else is refused with code `BAD_USER_INPUT` (`argument` input.backUrl), and
   * nothing is paid.
   */
  backUrl: string;
  /**
   * The company's address, one line each: at most 6 lines (`companyAddress may hold at most 6
   * lines.`), each at most 200 characters, named by its place from 0 (`input.companyAddress[1]`).
   * Blank lines are left out; at least one line must remain (`companyAddress must not be empty.`).
   */
  companyAddress: Array<string>;
  /** The company invoiced: not blank, at most 200 characters. */
  companyName: string;
  /** The company's country: not blank, at most 200 characters. */
  country: string;
  /** Where the invoice is sent: an e-mail address such as name@example.com, its domain ending in a top-level domain of letters (`email must be a valid e-mail address.`). */
  email: string;
  /** Who the invoice is for: not blank (`name must not be empty.`), at most 200 characters. */
  name: string;
  /**
   * Where the invoice page leads once it is accepted, such as the file's page. It must be a page of
   * the portal as `backUrl` must; anything else is refused with code `BAD_USER_INPUT` (`argument`
   * input.paidUrl), and nothing is paid.
   */
  paidUrl: string;
  /** The customer's purchase-order reference, printed on the invoice; at most 50 characters (`purchaseOrder must be at most 50 characters.`). Blank, or left out, for none. */
  purchaseOrder?: string | null | undefined;
};

/** How a plan's price is worked out. */
export type PlanCalculator =
  /** A subscription renewed every `duration` days; the shop sells it as a plan. */
  | 'annual'
  /** A one-off top-up of clicks; the shop sells it as a click bundle. */
  | 'bundle';

/** The provider's services, as plans name them. */
export type PlanService =
  /** Address lookup (and international address lookup). */
  | 'address'
  /** Payment (bank account) validation; uk only. */
  | 'bankcode'
  /** E-mail address validation. */
  | 'email'
  /** Name validation. */
  | 'name';

/**
 * What a new customer gives to register. A text with nothing visible (empty, or spaces and invisible
 * characters such as U+200B alone) is blank. A control character (C0 or C1, or a bidi override or
 * isolate such as U+202E) fails with BAD_USER_INPUT, `argument` naming the field, message `This has
 * an invisible control character (U+202E, right-to-left override): remove it.`, before the user
 * server (or the captcha) is asked.
 */
export type RegistrationInput = {
  /**
   * The charity number, when registering a charity: at most 50 characters (trimmed; one with nothing
   * visible is none), as for `updateCharity`. The charity is then verified by the provider. A longer one fails
   * with BAD_USER_INPUT, `argument` `input.charityPSLNumber`, before the user server is asked.
   */
  charityPSLNumber?: string | null | undefined;
  /**
   * The company's name; the new organisation is named after it. It may not be blank (nothing visible)
   * nor over 200 characters (counted as sent, an emoji as one): BAD_USER_INPUT, `argument` `input.companyName`,
   * message `Enter your company name` or `At most 200 characters`, before the user server (or the
   * captcha) is asked.
   */
  companyName: string;
  /**
   * The country of the company's address. It may not be blank (nothing visible) nor over 100
   * characters (counted as sent, an emoji as one): BAD_USER_INPUT, `argument` `input.country`, message `Choose a
   * country` or `At most 100 characters`, before the user server (or the captcha) is asked.
   */
  country: string;
  /**
   * The e-mail address; it becomes the user name, trimmed. One the user server would refuse (not
   * written as an address can be, or over 254 characters), or with a control or invisible character
   * (U+202E, U+200B) or U+FFFD anywhere in it, fails with BAD_USER_INPUT, `argument` `input.email`,
   * before the user server (or the captcha) is asked.
   */
  email: string;
  /**
   * The password to sign in with: at least 8 characters, with a letter and a digit, and at most 200
   * (counted as the user server counts them: an emoji as two). Another fails with BAD_USER_INPUT,
   * `argument` `input.password`, before the user server (or the captcha) is asked.
   */
  password: string;
  /**
   * The person's own name; may not be blank (nothing visible) nor over 200 characters (counted
   * as sent): BAD_USER_INPUT, `argument` `input.personalName`, message `Enter your name` or `At most
   * 200 characters`, before the user server (or the captcha) is asked.
   */
  personalName: string;
  /** The territory the registration is made in (from the host the customer used). */
  territory: Territory;
};

/** A role held by a signed-in user. The staff roles (sales, admin, super) may act across groups. */
export type Role =
  /** A customer: what the user may do depends on the groups they own or belong to. */
  | 'account'
  /** Provider staff: data administration, address cleanse administration and account search. */
  | 'admin'
  /** Provider sales staff: account search, the creation wizard and bundle creation. */
  | 'sales'
  /** Provider staff with every permission, including creating accounts and administering lead forms. */
  | 'super';

/** Whether an order has been paid. */
export type ShopOrderStatus =
  /** Paid once, and what it bought is on the accounts. */
  | 'paid'
  /** Waiting for payment: nothing has been bought yet. */
  | 'pending';

/** Whether a plan renews every period or is a one-off top-up of clicks. */
export type ShopPlanKind =
  /** A click bundle: extra clicks for a subscription the account already holds to the same dataset. */
  | 'bundle'
  /** A subscription to a service for a period (a year), renewed or not at its end. */
  | 'plan';

/**
 * The territory a user, group or request belongs to. The portal decides it from the host name:
 * a host beginning with `au.` or ending with `.au` is australia, every other host is uk.
 */
export type Territory =
  /** Australia. Prices are in Australian dollars (A$). */
  | 'australia'
  /** The United Kingdom. Prices are in pounds (£); payment validation and address cleanse upload are offered. */
  | 'uk';

/**
 * Why the services refused a call made with a token's key. OTHER stands for a reason this portal
 * does not know yet; its words are in the call's message.
 */
export type TokenRefusalReason =
  /** The call named another account than the token's. */
  | 'ACCOUNT'
  /** The token's daily cap per client address was reached for the caller's address. */
  | 'ADDRESS_CAP'
  /** The token's daily cap was reached. */
  | 'DAILY_CAP'
  /** The token had expired. */
  | 'EXPIRED'
  /** The call came from outside the token's IP range. */
  | 'IP_RANGE'
  /** The token is locked. */
  | 'LOCKED'
  /** A reason the portal does not know. */
  | 'OTHER'
  /** The call was referred by another web page than the token's referrer, or by none. */
  | 'REFERRER'
  /** The service is switched off for the token. */
  | 'SERVICE';

/** How the post town is written on the label. */
export type TownFormat =
  /** Post Town */
  | 'Lowercase'
  /** POST TOWN */
  | 'Uppercase';

/** How usage is grouped over time in a report. */
export type UsagePeriod =
  /** One figure per UTC day. */
  | 'daily'
  /** One figure per calendar month (UTC). The report's dates are widened to whole months. */
  | 'monthly';

/**
 * The details of a user that the user (or staff) may change. A field left out, or null, stays as it is.
 * A text with nothing visible (empty, or spaces and invisible characters such as U+200B alone) is
 * blank; a blank address line is cleared. A control character (C0 or C1, or a bidi override or
 * isolate such as U+202E) fails with BAD_USER_INPUT, `argument` naming the field, message `This has
 * an invisible control character (U+202E, right-to-left override): remove it.`
 * Each given is at most 200 characters, counted as sent, an emoji as one: a longer one fails with BAD_USER_INPUT,
 * `argument` naming it (`input.address1`), message `At most 200 characters`, before the service is
 * asked.
 */
export type UserDetailsInput = {
  /** First line of the postal address; an empty string clears it. */
  address1?: string | null | undefined;
  /** Second line of the postal address; an empty string clears it. */
  address2?: string | null | undefined;
  /** Third line of the postal address; an empty string clears it. */
  address3?: string | null | undefined;
  /** Fourth line of the postal address; an empty string clears it. */
  address4?: string | null | undefined;
  /**
   * The company the person works for; may not be blank (nothing visible): BAD_USER_INPUT,
   * `argument` `input.companyName`, message `Enter your company name`, before the service is asked.
   */
  companyName?: string | null | undefined;
  /**
   * Country; may not be blank (nothing visible): BAD_USER_INPUT, `argument` `input.country`,
   * message `Enter your country`, before the service is asked.
   */
  country?: string | null | undefined;
  /** County or state; an empty string clears it. */
  county?: string | null | undefined;
  /**
   * The person's own name; may not be blank (nothing visible): BAD_USER_INPUT, `argument`
   * `input.personalName`, message `Enter your name`, before the service is asked.
   */
  personalName?: string | null | undefined;
  /** Postcode; an empty string clears it. */
  postcode?: string | null | undefined;
  /** Post town; an empty string clears it. */
  town?: string | null | undefined;
};

export type CreateGroupMutationVariables = Exact<{
  input: NewGroupInput;
}>;


export type CreateGroupMutation = { createGroup: { id: string, accountId: string | null } };

export type ExportApiTokenMutationVariables = Exact<{
  userName: string;
  password: string;
  accountId: string | number;
}>;


export type ExportApiTokenMutation = { exportApiToken: string };

export type NewAccountOwnerSearchQueryVariables = Exact<{
  filter: string;
}>;


export type NewAccountOwnerSearchQuery = { search: { filter: string, users: { items: Array<{ id: string, name: string, personalName: string | null }> }, groups: { items: Array<{ id: string, name: string, type: GroupType, parentName: string | null }> } } };

export type ShellGroup_GroupFragment = { id: string, parentId: string | null, parentName: string | null, name: string, type: GroupType, subtype: GroupSubtype | null, territory: Territory, isOwner: boolean, isMember: boolean, isManager: boolean, pendingOwnership: boolean };

export type ShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellQuery = { myGroups: Array<{ id: string, parentId: string | null, parentName: string | null, name: string, type: GroupType, subtype: GroupSubtype | null, territory: Territory, isOwner: boolean, isMember: boolean, isManager: boolean, pendingOwnership: boolean, children: Array<{ id: string, parentId: string | null, parentName: string | null, name: string, type: GroupType, subtype: GroupSubtype | null, territory: Territory, isOwner: boolean, isMember: boolean, isManager: boolean, pendingOwnership: boolean, children: Array<{ id: string, parentId: string | null, parentName: string | null, name: string, type: GroupType, subtype: GroupSubtype | null, territory: Territory, isOwner: boolean, isMember: boolean, isManager: boolean, pendingOwnership: boolean }> }> }> };

export type EditAccountForm_GroupFragment = { id: string, name: string, type: GroupType, territory: Territory, address1: string | null, address2: string | null, address3: string | null, address4: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null };

export type UpdateGroupMutationVariables = Exact<{
  groupId: string | number;
  input: GroupDetailsInput;
}>;


export type UpdateGroupMutation = { updateGroup: { id: string, name: string, type: GroupType, territory: Territory, address1: string | null, address2: string | null, address3: string | null, address4: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null, subtype: GroupSubtype | null, pendingOwnership: boolean, parentName: string | null, charity: { number: string, status: CharityStatus } | null } };

export type EditGroupUser_UserFragment = { id: string, userId: string, email: string, personalName: string | null, accessLevel: AccessLevel, inherited: boolean, heldInGroupName: string | null, locked: boolean, activity: string | null };

export type GroupUsersTable_UserFragment = { id: string, userId: string, email: string, personalName: string | null, accessLevel: AccessLevel, inherited: boolean, heldInGroupName: string | null, locked: boolean, activity: string | null };

export type GroupUsersPageQueryVariables = Exact<{
  groupId: string | number;
  offset: number;
  limit: number;
  orderBy: GroupUserOrder;
  filter?: string | null | undefined;
}>;


export type GroupUsersPageQuery = { groupAdministration: { id: string, users: { totalCount: number, offset: number, limit: number, users: Array<{ id: string, userId: string, email: string, personalName: string | null, accessLevel: AccessLevel, inherited: boolean, heldInGroupName: string | null, locked: boolean, activity: string | null }> } } };

export type InvitationsCard_InvitationFragment = { id: string, email: string, accessLevel: AccessLevel, takeOwnership: boolean, sentAt: string | null, expires: string | null };

export type WithdrawInvitationMutationVariables = Exact<{
  groupId: string | number;
  email: string;
}>;


export type WithdrawInvitationMutation = { withdrawInvitation: boolean };

export type InviteGroupUserMutationVariables = Exact<{
  groupId: string | number;
  input: InvitationInput;
}>;


export type InviteGroupUserMutation = { inviteGroupUser: { id: string, email: string, accessLevel: AccessLevel, takeOwnership: boolean, sentAt: string | null, expires: string | null } };

export type InviteFormWaitingQueryVariables = Exact<{
  groupId: string | number;
}>;


export type InviteFormWaitingQuery = { groupAdministration: { id: string, invitations: Array<{ id: string, email: string, accessLevel: AccessLevel, takeOwnership: boolean, sentAt: string | null, expires: string | null }> } };

export type SetGroupUserAccessLevelMutationVariables = Exact<{
  groupId: string | number;
  userId: string | number;
  accessLevel: AccessLevel;
}>;


export type SetGroupUserAccessLevelMutation = { setGroupUserAccessLevel: { id: string, userId: string, email: string, personalName: string | null, accessLevel: AccessLevel, inherited: boolean, heldInGroupName: string | null, locked: boolean, activity: string | null } };

export type SetGroupUserLockedMutationVariables = Exact<{
  groupId: string | number;
  userId: string | number;
  locked: boolean;
}>;


export type SetGroupUserLockedMutation = { setGroupUserLocked: { id: string, userId: string, email: string, personalName: string | null, accessLevel: AccessLevel, inherited: boolean, heldInGroupName: string | null, locked: boolean, activity: string | null } };

export type RemoveGroupUserMutationVariables = Exact<{
  groupId: string | number;
  userId: string | number;
}>;


export type RemoveGroupUserMutation = { removeGroupUser: boolean };

export type AutomaticRenewalsQueryVariables = Exact<{
  accountId: string | number;
}>;


export type AutomaticRenewalsQuery = { automaticRenewals: Array<{ planId: string, plan: string, service: PlanService, on: boolean, clicks: number, price: number, currency: Currency, endDate: string, estimatedRenewalDate: string | null, topUpPercent: number | null, topUpExpectedDate: string | null }> };

export type SetAutomaticRenewalMutationVariables = Exact<{
  accountId: string | number;
  planId: string | number;
  clicks: number;
  topUpPercent?: number | null | undefined;
}>;


export type SetAutomaticRenewalMutation = { setAutomaticRenewal: { planId: string, on: boolean } };

export type StopAutomaticRenewalMutationVariables = Exact<{
  accountId: string | number;
  planId: string | number;
}>;


export type StopAutomaticRenewalMutation = { stopAutomaticRenewal: { planId: string, on: boolean } };

export type PaymentUsersQueryVariables = Exact<{
  accountId: string | number;
}>;


export type PaymentUsersQuery = { paymentUsers: Array<{ userId: string, name: string, personalName: string | null }> };

export type PaymentUserCandidatesQueryVariables = Exact<{
  accountId: string | number;
}>;


export type PaymentUserCandidatesQuery = { groupAdministration: { id: string, users: { users: Array<{ id: string, userId: string, name: string, personalName: string | null }> } } };

export type AddPaymentUserMutationVariables = Exact<{
  accountId: string | number;
  userId: string | number;
}>;


export type AddPaymentUserMutation = { addPaymentUser: Array<{ userId: string, name: string, personalName: string | null }> };

export type RemovePaymentUserMutationVariables = Exact<{
  accountId: string | number;
  userId: string | number;
}>;


export type RemovePaymentUserMutation = { removePaymentUser: Array<{ userId: string, name: string, personalName: string | null }> };

export type PaymentDetailsQueryVariables = Exact<{
  accountId: string | number;
}>;


export type PaymentDetailsQuery = { paymentDetails: { billingEmail: string, lastFour: string, brand: string, expiryMonth: number, expiryYear: number } | null };

export type ReplacePaymentDetailsMutationVariables = Exact<{
  accountId: string | number;
  backUrl: string;
}>;


export type ReplacePaymentDetailsMutation = { replacePaymentDetails: { checkoutUrl: string } };

export type RemovePaymentDetailsMutationVariables = Exact<{
  accountId: string | number;
}>;


export type RemovePaymentDetailsMutation = { removePaymentDetails: boolean };

export type UserPermissionsEditor_SettingFragment = { permissionId: string, userId: string, name: string, enabled: boolean, permission: { id: string, refId: string, description: string | null, admin: boolean, isNotification: boolean } | null };

export type UserPermissionsEditor_UserFragment = { id: string, permissions: Array<{ permissionId: string, userId: string, name: string, enabled: boolean, children: Array<{ permissionId: string, userId: string, name: string, enabled: boolean, permission: { id: string, refId: string, description: string | null, admin: boolean, isNotification: boolean } | null }>, permission: { id: string, refId: string, description: string | null, admin: boolean, isNotification: boolean } | null }> };

export type SetUserPermissionMutationVariables = Exact<{
  userId: string | number;
  permissionId: string | number;
  enabled: boolean;
}>;


export type SetUserPermissionMutation = { setUserPermission: { id: string, permissions: Array<{ permissionId: string, userId: string, name: string, enabled: boolean, children: Array<{ permissionId: string, userId: string, name: string, enabled: boolean, permission: { id: string, refId: string, description: string | null, admin: boolean, isNotification: boolean } | null }>, permission: { id: string, refId: string, description: string | null, admin: boolean, isNotification: boolean } | null }> } };

export type UserPermissionsQueryVariables = Exact<{
  userId: string | number;
}>;


export type UserPermissionsQuery = { user: { id: string, permissions: Array<{ permissionId: string, userId: string, name: string, enabled: boolean, children: Array<{ permissionId: string, userId: string, name: string, enabled: boolean, permission: { id: string, refId: string, description: string | null, admin: boolean, isNotification: boolean } | null }>, permission: { id: string, refId: string, description: string | null, admin: boolean, isNotification: boolean } | null }> } | null };

export type BureauFileResultsQueryVariables = Exact<{
  accountId: string | number;
  fileId: string | number;
}>;


export type BureauFileResultsQuery = { bureauFile: { id: string, name: string, status: BureauFileStatus, downloadUrl: string | null, duplicatesDownloadUrl: string | null, upload: { rowCount: number | null, testRowCount: number }, settings: { mafId: string, dedupeLevel: string, dedupeAction: BureauDuplicateAction, dedupeSeparateFile: boolean, outputGroups: Array<string>, outputFields: Array<string>, addressSettings: { usePAF: boolean, correctTown: boolean, correctPostcode: boolean, correctStreet: boolean }, suppressions: Array<{ suppressionType: string, action: BureauSuppressionAction }> }, testResults: { recordCount: number, codingStats: Array<{ description: string, count: number }>, suppressionStats: Array<{ description: string, count: number }>, outputGroupStats: Array<{ description: string, count: number }>, matchLevelStats: Array<{ description: string, count: number }>, addressUpdateStats: Array<{ description: string, count: number }>, dedupeStats: Array<{ description: string, count: number }>, recordFates: Array<{ fate: BureauRecordFate, file: BureauOutputFile, count: number }>, changeSample: Array<{ row: number, reference: string, change: string, given: string, cleansed: string }> } | null, costs: { currency: string, total: number, lines: Array<{ costTypeId: string, description: string, basePrice: number, recordCount: number, fileRecordCount: number, minimumRecordCount: number, pricePerRecord: number, matchCount: number, testMatchCount: number, testRecordCount: number, pricePerMatch: number, charged: boolean, total: number }>, invoice: { number: string, url: string, date: string, purchaseOrder: string | null } | null } | null, fullResults: { inputRecordCount: number, outputRecordCount: number, duplicatesRecordCount: number, codingStats: Array<{ description: string, count: number }>, addressUpdateStats: Array<{ description: string, count: number }>, dedupeStats: Array<{ description: string, count: number }>, suppressionRemovedStats: Array<{ description: string, count: number }>, suppressionFlaggedStats: Array<{ description: string, count: number }>, outputGroupStats: Array<{ description: string, count: number }>, matchLevelStats: Array<{ description: string, count: number }>, recordFates: Array<{ fate: BureauRecordFate, file: BureauOutputFile, count: number }>, changeSample: Array<{ row: number, reference: string, change: string, given: string, cleansed: string }> } | null, progress: { status: BureauFileStatus, processedRecords: number, totalRecords: number | null, percent: number } } | null };

export type BureauFileResults_StatFragment = { description: string, count: number };

export type BureauFileResults_FateFragment = { fate: BureauRecordFate, file: BureauOutputFile, count: number };

export type BureauFileResults_ChangeFragment = { row: number, reference: string, change: string, given: string, cleansed: string };

export type DiscardBureauResultsMutationVariables = Exact<{
  accountId: string | number;
  fileId: string | number;
}>;


export type DiscardBureauResultsMutation = { discardBureauResults: { id: string, status: BureauFileStatus } };

export type BureauFileDownloadLinksQueryVariables = Exact<{
  accountId: string | number;
  fileId: string | number;
}>;


export type BureauFileDownloadLinksQuery = { bureauFile: { id: string, downloadUrl: string | null, duplicatesDownloadUrl: string | null } | null };

export type BureauFilesQueryVariables = Exact<{
  accountId: string | number;
}>;


export type BureauFilesQuery = { bureauFiles: Array<{ id: string, name: string, status: BureauFileStatus, size: number, createTimestamp: string, updateTimestamp: string, upload: { rowCount: number | null } }> };

export type DeleteBureauFileMutationVariables = Exact<{
  accountId: string | number;
  fileId: string | number;
}>;


export type DeleteBureauFileMutation = { deleteBureauFile: boolean };

export type InvoiceContactQueryVariables = Exact<{ [key: string]: never; }>;


export type InvoiceContactQuery = { me: { id: string, email: string, personalName: string | null, companyName: string | null, address1: string | null, address2: string | null, address3: string | null, town: string | null, postcode: string | null, country: string | null } };

export type PayBureauFileMutationVariables = Exact<{
  accountId: string | number;
  fileId: string | number;
  input: PayBureauFileInput;
}>;


export type PayBureauFileMutation = { payBureauFile: { invoiceUrl: string, file: { id: string, status: BureauFileStatus } } };

export type BureauFilePropertiesQueryVariables = Exact<{
  accountId: string | number;
  fileId: string | number;
}>;


export type BureauFilePropertiesQuery = { bureauFile: { id: string, name: string, status: BureauFileStatus, upload: { inputFields: Array<{ inputOrder: number, name: string }> }, settings: { mafId: string, dedupeLevel: string, dedupeAction: BureauDuplicateAction, dedupeSeparateFile: boolean, outputGroups: Array<string>, outputFields: Array<string>, addressSettings: { usePAF: boolean, correctTown: boolean, correctPostcode: boolean, correctStreet: boolean }, suppressions: Array<{ suppressionType: string, action: BureauSuppressionAction }> } } | null, addressCleanseOptions: { mafs: Array<{ mafId: string, mafName: string }>, dedupeLevels: Array<{ id: string, name: string, description: string }>, suppressionTypes: Array<{ id: string, name: string, description: string }>, suppressionActions: Array<{ id: string, name: string }>, outputGroups: Array<{ id: string, name: string, description: string }>, outputFields: Array<{ id: string, name: string }> } };

export type SaveBureauFileSettingsMutationVariables = Exact<{
  accountId: string | number;
  fileId: string | number;
  settings: BureauFileSettingsInput;
}>;


export type SaveBureauFileSettingsMutation = { updateBureauFileSettings: { id: string, status: BureauFileStatus } };

export type CreateBureauTestResultsMutationVariables = Exact<{
  accountId: string | number;
  fileId: string | number;
}>;


export type CreateBureauTestResultsMutation = { createBureauTestResults: { id: string, status: BureauFileStatus } };

export type RenameBureauFileMutationVariables = Exact<{
  accountId: string | number;
  fileId: string | number;
  name: string;
}>;


export type RenameBureauFileMutation = { renameBureauFile: { id: string, name: string, updateTimestamp: string } };

export type BureauFileMappingQueryVariables = Exact<{
  accountId: string | number;
  fileId: string | number;
}>;


export type BureauFileMappingQuery = { bureauFile: { id: string, name: string, status: BureauFileStatus, upload: { templateFileId: string | null, inputFields: Array<{ inputOrder: number, name: string, row1: string, row2: string, mappingType: string | null, mappingOrder: number | null }> } } | null, addressCleanseOptions: { mappingTypes: Array<string> }, bureauFiles: Array<{ id: string, name: string, status: BureauFileStatus, upload: { inputFields: Array<{ inputOrder: number, mappingType: string | null, mappingOrder: number | null }> } }> };

export type UpdateBureauInputFieldsMutationVariables = Exact<{
  accountId: string | number;
  fileId: string | number;
  inputFields: Array<BureauInputFieldInput> | BureauInputFieldInput;
  templateFileId?: string | number | null | undefined;
}>;


export type UpdateBureauInputFieldsMutation = { updateBureauInputFields: { id: string, status: BureauFileStatus, upload: { templateFileId: string | null, inputFields: Array<{ inputOrder: number, mappingType: string | null, mappingOrder: number | null }> } } };

export type CreateBureauFileMutationVariables = Exact<{
  accountId: string | number;
  input: CreateBureauFileInput;
}>;


export type CreateBureauFileMutation = { createBureauFile: { id: string, name: string, status: BureauFileStatus } };

export type AccountAdministrationQueryVariables = Exact<{
  groupId: string | number;
}>;


export type AccountAdministrationQuery = { groupAdministration: { id: string, group: { id: string, name: string, type: GroupType, subtype: GroupSubtype | null, territory: Territory, pendingOwnership: boolean, parentName: string | null, address1: string | null, address2: string | null, address3: string | null, address4: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null, charity: { number: string, status: CharityStatus } | null }, invitations: Array<{ id: string, email: string, accessLevel: AccessLevel, takeOwnership: boolean, sentAt: string | null, expires: string | null }> } };

export type CanDeleteAccountQueryVariables = Exact<{
  accountId: string | number;
}>;


export type CanDeleteAccountQuery = { canDeleteAccount: { canDelete: boolean, reason: string | null } };

export type DeleteGroupMutationVariables = Exact<{
  groupId: string | number;
}>;


export type DeleteGroupMutation = { deleteGroup: boolean };

export type EditAccountQueryVariables = Exact<{
  groupId: string | number;
}>;


export type EditAccountQuery = { groupAdministration: { id: string, group: { id: string, name: string, type: GroupType, territory: Territory, address1: string | null, address2: string | null, address3: string | null, address4: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null } } };

export type EditGroupUserQueryVariables = Exact<{
  groupId: string | number;
  userId: string | number;
}>;


export type EditGroupUserQuery = { groupAdministration: { id: string, group: { id: string, name: string, type: GroupType }, user: { id: string, userId: string, email: string, personalName: string | null, accessLevel: AccessLevel, inherited: boolean, heldInGroupName: string | null, locked: boolean, activity: string | null } | null } };

export type GroupDetailsCard_GroupFragment = { id: string, name: string, type: GroupType, subtype: GroupSubtype | null, territory: Territory, pendingOwnership: boolean, parentName: string | null, address1: string | null, address2: string | null, address3: string | null, address4: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null, charity: { number: string, status: CharityStatus } | null };

export type InviteGroupQueryVariables = Exact<{
  groupId: string | number;
}>;


export type InviteGroupQuery = { groupAdministration: { id: string, group: { id: string, name: string, type: GroupType } } };

export type AddressCleanseAdministrationQueryVariables = Exact<{
  accountId: string | number;
  staff: boolean;
}>;


export type AddressCleanseAdministrationQuery = { addressCleanseAdministration: { canChangePrices: boolean, costs: Array<{ costId: string, costTypeId: string, costTypeName: string, basePrice: number, pricePerMatch: number, pricePerRecord: number, realPricePerMatch?: number, realPricePerRecord?: number, territory: string, minRecCount: number, startDate: string, endDate: string | null }>, mafs: Array<{ mafId: string, mafName: string, mafCountryCode: string }>, costTypes: Array<{ costTypeId: string, name: string }>, royaltyCharges: Array<{ mafId: string, mafName: string, territory: string, pricePerMatch: number }>, jobCharges: Array<{ jobId: string, accId: string, mafId: string, totalCharges: number, totalRealCharges?: number, totalCount: number, date: string, isPostPay: boolean, transactions: Array<{ costTypeId: string, description: string, count: number, charge: number }> }> } };

export type AdminCostQueryVariables = Exact<{
  costId: string | number;
}>;


export type AdminCostQuery = { adminCost: { costId: string, costTypeName: string, territory: string, basePrice: number, pricePerMatch: number, pricePerRecord: number, realPricePerMatch: number, realPricePerRecord: number, minRecCount: number, startDate: string, endDate: string | null } | null };

export type UpdateAdminCostMutationVariables = Exact<{
  costId: string | number;
  input: AdminCostInput;
}>;


export type UpdateAdminCostMutation = { updateAdminCost: { costId: string, basePrice: number, pricePerMatch: number, pricePerRecord: number, realPricePerMatch: number, realPricePerRecord: number, minRecCount: number, startDate: string, endDate: string | null } };

export type GroupStatus_GroupFragment = { id: string, name: string, type: GroupType, subtype: GroupSubtype | null, isOwner: boolean, charity: { number: string, status: CharityStatus, isPostalOperatorDiscount: boolean, isOSDiscount: boolean } | null };

export type GroupStatusQueryVariables = Exact<{
  groupId: string | number;
}>;


export type GroupStatusQuery = { groupStatus: { id: string, name: string, type: GroupType, subtype: GroupSubtype | null, isOwner: boolean, parent: { id: string, name: string, type: GroupType, subtype: GroupSubtype | null, isOwner: boolean, parent: { id: string, name: string, type: GroupType } | null, charity: { number: string, status: CharityStatus, isPostalOperatorDiscount: boolean, isOSDiscount: boolean } | null } | null, charity: { number: string, status: CharityStatus, isPostalOperatorDiscount: boolean, isOSDiscount: boolean } | null } | null };

export type EnableCorporateMutationVariables = Exact<{
  groupId: string | number;
}>;


export type EnableCorporateMutation = { enableCorporate: { id: string, name: string, type: GroupType, subtype: GroupSubtype | null, isOwner: boolean, charity: { number: string, status: CharityStatus, isPostalOperatorDiscount: boolean, isOSDiscount: boolean } | null } };

export type DisableCorporateMutationVariables = Exact<{
  groupId: string | number;
}>;


export type DisableCorporateMutation = { disableCorporate: { id: string, name: string, type: GroupType, subtype: GroupSubtype | null, isOwner: boolean, charity: { number: string, status: CharityStatus, isPostalOperatorDiscount: boolean, isOSDiscount: boolean } | null } };

export type UpdateCharityMutationVariables = Exact<{
  groupId: string | number;
  input: CharityInput;
}>;


export type UpdateCharityMutation = { updateCharity: { id: string, name: string, type: GroupType, subtype: GroupSubtype | null, isOwner: boolean, charity: { number: string, status: CharityStatus, isPostalOperatorDiscount: boolean, isOSDiscount: boolean } | null } };

export type ConfirmCharityMutationVariables = Exact<{
  groupId: string | number;
  input: CharityInput;
  isValid: boolean;
}>;


export type ConfirmCharityMutation = { confirmCharity: { id: string, name: string, type: GroupType, subtype: GroupSubtype | null, isOwner: boolean, charity: { number: string, status: CharityStatus, isPostalOperatorDiscount: boolean, isOSDiscount: boolean } | null } };

export type RemoveCharityMutationVariables = Exact<{
  groupId: string | number;
}>;


export type RemoveCharityMutation = { removeCharity: { id: string, name: string, type: GroupType, subtype: GroupSubtype | null, isOwner: boolean, charity: { number: string, status: CharityStatus, isPostalOperatorDiscount: boolean, isOSDiscount: boolean } | null } };

export type MigrateToPartnerMutationVariables = Exact<{
  groupId: string | number;
  partnerType: PartnerType;
}>;


export type MigrateToPartnerMutation = { migrateOrganisationToPartner: { parentId: string | null, id: string, name: string, type: GroupType, subtype: GroupSubtype | null, isOwner: boolean, parent: { id: string, name: string, type: GroupType } | null, charity: { number: string, status: CharityStatus, isPostalOperatorDiscount: boolean, isOSDiscount: boolean } | null } };

export type RemoveFromPartnerMutationVariables = Exact<{
  groupId: string | number;
}>;


export type RemoveFromPartnerMutation = { removeFromPartner: { parentId: string | null, id: string, name: string, type: GroupType, subtype: GroupSubtype | null, isOwner: boolean, parent: { id: string, name: string, type: GroupType } | null, charity: { number: string, status: CharityStatus, isPostalOperatorDiscount: boolean, isOSDiscount: boolean } | null } };

export type AcceptInvitationMutationVariables = Exact<{
  token: string;
}>;


export type AcceptInvitationMutation = { acceptInvitation: { id: string, name: string, type: GroupType, isOwner: boolean, isMember: boolean } };

export type BundleAccountQueryVariables = Exact<{
  accountId: string | number;
}>;


export type BundleAccountQuery = { accountPlans: Array<{ service: PlanService, plan: string, planId: number, datasetRef: string, endDate: string, estimatedExpiryDate: string | null, remainClicks: number, clickLimit: number, averageClicks: number, clickConsumptionChange: number, status: string, trial: boolean, deprecated: boolean, deprecatedByPlan: string | null, currency: Currency, bundles: Array<{ bundleId: string, plan: string, clicks: number, price: number, purchaseDate: string | null, startDate: string | null, endDate: string | null }> }> };

export type DeleteBundleMutationVariables = Exact<{
  bundleId: string | number;
}>;


export type DeleteBundleMutation = { deleteBundle: string };

export type UpdateBundleMutationVariables = Exact<{
  bundleId: string | number;
  input: BundleChangesInput;
}>;


export type UpdateBundleMutation = { updateBundle: { bundle: { bundleId: string, clicks: number, price: number, startDate: string | null, endDate: string | null } } };

export type BundleInvoiceQueryVariables = Exact<{
  bundleId: string | number;
  backUrl: string;
}>;


export type BundleInvoiceQuery = { bundleInvoice: string };

export type CreateBundleMutationVariables = Exact<{
  organisationId: string | number;
  accountId: string | number;
  input: NewBundleInput;
}>;


export type CreateBundleMutation = { createBundle: { accountId: string, bundle: { bundleId: string } } };

export type ServiceJwtPanel_ServiceFragment = { serviceId: string, name: string, description: string, offersJwt: boolean };

export type ServiceJwtQueryVariables = Exact<{
  serviceId: string | number;
  groupId: string | number;
}>;


export type ServiceJwtQuery = { serviceJwt: { serviceId: string, jwt: string, expiry: string } };

export type ServiceSwitches_AccessFragment = { groupId: string, users: Array<{ userId: string, name: string, personalName: string | null, services: Array<{ serviceId: string, name: string, enabled: boolean }> }>, tokens: Array<{ tokenId: string, tag: string, locked: boolean, services: Array<{ serviceId: string, name: string, enabled: boolean }> }> };

export type SetServiceAccessMutationVariables = Exact<{
  groupId: string | number;
  userId: string | number;
  serviceId: string | number;
  tokenId?: string | number | null | undefined;
  enabled: boolean;
}>;


export type SetServiceAccessMutation = { setServiceAccess: Array<{ serviceId: string, name: string, enabled: boolean }> };

export type ServicesAdministrationQueryVariables = Exact<{
  accountId: string | number;
}>;


export type ServicesAdministrationQuery = { accountPlans: Array<{ service: PlanService, plan: string, planId: number, datasetRef: string, endDate: string, estimatedExpiryDate: string | null, remainClicks: number, clickLimit: number, averageClicks: number, clickConsumptionChange: number, status: string, trial: boolean, deprecated: boolean, deprecatedByPlan: string | null, currency: Currency, bundles: Array<{ bundleId: string, plan: string, clicks: number, price: number, purchaseDate: string | null, startDate: string | null, endDate: string | null }> }>, groupServiceAccess: { groupId: string, users: Array<{ userId: string, name: string, personalName: string | null, services: Array<{ serviceId: string, name: string, enabled: boolean }> }>, tokens: Array<{ tokenId: string, tag: string, locked: boolean, services: Array<{ serviceId: string, name: string, enabled: boolean }> }> }, providerServices: Array<{ serviceId: string, name: string, description: string, offersJwt: boolean }> };

export type ServiceSubscriptions_PlanFragment = { service: PlanService, plan: string, planId: number, datasetRef: string, endDate: string, estimatedExpiryDate: string | null, remainClicks: number, clickLimit: number, averageClicks: number, clickConsumptionChange: number, status: string, trial: boolean, deprecated: boolean, deprecatedByPlan: string | null, currency: Currency, bundles: Array<{ bundleId: string, plan: string, clicks: number, price: number, purchaseDate: string | null, startDate: string | null, endDate: string | null }> };

export type TokenCard_TokenFragment = { id: string, accountId: string, tag: string, key: string, locked: boolean, ipRange: string, referrer: string, expiry: string | null, dailyCap: number | null, dailyCapPerAddress: number | null, createdBy: string, createdAt: string, lastUsed: string | null, tryCommand: string, usage: Array<{ day: string, clicks: number }> };

export type AdministrationTokensQueryVariables = Exact<{
  accountId: string | number;
}>;


export type AdministrationTokensQuery = { apiTokens: Array<{ id: string, accountId: string, tag: string, key: string, locked: boolean, ipRange: string, referrer: string, expiry: string | null, dailyCap: number | null, dailyCapPerAddress: number | null, createdBy: string, createdAt: string, lastUsed: string | null, tryCommand: string, usage: Array<{ day: string, clicks: number }> }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: NewApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { id: string, accountId: string, tag: string, key: string, locked: boolean, ipRange: string, referrer: string, expiry: string | null, dailyCap: number | null, dailyCapPerAddress: number | null, createdBy: string, createdAt: string, lastUsed: string | null, tryCommand: string, usage: Array<{ day: string, clicks: number }> } };

export type UpdateApiTokenMutationVariables = Exact<{
  accountId: string | number;
  id: string | number;
  input: ApiTokenSettingsInput;
}>;


export type UpdateApiTokenMutation = { updateApiToken: { id: string, accountId: string, tag: string, key: string, locked: boolean, ipRange: string, referrer: string, expiry: string | null, dailyCap: number | null, dailyCapPerAddress: number | null, createdBy: string, createdAt: string, lastUsed: string | null, tryCommand: string, usage: Array<{ day: string, clicks: number }> } };

export type SetApiTokenLockMutationVariables = Exact<{
  accountId: string | number;
  id: string | number;
  locked: boolean;
}>;


export type SetApiTokenLockMutation = { setApiTokenLock: { id: string, accountId: string, tag: string, key: string, locked: boolean, ipRange: string, referrer: string, expiry: string | null, dailyCap: number | null, dailyCapPerAddress: number | null, createdBy: string, createdAt: string, lastUsed: string | null, tryCommand: string, usage: Array<{ day: string, clicks: number }> } };

export type DeleteApiTokenMutationVariables = Exact<{
  accountId: string | number;
  id: string | number;
}>;


export type DeleteApiTokenMutation = { deleteApiToken: string };

export type ChangeApiTokensInBulkMutationVariables = Exact<{
  groupId: string | number;
  input: ApiTokenBulkInput;
}>;


export type ChangeApiTokensInBulkMutation = { changeApiTokensInBulk: Array<{ id: string, accountId: string, tag: string, key: string, locked: boolean, ipRange: string, referrer: string, expiry: string | null, dailyCap: number | null, dailyCapPerAddress: number | null, createdBy: string, createdAt: string, lastUsed: string | null, tryCommand: string, usage: Array<{ day: string, clicks: number }> }> };

export type TryApiTokenMutationVariables = Exact<{
  accountId: string | number;
  id: string | number;
  referrer?: string | null | undefined;
}>;


export type TryApiTokenMutation = { tryApiToken: { ok: boolean, status: number, message: string, suggestions: Array<string>, command: string, token: { id: string, accountId: string, tag: string, key: string, locked: boolean, ipRange: string, referrer: string, expiry: string | null, dailyCap: number | null, dailyCapPerAddress: number | null, createdBy: string, createdAt: string, lastUsed: string | null, tryCommand: string, usage: Array<{ day: string, clicks: number }> } } };

export type TokenRefusalsQueryVariables = Exact<{
  accountId: string | number;
  id: string | number;
}>;


export type TokenRefusalsQuery = { apiTokenRefusals: { tokenId: string, available: boolean, total: number, byReason: Array<{ reason: TokenRefusalReason, count: number }>, latest: Array<{ at: string, clientAddress: string, referrer: string, service: string, reason: TokenRefusalReason, message: string }> } };

export type TokenAlertSettingsQueryVariables = Exact<{
  accountId: string | number;
}>;


export type TokenAlertSettingsQuery = { apiTokenAlertSettings: { accountId: string, available: boolean, refusalThreshold: number | null } };

export type SetApiTokenAlertThresholdMutationVariables = Exact<{
  accountId: string | number;
  refusalThreshold?: number | null | undefined;
}>;


export type SetApiTokenAlertThresholdMutation = { setApiTokenAlertThreshold: { accountId: string, available: boolean, refusalThreshold: number | null } };

export type AddressDatasetsQueryVariables = Exact<{
  accountId: string | number;
}>;


export type AddressDatasetsQuery = { addressDatasets: Array<{ ref: string, name: string, international: boolean }> };

export type AddressResult_AddressFragment = { id: string, label: Array<string>, fields: Array<{ name: string, value: string }> };

export type AddressSuggestionsQueryVariables = Exact<{
  accountId: string | number;
  dataset: string | number;
  text: string;
  country?: string | null | undefined;
}>;


export type AddressSuggestionsQuery = { addressSuggestions: { text: string, suggestions: Array<{ id: string, text: string }>, failure: { code: string, message: string } | null } };

export type AddressCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressCountriesQuery = { addressCountries: Array<{ code: string, name: string }> };

export type AddressQueryVariables = Exact<{
  accountId: string | number;
  dataset: string | number;
  id: string | number;
  country?: string | null | undefined;
  configuration: LabelConfigurationInput;
}>;


export type AddressQuery = { address: { address: { id: string, label: Array<string>, fields: Array<{ name: string, value: string }> } | null, failure: { code: string, message: string } | null } };

export type PaymentResult_ValidationFragment = { sortCode: string, accountNumber: string, status: BankAccountStatus, reason: string };

export type BankAccountValidationQueryVariables = Exact<{
  accountId: string | number;
  sortCode: string;
  accountNumber: string;
}>;


export type BankAccountValidationQuery = { bankAccountValidation: { sortCode: string, accountNumber: string, status: BankAccountStatus, reason: string } };

export type EmailResultsTable_ValidationFragment = { email: string, status: EmailStatus | null, reason: EmailReason | null, suggestion: string | null, failure: { code: string, message: string } | null };

export type EmailValidationQueryVariables = Exact<{
  accountId: string | number;
  emails: Array<string> | string;
}>;


export type EmailValidationQuery = { emailValidation: Array<{ email: string, status: EmailStatus | null, reason: EmailReason | null, suggestion: string | null, failure: { code: string, message: string } | null }> };

export type DatasetDetails_DatasetFragment = { id: string, name: string, datasetRef: string, service: PlanService, planCount: number, createdDate: string | null, updatedDate: string | null, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null };

export type PlanDetails_PlanFragment = { id: string, name: string, description: string, service: PlanService, duration: number, availableStart: string, availableEnd: string | null, calculator: PlanCalculator, formula: string, territory: Territory, currency: Currency, allowTest: boolean, displayOrder: number, subscriptionCount: number | null, createdDate: string | null, updatedDate: string | null, dataset: { id: string, name: string, datasetRef: string }, pricing: Array<{ clicks: number, price: number }>, filters: Array<{ id: string, description: string, category: string, displayOrder: number }>, comparisons: Array<{ id: string, description: string, displayOrder: number }>, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null };

export type PlanListItem_PlanFragment = { id: string, name: string, territory: Territory, currency: Currency, calculator: PlanCalculator, displayOrder: number, availableStart: string, availableEnd: string | null, dataset: { id: string, datasetRef: string }, pricing: Array<{ clicks: number, price: number }> };

export type CatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueQuery = { datasets: Array<{ id: string, name: string, datasetRef: string, service: PlanService, planCount: number }>, cataloguePlans: Array<{ id: string, name: string, territory: Territory, currency: Currency, calculator: PlanCalculator, displayOrder: number, availableStart: string, availableEnd: string | null, dataset: { id: string, datasetRef: string }, pricing: Array<{ clicks: number, price: number }> }> };

export type DatasetsQueryVariables = Exact<{ [key: string]: never; }>;


export type DatasetsQuery = { datasets: Array<{ id: string, name: string, datasetRef: string, service: PlanService, planCount: number, createdDate: string | null, updatedDate: string | null, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null }> };

export type DatasetQueryVariables = Exact<{
  id: string | number;
}>;


export type DatasetQuery = { dataset: { id: string, name: string, datasetRef: string, service: PlanService, planCount: number, createdDate: string | null, updatedDate: string | null, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } | null };

export type CataloguePlanQueryVariables = Exact<{
  id: string | number;
}>;


export type CataloguePlanQuery = { cataloguePlan: { id: string, name: string, description: string, service: PlanService, duration: number, availableStart: string, availableEnd: string | null, calculator: PlanCalculator, formula: string, territory: Territory, currency: Currency, allowTest: boolean, displayOrder: number, subscriptionCount: number | null, createdDate: string | null, updatedDate: string | null, dataset: { id: string, name: string, datasetRef: string }, pricing: Array<{ clicks: number, price: number }>, filters: Array<{ id: string, description: string, category: string, displayOrder: number }>, comparisons: Array<{ id: string, description: string, displayOrder: number }>, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } | null };

export type CreateDatasetMutationVariables = Exact<{
  input: DatasetInput;
}>;


export type CreateDatasetMutation = { createDataset: { id: string, name: string, datasetRef: string, service: PlanService, planCount: number, createdDate: string | null, updatedDate: string | null, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } };

export type UpdateDatasetMutationVariables = Exact<{
  id: string | number;
  input: DatasetInput;
}>;


export type UpdateDatasetMutation = { updateDataset: { id: string, name: string, datasetRef: string, service: PlanService, planCount: number, createdDate: string | null, updatedDate: string | null, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } };

export type DeleteDatasetMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDatasetMutation = { deleteDataset: boolean };

export type CreatePlanMutationVariables = Exact<{
  input: CataloguePlanInput;
}>;


export type CreatePlanMutation = { createPlan: { id: string, name: string, description: string, service: PlanService, duration: number, availableStart: string, availableEnd: string | null, calculator: PlanCalculator, formula: string, territory: Territory, currency: Currency, allowTest: boolean, displayOrder: number, subscriptionCount: number | null, createdDate: string | null, updatedDate: string | null, dataset: { id: string, name: string, datasetRef: string }, pricing: Array<{ clicks: number, price: number }>, filters: Array<{ id: string, description: string, category: string, displayOrder: number }>, comparisons: Array<{ id: string, description: string, displayOrder: number }>, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } };

export type UpdatePlanMutationVariables = Exact<{
  id: string | number;
  input: CataloguePlanInput;
}>;


export type UpdatePlanMutation = { updatePlan: { id: string, name: string, description: string, service: PlanService, duration: number, availableStart: string, availableEnd: string | null, calculator: PlanCalculator, formula: string, territory: Territory, currency: Currency, allowTest: boolean, displayOrder: number, subscriptionCount: number | null, createdDate: string | null, updatedDate: string | null, dataset: { id: string, name: string, datasetRef: string }, pricing: Array<{ clicks: number, price: number }>, filters: Array<{ id: string, description: string, category: string, displayOrder: number }>, comparisons: Array<{ id: string, description: string, displayOrder: number }>, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } };

export type DeletePlanMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePlanMutation = { deletePlan: boolean };

export type CreatePlanFilterMutationVariables = Exact<{
  planId: string | number;
  input: CataloguePlanFilterInput;
}>;


export type CreatePlanFilterMutation = { createPlanFilter: { id: string, name: string, description: string, service: PlanService, duration: number, availableStart: string, availableEnd: string | null, calculator: PlanCalculator, formula: string, territory: Territory, currency: Currency, allowTest: boolean, displayOrder: number, subscriptionCount: number | null, createdDate: string | null, updatedDate: string | null, dataset: { id: string, name: string, datasetRef: string }, pricing: Array<{ clicks: number, price: number }>, filters: Array<{ id: string, description: string, category: string, displayOrder: number }>, comparisons: Array<{ id: string, description: string, displayOrder: number }>, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } };

export type UpdatePlanFilterMutationVariables = Exact<{
  planId: string | number;
  filterId: string | number;
  input: CataloguePlanFilterInput;
}>;


export type UpdatePlanFilterMutation = { updatePlanFilter: { id: string, name: string, description: string, service: PlanService, duration: number, availableStart: string, availableEnd: string | null, calculator: PlanCalculator, formula: string, territory: Territory, currency: Currency, allowTest: boolean, displayOrder: number, subscriptionCount: number | null, createdDate: string | null, updatedDate: string | null, dataset: { id: string, name: string, datasetRef: string }, pricing: Array<{ clicks: number, price: number }>, filters: Array<{ id: string, description: string, category: string, displayOrder: number }>, comparisons: Array<{ id: string, description: string, displayOrder: number }>, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } };

export type DeletePlanFilterMutationVariables = Exact<{
  planId: string | number;
  filterId: string | number;
}>;


export type DeletePlanFilterMutation = { deletePlanFilter: { id: string, name: string, description: string, service: PlanService, duration: number, availableStart: string, availableEnd: string | null, calculator: PlanCalculator, formula: string, territory: Territory, currency: Currency, allowTest: boolean, displayOrder: number, subscriptionCount: number | null, createdDate: string | null, updatedDate: string | null, dataset: { id: string, name: string, datasetRef: string }, pricing: Array<{ clicks: number, price: number }>, filters: Array<{ id: string, description: string, category: string, displayOrder: number }>, comparisons: Array<{ id: string, description: string, displayOrder: number }>, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } };

export type ReorderPlanFiltersMutationVariables = Exact<{
  planId: string | number;
  filterIds: Array<string | number> | string | number;
}>;


export type ReorderPlanFiltersMutation = { reorderPlanFilters: { id: string, name: string, description: string, service: PlanService, duration: number, availableStart: string, availableEnd: string | null, calculator: PlanCalculator, formula: string, territory: Territory, currency: Currency, allowTest: boolean, displayOrder: number, subscriptionCount: number | null, createdDate: string | null, updatedDate: string | null, dataset: { id: string, name: string, datasetRef: string }, pricing: Array<{ clicks: number, price: number }>, filters: Array<{ id: string, description: string, category: string, displayOrder: number }>, comparisons: Array<{ id: string, description: string, displayOrder: number }>, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } };

export type CreatePlanComparisonMutationVariables = Exact<{
  planId: string | number;
  input: CataloguePlanComparisonInput;
}>;


export type CreatePlanComparisonMutation = { createPlanComparison: { id: string, name: string, description: string, service: PlanService, duration: number, availableStart: string, availableEnd: string | null, calculator: PlanCalculator, formula: string, territory: Territory, currency: Currency, allowTest: boolean, displayOrder: number, subscriptionCount: number | null, createdDate: string | null, updatedDate: string | null, dataset: { id: string, name: string, datasetRef: string }, pricing: Array<{ clicks: number, price: number }>, filters: Array<{ id: string, description: string, category: string, displayOrder: number }>, comparisons: Array<{ id: string, description: string, displayOrder: number }>, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } };

export type UpdatePlanComparisonMutationVariables = Exact<{
  planId: string | number;
  comparisonId: string | number;
  input: CataloguePlanComparisonInput;
}>;


export type UpdatePlanComparisonMutation = { updatePlanComparison: { id: string, name: string, description: string, service: PlanService, duration: number, availableStart: string, availableEnd: string | null, calculator: PlanCalculator, formula: string, territory: Territory, currency: Currency, allowTest: boolean, displayOrder: number, subscriptionCount: number | null, createdDate: string | null, updatedDate: string | null, dataset: { id: string, name: string, datasetRef: string }, pricing: Array<{ clicks: number, price: number }>, filters: Array<{ id: string, description: string, category: string, displayOrder: number }>, comparisons: Array<{ id: string, description: string, displayOrder: number }>, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } };

export type DeletePlanComparisonMutationVariables = Exact<{
  planId: string | number;
  comparisonId: string | number;
}>;


export type DeletePlanComparisonMutation = { deletePlanComparison: { id: string, name: string, description: string, service: PlanService, duration: number, availableStart: string, availableEnd: string | null, calculator: PlanCalculator, formula: string, territory: Territory, currency: Currency, allowTest: boolean, displayOrder: number, subscriptionCount: number | null, createdDate: string | null, updatedDate: string | null, dataset: { id: string, name: string, datasetRef: string }, pricing: Array<{ clicks: number, price: number }>, filters: Array<{ id: string, description: string, category: string, displayOrder: number }>, comparisons: Array<{ id: string, description: string, displayOrder: number }>, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } };

export type ReorderPlanComparisonsMutationVariables = Exact<{
  planId: string | number;
  comparisonIds: Array<string | number> | string | number;
}>;


export type ReorderPlanComparisonsMutation = { reorderPlanComparisons: { id: string, name: string, description: string, service: PlanService, duration: number, availableStart: string, availableEnd: string | null, calculator: PlanCalculator, formula: string, territory: Territory, currency: Currency, allowTest: boolean, displayOrder: number, subscriptionCount: number | null, createdDate: string | null, updatedDate: string | null, dataset: { id: string, name: string, datasetRef: string }, pricing: Array<{ clicks: number, price: number }>, filters: Array<{ id: string, description: string, category: string, displayOrder: number }>, comparisons: Array<{ id: string, description: string, displayOrder: number }>, createdBy: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } };

export type HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQuery = { me: { id: string, name: string, personalName: string | null, companyName: string | null } };

export type SubscriptionsCard_PlanFragment = { planId: number, service: PlanService, plan: string, status: string, trial: boolean, endDate: string, remainClicks: number, clickLimit: number, currency: Currency, subscription: { clicks: number, price: number, estimatedRenewalDate: string | null } };

export type AccountPlansQueryVariables = Exact<{
  accountId: string | number;
}>;


export type AccountPlansQuery = { accountPlans: Array<{ planId: number, service: PlanService, plan: string, status: string, trial: boolean, endDate: string, remainClicks: number, clickLimit: number, currency: Currency, subscription: { clicks: number, price: number, estimatedRenewalDate: string | null } }> };

export type LeadListItem_LeadFragment = { id: string, companyName: string, contactName: string, openDate: string, closeDate: string, status: LeadStatus, services: Array<{ service: string, quantity: number }> };

export type SubmittedLead_LeadFragment = { id: string, partnerId: string, companyName: string, companyAddress: Array<string>, contactName: string, email: string, phoneNumber: string, jobTitle: string, division: string, integrations: Array<string>, enrichments: Array<string>, cleansing: Array<string>, probability: number, closeDate: string, jointMeeting: boolean, description: string, status: LeadStatus, openDate: string, services: Array<{ service: string, quantity: number }> };

export type PartnerLeadsQueryVariables = Exact<{
  partnerId: string | number;
}>;


export type PartnerLeadsQuery = { partnerLeads: Array<{ id: string, companyName: string, contactName: string, openDate: string, closeDate: string, status: LeadStatus, services: Array<{ service: string, quantity: number }> }> };

export type PartnerLeadQueryVariables = Exact<{
  partnerId: string | number;
  leadId: string | number;
}>;


export type PartnerLeadQuery = { partnerLead: { id: string, partnerId: string, companyName: string, companyAddress: Array<string>, contactName: string, email: string, phoneNumber: string, jobTitle: string, division: string, integrations: Array<string>, enrichments: Array<string>, cleansing: Array<string>, probability: number, closeDate: string, jointMeeting: boolean, description: string, status: LeadStatus, openDate: string, services: Array<{ service: string, quantity: number }> } | null };

export type LeadFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadFormOptionsQuery = { leadOptions: Array<{ id: string, option: string, requirement: string }> };

export type CreateLeadMutationVariables = Exact<{
  partnerId: string | number;
  input: LeadInput;
}>;


export type CreateLeadMutation = { createLead: { id: string, partnerId: string, companyName: string, companyAddress: Array<string>, contactName: string, email: string, phoneNumber: string, jobTitle: string, division: string, integrations: Array<string>, enrichments: Array<string>, cleansing: Array<string>, probability: number, closeDate: string, jointMeeting: boolean, description: string, status: LeadStatus, openDate: string, services: Array<{ service: string, quantity: number }> } };

export type UpdateLeadMutationVariables = Exact<{
  partnerId: string | number;
  leadId: string | number;
  input: LeadInput;
}>;


export type UpdateLeadMutation = { updateLead: { id: string, partnerId: string, companyName: string, companyAddress: Array<string>, contactName: string, email: string, phoneNumber: string, jobTitle: string, division: string, integrations: Array<string>, enrichments: Array<string>, cleansing: Array<string>, probability: number, closeDate: string, jointMeeting: boolean, description: string, status: LeadStatus, openDate: string, services: Array<{ service: string, quantity: number }> } };

export type ChangeLeadStatusMutationVariables = Exact<{
  partnerId: string | number;
  leadId: string | number;
  status: LeadStatus;
  closeDate?: string | null | undefined;
}>;


export type ChangeLeadStatusMutation = { changeLeadStatus: { id: string, partnerId: string, companyName: string, companyAddress: Array<string>, contactName: string, email: string, phoneNumber: string, jobTitle: string, division: string, integrations: Array<string>, enrichments: Array<string>, cleansing: Array<string>, probability: number, closeDate: string, jointMeeting: boolean, description: string, status: LeadStatus, openDate: string, services: Array<{ service: string, quantity: number }> } };

export type DeleteLeadMutationVariables = Exact<{
  partnerId: string | number;
  leadId: string | number;
}>;


export type DeleteLeadMutation = { deleteLead: boolean };

export type LeadOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadOptionsQuery = { leadOptions: Array<{ id: string, option: string, requirement: string }> };

export type CreateLeadOptionMutationVariables = Exact<{
  input: LeadOptionInput;
}>;


export type CreateLeadOptionMutation = { createLeadOption: { id: string, option: string, requirement: string } };

export type UpdateLeadOptionMutationVariables = Exact<{
  id: string | number;
  input: LeadOptionInput;
}>;


export type UpdateLeadOptionMutation = { updateLeadOption: { id: string, option: string, requirement: string } };

export type DeleteLeadOptionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLeadOptionMutation = { deleteLeadOption: boolean };

export type PartnerAccountsQueryVariables = Exact<{
  partnerId: string | number;
}>;


export type PartnerAccountsQuery = { partnerAccounts: Array<{ organisationId: string, organisationName: string, accountId: string, accountName: string, planName: string, datasetType: string, clickLimit: number, remainingClicks: number, startDate: string | null, endDate: string | null, estimatedExpiryDate: string | null, runsOutBeforeEnd: boolean }> };

export type PartnerGroupQueryVariables = Exact<{
  groupId: string | number;
}>;


export type PartnerGroupQuery = { groupAdministration: { id: string, group: { id: string, name: string, type: GroupType, territory: Territory, address1: string | null, address2: string | null, address3: string | null, address4: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null }, invitations: Array<{ id: string, email: string, accessLevel: AccessLevel, takeOwnership: boolean, sentAt: string | null, expires: string | null }> } };

export type PartnerGroupUserQueryVariables = Exact<{
  groupId: string | number;
  userId: string | number;
}>;


export type PartnerGroupUserQuery = { groupAdministration: { id: string, group: { id: string, name: string, type: GroupType }, user: { id: string, userId: string, email: string, personalName: string | null, accessLevel: AccessLevel, inherited: boolean, heldInGroupName: string | null, locked: boolean, activity: string | null } | null } };

export type ReportingSummaryQueryVariables = Exact<{
  accountId: string | number;
  from: string;
  to: string;
  toEnd: string;
  uk: boolean;
}>;


export type ReportingSummaryQuery = { usageReport: { accountId: string, window: { from: string, to: string, period: UsagePeriod }, subscriptions: Array<{ totalClicks: number, subscription: { planId: number, plan: string, service: PlanService, endDate: string, remainClicks: number, clickLimit: number, averageClicks: number, clickConsumptionChange: number, currency: Currency, status: string }, forecast: { dailyAverage: number, remainClicks: number, runOutDate: string | null, periodEnd: string | null, runsOutEarly: boolean } }>, charges: Array<{ date: string, kind: ChargeKind, description: string, service: PlanService | null, planId: number | null, plan: string | null, clicks: number | null, records: number | null, fileId: string | null, invoiceNumber: string | null, purchaseOrder: string | null, amount: number, currency: Currency }> }, bureauStats?: Array<{ mafId: string, mafName: string, all: { files: number, cost: number, inputRecords: number, outputRecords: number, matching: { matched: number, updated: number, unmatched: number }, deduplication: { child: number, parent: number, unique: number } }, purchased: { files: number, cost: number, inputRecords: number, outputRecords: number, matching: { matched: number, updated: number, unmatched: number }, deduplication: { child: number, parent: number, unique: number } } }> };

export type ReportingSummary_BureauFiguresFragment = { files: number, cost: number, inputRecords: number, outputRecords: number, matching: { matched: number, updated: number, unmatched: number }, deduplication: { child: number, parent: number, unique: number } };

export type ReportingServicesQueryVariables = Exact<{
  accountId: string | number;
  from: string;
  to: string;
  period: UsagePeriod;
}>;


export type ReportingServicesQuery = { usageReport: { accountId: string, window: { from: string, to: string, period: UsagePeriod, periods: Array<string> }, subscriptions: Array<{ clicksPerPeriod: Array<number>, totalClicks: number, subscription: { planId: number, plan: string, service: PlanService, datasetRef: string }, countries: Array<{ country: string, clicks: number }> }> } };

export type ReportingTokensQueryVariables = Exact<{
  accountId: string | number;
  from: string;
  to: string;
  period: UsagePeriod;
  tag: string;
  oneTag: boolean;
}>;


export type ReportingTokensQuery = { usageReport: { accountId: string, window: { from: string, to: string, period: UsagePeriod, periods: Array<string> }, tokens: Array<{ tokenId: string, tokenTag: string, locked: boolean, clicksPerPeriod: Array<number>, totalClicks: number }>, token?: { tokenId: string, tokenTag: string, locked: boolean, clicksPerPeriod: Array<number>, totalClicks: number } } };

export type ReportingTokens_TokenFragment = { tokenId: string, tokenTag: string, locked: boolean, clicksPerPeriod: Array<number>, totalClicks: number };

export type SearchTokensQueryVariables = Exact<{
  filter: string;
  offset: number;
  limit: number;
}>;


export type SearchTokensQuery = { search: { tokens: { total: number, items: Array<{ id: string, accountId: string, accountName: string | null, tag: string, locked: boolean, userName: string | null }> } } };

export type SearchGroupsQueryVariables = Exact<{
  filter: string;
  offset: number;
  limit: number;
}>;


export type SearchGroupsQuery = { search: { groups: { total: number, items: Array<{ id: string, name: string, type: GroupType, subtype: GroupSubtype | null, parentName: string | null, territory: Territory, parent: { id: string, type: GroupType, subtype: GroupSubtype | null, parent: { id: string, type: GroupType, subtype: GroupSubtype | null } | null } | null }> } } };

export type SearchUsersQueryVariables = Exact<{
  filter: string;
  offset: number;
  limit: number;
}>;


export type SearchUsersQuery = { search: { users: { total: number, items: Array<{ id: string, name: string, personalName: string | null, companyName: string | null, locked: boolean }> } } };

export type RequestPasswordResetMutationVariables = Exact<{
  userName: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  userName: string;
  activationCode: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type ValidateUserMutationVariables = Exact<{
  code: string;
}>;


export type ValidateUserMutation = { validateUser: { jwt: string, id: string, userName: string, recycleDate: number, roles: Array<Role>, territory: Territory, validated: boolean, accountId: string | null } };

export type SendValidationCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendValidationCodeMutation = { sendValidationCode: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegistrationInput;
  captchaToken: string;
}>;


export type RegisterMutation = { register: { userId: string } };

export type SignInMutationVariables = Exact<{
  userName: string;
  password: string;
  captchaToken?: string | null | undefined;
}>;


export type SignInMutation = { signIn: { jwt: string, id: string, userName: string, recycleDate: number, roles: Array<Role>, territory: Territory, validated: boolean, accountId: string | null } };

export type BasketQuoteQueryVariables = Exact<{
  items: Array<BasketItemInput> | BasketItemInput;
}>;


export type BasketQuoteQuery = { basketQuote: { total: number, currency: Currency, items: Array<{ accountId: string, planId: string, plan: string, service: PlanService, kind: ShopPlanKind, clicks: number, minimumClicks: number | null, price: number }>, unavailable: Array<{ accountId: string, planId: string, clicks: number, plan: string | null, reason: string }> } };

export type BillingDefaultsQueryVariables = Exact<{
  accountId: string | number;
}>;


export type BillingDefaultsQuery = { me: { id: string, name: string, personalName: string | null, companyName: string | null, address1: string | null, address2: string | null, address3: string | null, address4: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null }, savedCard: { brand: string, lastFour: string, expiryMonth: number, expiryYear: number } | null, payers: Array<{ userId: string }>, account: { id: string, parentName: string | null, address1: string | null, address2: string | null, address3: string | null, address4: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null, parent: { id: string, address1: string | null, address2: string | null, address3: string | null, address4: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null } | null } | null };

export type CheckoutMutationVariables = Exact<{
  input: CheckoutInput;
  captchaToken: string;
}>;


export type CheckoutMutation = { checkout: { orderId: string, url: string, quote: { total: number, currency: Currency, items: Array<{ accountId: string, planId: string, plan: string, clicks: number, price: number }> } } };

export type ShopPlanCard_PlanFragment = { planId: string, plan: string, description: string, kind: ShopPlanKind, datasetId: string, dataset: string, duration: number, clicks: number, minimumClicks: number, maximumClicks: number, currency: Currency, unavailableReason: string | null, pricing: Array<{ clicks: number, price: number }>, filters: Array<{ description: string, category: string, displayOrder: number }>, comparisons: Array<{ description: string, displayOrder: number }>, held: { endDate: string, status: string, remainClicks: number, trial: boolean } | null };

export type ShopPlansQueryVariables = Exact<{
  accountId: string | number;
  service?: PlanService | null | undefined;
}>;


export type ShopPlansQuery = { shopPlans: Array<{ planId: string, kind: ShopPlanKind, plan: string, description: string, datasetId: string, dataset: string, duration: number, clicks: number, minimumClicks: number, maximumClicks: number, currency: Currency, unavailableReason: string | null, pricing: Array<{ clicks: number, price: number }>, filters: Array<{ description: string, category: string, displayOrder: number }>, comparisons: Array<{ description: string, displayOrder: number }>, held: { endDate: string, status: string, remainClicks: number, trial: boolean } | null }> };

export type ShopOfferQueryVariables = Exact<{
  accountId: string | number;
}>;


export type ShopOfferQuery = { shopPlans: Array<{ planId: string, service: PlanService, price: number, currency: Currency, pricing: Array<{ clicks: number, price: number }> }> };

export type ShopOrderQueryVariables = Exact<{
  orderId: string | number;
}>;


export type ShopOrderQuery = { shopOrderConfirmation: { available: boolean, order: { orderId: string, status: ShopOrderStatus, total: number, currency: Currency, paidAt: string | null, cardBrand: string | null, cardLastFour: string | null, items: Array<{ accountId: string, planId: string, plan: string, kind: ShopPlanKind, clicks: number, price: number }> } | null } };

export type DeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteUserMutation = { deleteUser: boolean };

export type EditUserQueryVariables = Exact<{
  id: string | number;
}>;


export type EditUserQuery = { user: { id: string, email: string, personalName: string | null, companyName: string | null, address1: string | null, address2: string | null, address3: string | null, address4: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null } | null };

export type EditUserForm_UserFragment = { id: string, email: string, personalName: string | null, companyName: string | null, address1: string | null, address2: string | null, address3: string | null, address4: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null };

export type UpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UserDetailsInput;
}>;


export type UpdateUserMutation = { updateUser: { id: string, name: string, email: string, personalName: string | null, companyName: string | null, address1: string | null, address2: string | null, address3: string | null, address4: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null, territory: Territory, createTimestamp: string | null, updateTimestamp: string | null } };

export type OwnedGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnedGroupsQuery = { myGroups: Array<{ id: string, isOwner: boolean, children: Array<{ id: string, isOwner: boolean, children: Array<{ id: string, isOwner: boolean }> }> }> };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type SignInAgainMutationVariables = Exact<{
  userName: string;
  password: string;
  captchaToken?: string | null | undefined;
}>;


export type SignInAgainMutation = { signIn: { jwt: string, id: string, userName: string, recycleDate: number, roles: Array<Role>, territory: Territory, validated: boolean, accountId: string | null } };

export type UserDetails_UserFragment = { id: string, name: string, email: string, personalName: string | null, companyName: string | null, address1: string | null, address2: string | null, address3: string | null, address4: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null, territory: Territory, createTimestamp: string | null, updateTimestamp: string | null };

export type UserSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type UserSettingsQuery = { user: { id: string, name: string, email: string, personalName: string | null, companyName: string | null, address1: string | null, address2: string | null, address3: string | null, address4: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null, territory: Territory, createTimestamp: string | null, updateTimestamp: string | null, permissions: Array<{ permissionId: string, userId: string, name: string, enabled: boolean, children: Array<{ permissionId: string, userId: string, name: string, enabled: boolean, permission: { id: string, refId: string, description: string | null, admin: boolean, isNotification: boolean } | null }>, permission: { id: string, refId: string, description: string | null, admin: boolean, isNotification: boolean } | null }> } | null };

export type WelcomeWizardQueryVariables = Exact<{
  organisationId: string | number;
  accountId: string | number;
}>;


export type WelcomeWizardQuery = { organisation: { id: string, group: { id: string, name: string, address1: string | null, address2: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null } }, account: { id: string, group: { id: string, name: string }, users: { totalCount: number }, invitations: Array<{ id: string, email: string, accessLevel: AccessLevel }> }, accountPlans: Array<{ service: PlanService, plan: string, planId: number }> };

export type WelcomeInviteMutationVariables = Exact<{
  groupId: string | number;
  input: InvitationInput;
}>;


export type WelcomeInviteMutation = { inviteGroupUser: { id: string, email: string, accessLevel: AccessLevel } };

export type WizardCreateGroupMutationVariables = Exact<{
  input: NewGroupInput;
}>;


export type WizardCreateGroupMutation = { createGroup: { id: string, accountId: string | null } };

export type WizardUpdateGroupMutationVariables = Exact<{
  groupId: string | number;
  input: GroupDetailsInput;
}>;


export type WizardUpdateGroupMutation = { updateGroup: { id: string, name: string, address1: string | null, address2: string | null, town: string | null, county: string | null, postcode: string | null, country: string | null } };

export type WizardDeleteGroupMutationVariables = Exact<{
  groupId: string | number;
}>;


export type WizardDeleteGroupMutation = { deleteGroup: boolean };

export type WizardOwnerSearchQueryVariables = Exact<{
  filter: string;
}>;


export type WizardOwnerSearchQuery = { search: { filter: string, users: { total: number, items: Array<{ id: string, name: string, personalName: string | null, companyName: string | null, territory: Territory }> } } };

export type ClickForecastsQueryVariables = Exact<{
  accountId: string | number;
}>;


export type ClickForecastsQuery = { clickForecasts: Array<{ subscription: { planId: number, plan: string, service: PlanService }, forecast: { runOutDate: string | null, periodEnd: string | null, runsOutEarly: boolean } }> };

export type SessionUser_SessionFragment = { jwt: string, id: string, userName: string, recycleDate: number, roles: Array<Role>, territory: Territory, validated: boolean, accountId: string | null };

export type ReauthenticateMutationVariables = Exact<{
  accountId?: string | number | null | undefined;
}>;


export type ReauthenticateMutation = { reauthenticate: { jwt: string, id: string, userName: string, recycleDate: number, roles: Array<Role>, territory: Territory, validated: boolean, accountId: string | null } };

export const ShellGroup_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellGroup_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"isMember"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOwnership"}}]}}]} as unknown as DocumentNode<ShellGroup_GroupFragment, unknown>;
export const EditAccountForm_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditAccountForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<EditAccountForm_GroupFragment, unknown>;
export const EditGroupUser_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditGroupUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}},{"kind":"Field","name":{"kind":"Name","value":"heldInGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"activity"}}]}}]} as unknown as DocumentNode<EditGroupUser_UserFragment, unknown>;
export const GroupUsersTable_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupUsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}},{"kind":"Field","name":{"kind":"Name","value":"heldInGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"activity"}}]}}]} as unknown as DocumentNode<GroupUsersTable_UserFragment, unknown>;
export const InvitationsCard_InvitationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationsCard_invitation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"takeOwnership"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}}]}}]} as unknown as DocumentNode<InvitationsCard_InvitationFragment, unknown>;
export const UserPermissionsEditor_SettingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserPermissionsEditor_setting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"permission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"isNotification"}}]}}]}}]} as unknown as DocumentNode<UserPermissionsEditor_SettingFragment, unknown>;
export const UserPermissionsEditor_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserPermissionsEditor_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserPermissionsEditor_setting"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserPermissionsEditor_setting"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserPermissionsEditor_setting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"permission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"isNotification"}}]}}]}}]} as unknown as DocumentNode<UserPermissionsEditor_UserFragment, unknown>;
export const BureauFileResults_StatFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BureauFileResults_stat"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BureauStat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<BureauFileResults_StatFragment, unknown>;
export const BureauFileResults_FateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BureauFileResults_fate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BureauRecordFateCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fate"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<BureauFileResults_FateFragment, unknown>;
export const BureauFileResults_ChangeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BureauFileResults_change"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BureauChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"cleansed"}}]}}]} as unknown as DocumentNode<BureauFileResults_ChangeFragment, unknown>;
export const GroupDetailsCard_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupDetailsCard_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOwnership"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"charity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<GroupDetailsCard_GroupFragment, unknown>;
export const GroupStatus_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupStatus_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"charity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPostalOperatorDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"isOSDiscount"}}]}}]}}]} as unknown as DocumentNode<GroupStatus_GroupFragment, unknown>;
export const ServiceJwtPanel_ServiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceJwtPanel_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"offersJwt"}}]}}]} as unknown as DocumentNode<ServiceJwtPanel_ServiceFragment, unknown>;
export const ServiceSwitches_AccessFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceSwitches_access"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupServiceAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenId"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<ServiceSwitches_AccessFragment, unknown>;
export const ServiceSubscriptions_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceSubscriptions_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedExpiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"remainClicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickLimit"}},{"kind":"Field","name":{"kind":"Name","value":"averageClicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickConsumptionChange"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trial"}},{"kind":"Field","name":{"kind":"Name","value":"deprecated"}},{"kind":"Field","name":{"kind":"Name","value":"deprecatedByPlan"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"bundles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bundleId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode<ServiceSubscriptions_PlanFragment, unknown>;
export const TokenCard_TokenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TokenCard_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"ipRange"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCap"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapPerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsed"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tryCommand"}}]}}]} as unknown as DocumentNode<TokenCard_TokenFragment, unknown>;
export const AddressResult_AddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressResult_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<AddressResult_AddressFragment, unknown>;
export const PaymentResult_ValidationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentResult_validation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountValidation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sortCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<PaymentResult_ValidationFragment, unknown>;
export const EmailResultsTable_ValidationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailResultsTable_validation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailValidation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EmailResultsTable_ValidationFragment, unknown>;
export const DatasetDetails_DatasetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetDetails_dataset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"planCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DatasetDetails_DatasetFragment, unknown>;
export const PlanDetails_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanDetails_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"availableStart"}},{"kind":"Field","name":{"kind":"Name","value":"availableEnd"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"allowTest"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PlanDetails_PlanFragment, unknown>;
export const PlanListItem_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanListItem_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"availableStart"}},{"kind":"Field","name":{"kind":"Name","value":"availableEnd"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<PlanListItem_PlanFragment, unknown>;
export const SubscriptionsCard_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionsCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trial"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"remainClicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickLimit"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRenewalDate"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsCard_PlanFragment, unknown>;
export const LeadListItem_LeadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadListItem_lead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openDate"}},{"kind":"Field","name":{"kind":"Name","value":"closeDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<LeadListItem_LeadFragment, unknown>;
export const SubmittedLead_LeadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmittedLead_lead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"enrichments"}},{"kind":"Field","name":{"kind":"Name","value":"cleansing"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"closeDate"}},{"kind":"Field","name":{"kind":"Name","value":"jointMeeting"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"openDate"}}]}}]} as unknown as DocumentNode<SubmittedLead_LeadFragment, unknown>;
export const ReportingSummary_BureauFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportingSummary_bureauFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BureauStatsFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"inputRecords"}},{"kind":"Field","name":{"kind":"Name","value":"outputRecords"}},{"kind":"Field","name":{"kind":"Name","value":"matching"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deduplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"parent"}},{"kind":"Field","name":{"kind":"Name","value":"unique"}}]}}]}}]} as unknown as DocumentNode<ReportingSummary_BureauFiguresFragment, unknown>;
export const ReportingTokens_TokenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportingTokens_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TokenUsageReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenId"}},{"kind":"Field","name":{"kind":"Name","value":"tokenTag"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"clicksPerPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"totalClicks"}}]}}]} as unknown as DocumentNode<ReportingTokens_TokenFragment, unknown>;
export const ShopPlanCard_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopPlanCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"minimumClicks"}},{"kind":"Field","name":{"kind":"Name","value":"maximumClicks"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"held"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remainClicks"}},{"kind":"Field","name":{"kind":"Name","value":"trial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unavailableReason"}}]}}]} as unknown as DocumentNode<ShopPlanCard_PlanFragment, unknown>;
export const EditUserForm_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditUserForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<EditUserForm_UserFragment, unknown>;
export const UserDetails_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDetails_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"createTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"updateTimestamp"}}]}}]} as unknown as DocumentNode<UserDetails_UserFragment, unknown>;
export const SessionUser_SessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recycleDate"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]} as unknown as DocumentNode<SessionUser_SessionFragment, unknown>;
export const CreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]} as unknown as DocumentNode<CreateGroupMutation, CreateGroupMutationVariables>;
export const ExportApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}]}]}}]} as unknown as DocumentNode<ExportApiTokenMutation, ExportApiTokenMutationVariables>;
export const NewAccountOwnerSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewAccountOwnerSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filter"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NewAccountOwnerSearchQuery, NewAccountOwnerSearchQueryVariables>;
export const ShellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Shell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellGroup_group"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellGroup_group"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellGroup_group"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellGroup_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"isMember"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOwnership"}}]}}]} as unknown as DocumentNode<ShellQuery, ShellQueryVariables>;
export const UpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditAccountForm_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupDetailsCard_group"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditAccountForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupDetailsCard_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOwnership"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"charity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateGroupMutation, UpdateGroupMutationVariables>;
export const GroupUsersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupUsersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupUserOrder"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupAdministration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupUsersTable_user"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupUsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}},{"kind":"Field","name":{"kind":"Name","value":"heldInGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"activity"}}]}}]} as unknown as DocumentNode<GroupUsersPageQuery, GroupUsersPageQueryVariables>;
export const WithdrawInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<WithdrawInvitationMutation, WithdrawInvitationMutationVariables>;
export const InviteGroupUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteGroupUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteGroupUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationsCard_invitation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationsCard_invitation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"takeOwnership"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}}]}}]} as unknown as DocumentNode<InviteGroupUserMutation, InviteGroupUserMutationVariables>;
export const InviteFormWaitingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteFormWaiting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupAdministration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationsCard_invitation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationsCard_invitation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"takeOwnership"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}}]}}]} as unknown as DocumentNode<InviteFormWaitingQuery, InviteFormWaitingQueryVariables>;
export const SetGroupUserAccessLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetGroupUserAccessLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessLevel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessLevel"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGroupUserAccessLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accessLevel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessLevel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditGroupUser_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditGroupUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}},{"kind":"Field","name":{"kind":"Name","value":"heldInGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"activity"}}]}}]} as unknown as DocumentNode<SetGroupUserAccessLevelMutation, SetGroupUserAccessLevelMutationVariables>;
export const SetGroupUserLockedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetGroupUserLocked"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locked"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGroupUserLocked"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"locked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditGroupUser_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditGroupUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}},{"kind":"Field","name":{"kind":"Name","value":"heldInGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"activity"}}]}}]} as unknown as DocumentNode<SetGroupUserLockedMutation, SetGroupUserLockedMutationVariables>;
export const RemoveGroupUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveGroupUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGroupUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<RemoveGroupUserMutation, RemoveGroupUserMutationVariables>;
export const AutomaticRenewalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AutomaticRenewals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"automaticRenewals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"on"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRenewalDate"}},{"kind":"Field","name":{"kind":"Name","value":"topUpPercent"}},{"kind":"Field","name":{"kind":"Name","value":"topUpExpectedDate"}}]}}]}}]} as unknown as DocumentNode<AutomaticRenewalsQuery, AutomaticRenewalsQueryVariables>;
export const SetAutomaticRenewalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAutomaticRenewal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clicks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topUpPercent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAutomaticRenewal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clicks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clicks"}}},{"kind":"Argument","name":{"kind":"Name","value":"topUpPercent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topUpPercent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"on"}}]}}]}}]} as unknown as DocumentNode<SetAutomaticRenewalMutation, SetAutomaticRenewalMutationVariables>;
export const StopAutomaticRenewalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopAutomaticRenewal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopAutomaticRenewal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"on"}}]}}]}}]} as unknown as DocumentNode<StopAutomaticRenewalMutation, StopAutomaticRenewalMutationVariables>;
export const PaymentUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}}]}}]}}]} as unknown as DocumentNode<PaymentUsersQuery, PaymentUsersQueryVariables>;
export const PaymentUserCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentUserCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupAdministration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PaymentUserCandidatesQuery, PaymentUserCandidatesQueryVariables>;
export const AddPaymentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPaymentUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPaymentUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}}]}}]}}]} as unknown as DocumentNode<AddPaymentUserMutation, AddPaymentUserMutationVariables>;
export const RemovePaymentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePaymentUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePaymentUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}}]}}]}}]} as unknown as DocumentNode<RemovePaymentUserMutation, RemovePaymentUserMutationVariables>;
export const PaymentDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expiryYear"}}]}}]}}]} as unknown as DocumentNode<PaymentDetailsQuery, PaymentDetailsQueryVariables>;
export const ReplacePaymentDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplacePaymentDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"backUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replacePaymentDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"backUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"backUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]}}]} as unknown as DocumentNode<ReplacePaymentDetailsMutation, ReplacePaymentDetailsMutationVariables>;
export const RemovePaymentDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePaymentDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePaymentDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}]}]}}]} as unknown as DocumentNode<RemovePaymentDetailsMutation, RemovePaymentDetailsMutationVariables>;
export const SetUserPermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserPermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"permissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"permissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"permissionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserPermissionsEditor_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserPermissionsEditor_setting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"permission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"isNotification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserPermissionsEditor_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserPermissionsEditor_setting"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserPermissionsEditor_setting"}}]}}]}}]}}]} as unknown as DocumentNode<SetUserPermissionMutation, SetUserPermissionMutationVariables>;
export const UserPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserPermissionsEditor_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserPermissionsEditor_setting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"permission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"isNotification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserPermissionsEditor_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserPermissionsEditor_setting"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserPermissionsEditor_setting"}}]}}]}}]}}]} as unknown as DocumentNode<UserPermissionsQuery, UserPermissionsQueryVariables>;
export const BureauFileResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BureauFileResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bureauFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"upload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"testRowCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mafId"}},{"kind":"Field","name":{"kind":"Name","value":"addressSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usePAF"}},{"kind":"Field","name":{"kind":"Name","value":"correctTown"}},{"kind":"Field","name":{"kind":"Name","value":"correctPostcode"}},{"kind":"Field","name":{"kind":"Name","value":"correctStreet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dedupeLevel"}},{"kind":"Field","name":{"kind":"Name","value":"dedupeAction"}},{"kind":"Field","name":{"kind":"Name","value":"dedupeSeparateFile"}},{"kind":"Field","name":{"kind":"Name","value":"suppressions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppressionType"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputGroups"}},{"kind":"Field","name":{"kind":"Name","value":"outputFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"codingStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_stat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suppressionStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_stat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputGroupStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_stat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchLevelStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_stat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressUpdateStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_stat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dedupeStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_stat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordFates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_fate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeSample"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_change"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"fileRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"minimumRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerRecord"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"testMatchCount"}},{"kind":"Field","name":{"kind":"Name","value":"testRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMatch"}},{"kind":"Field","name":{"kind":"Name","value":"charged"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fullResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"outputRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"codingStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_stat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressUpdateStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_stat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dedupeStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_stat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suppressionRemovedStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_stat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suppressionFlaggedStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_stat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputGroupStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_stat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchLevelStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_stat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duplicatesRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"recordFates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_fate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeSample"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BureauFileResults_change"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"processedRecords"}},{"kind":"Field","name":{"kind":"Name","value":"totalRecords"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duplicatesDownloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BureauFileResults_stat"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BureauStat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BureauFileResults_fate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BureauRecordFateCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fate"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BureauFileResults_change"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BureauChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"cleansed"}}]}}]} as unknown as DocumentNode<BureauFileResultsQuery, BureauFileResultsQueryVariables>;
export const DiscardBureauResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiscardBureauResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discardBureauResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DiscardBureauResultsMutation, DiscardBureauResultsMutationVariables>;
export const BureauFileDownloadLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BureauFileDownloadLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bureauFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duplicatesDownloadUrl"}}]}}]}}]} as unknown as DocumentNode<BureauFileDownloadLinksQuery, BureauFileDownloadLinksQueryVariables>;
export const BureauFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BureauFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bureauFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"updateTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"upload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]}}]}}]} as unknown as DocumentNode<BureauFilesQuery, BureauFilesQueryVariables>;
export const DeleteBureauFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBureauFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBureauFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}]}]}}]} as unknown as DocumentNode<DeleteBureauFileMutation, DeleteBureauFileMutationVariables>;
export const InvoiceContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<InvoiceContactQuery, InvoiceContactQueryVariables>;
export const PayBureauFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayBureauFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayBureauFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payBureauFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PayBureauFileMutation, PayBureauFileMutationVariables>;
export const BureauFilePropertiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BureauFileProperties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bureauFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"upload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputOrder"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mafId"}},{"kind":"Field","name":{"kind":"Name","value":"addressSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usePAF"}},{"kind":"Field","name":{"kind":"Name","value":"correctTown"}},{"kind":"Field","name":{"kind":"Name","value":"correctPostcode"}},{"kind":"Field","name":{"kind":"Name","value":"correctStreet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dedupeLevel"}},{"kind":"Field","name":{"kind":"Name","value":"dedupeAction"}},{"kind":"Field","name":{"kind":"Name","value":"dedupeSeparateFile"}},{"kind":"Field","name":{"kind":"Name","value":"suppressions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppressionType"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputGroups"}},{"kind":"Field","name":{"kind":"Name","value":"outputFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressCleanseOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mafs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mafId"}},{"kind":"Field","name":{"kind":"Name","value":"mafName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dedupeLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suppressionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suppressionActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BureauFilePropertiesQuery, BureauFilePropertiesQueryVariables>;
export const SaveBureauFileSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBureauFileSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"settings"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BureauFileSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBureauFileSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"settings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"settings"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SaveBureauFileSettingsMutation, SaveBureauFileSettingsMutationVariables>;
export const CreateBureauTestResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBureauTestResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBureauTestResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateBureauTestResultsMutation, CreateBureauTestResultsMutationVariables>;
export const RenameBureauFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameBureauFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameBureauFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"updateTimestamp"}}]}}]}}]} as unknown as DocumentNode<RenameBureauFileMutation, RenameBureauFileMutationVariables>;
export const BureauFileMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BureauFileMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bureauFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"upload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateFileId"}},{"kind":"Field","name":{"kind":"Name","value":"inputFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputOrder"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"row1"}},{"kind":"Field","name":{"kind":"Name","value":"row2"}},{"kind":"Field","name":{"kind":"Name","value":"mappingType"}},{"kind":"Field","name":{"kind":"Name","value":"mappingOrder"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressCleanseOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mappingTypes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bureauFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"upload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputOrder"}},{"kind":"Field","name":{"kind":"Name","value":"mappingType"}},{"kind":"Field","name":{"kind":"Name","value":"mappingOrder"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BureauFileMappingQuery, BureauFileMappingQueryVariables>;
export const UpdateBureauInputFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBureauInputFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputFields"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BureauInputFieldInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateFileId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBureauInputFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"inputFields"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputFields"}}},{"kind":"Argument","name":{"kind":"Name","value":"templateFileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateFileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"upload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateFileId"}},{"kind":"Field","name":{"kind":"Name","value":"inputFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputOrder"}},{"kind":"Field","name":{"kind":"Name","value":"mappingType"}},{"kind":"Field","name":{"kind":"Name","value":"mappingOrder"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateBureauInputFieldsMutation, UpdateBureauInputFieldsMutationVariables>;
export const CreateBureauFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBureauFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBureauFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBureauFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateBureauFileMutation, CreateBureauFileMutationVariables>;
export const AccountAdministrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountAdministration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupAdministration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupDetailsCard_group"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationsCard_invitation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupDetailsCard_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOwnership"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"charity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationsCard_invitation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"takeOwnership"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}}]}}]} as unknown as DocumentNode<AccountAdministrationQuery, AccountAdministrationQueryVariables>;
export const CanDeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CanDeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canDeleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<CanDeleteAccountQuery, CanDeleteAccountQueryVariables>;
export const DeleteGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}]}]}}]} as unknown as DocumentNode<DeleteGroupMutation, DeleteGroupMutationVariables>;
export const EditAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupAdministration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditAccountForm_group"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditAccountForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<EditAccountQuery, EditAccountQueryVariables>;
export const EditGroupUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditGroupUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupAdministration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditGroupUser_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditGroupUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}},{"kind":"Field","name":{"kind":"Name","value":"heldInGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"activity"}}]}}]} as unknown as DocumentNode<EditGroupUserQuery, EditGroupUserQueryVariables>;
export const InviteGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupAdministration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<InviteGroupQuery, InviteGroupQueryVariables>;
export const AddressCleanseAdministrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressCleanseAdministration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressCleanseAdministration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canChangePrices"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costId"}},{"kind":"Field","name":{"kind":"Name","value":"costTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"costTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMatch"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerRecord"}},{"kind":"Field","name":{"kind":"Name","value":"realPricePerMatch"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"realPricePerRecord"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"minRecCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mafs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mafId"}},{"kind":"Field","name":{"kind":"Name","value":"mafName"}},{"kind":"Field","name":{"kind":"Name","value":"mafCountryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"costTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"royaltyCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mafId"}},{"kind":"Field","name":{"kind":"Name","value":"mafName"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMatch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"accId"}},{"kind":"Field","name":{"kind":"Name","value":"mafId"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharges"}},{"kind":"Field","name":{"kind":"Name","value":"totalRealCharges"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"isPostPay"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"charge"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddressCleanseAdministrationQuery, AddressCleanseAdministrationQueryVariables>;
export const AdminCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"costId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"costId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"costId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costId"}},{"kind":"Field","name":{"kind":"Name","value":"costTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMatch"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerRecord"}},{"kind":"Field","name":{"kind":"Name","value":"realPricePerMatch"}},{"kind":"Field","name":{"kind":"Name","value":"realPricePerRecord"}},{"kind":"Field","name":{"kind":"Name","value":"minRecCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode<AdminCostQuery, AdminCostQueryVariables>;
export const UpdateAdminCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAdminCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"costId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAdminCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"costId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"costId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costId"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMatch"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerRecord"}},{"kind":"Field","name":{"kind":"Name","value":"realPricePerMatch"}},{"kind":"Field","name":{"kind":"Name","value":"realPricePerRecord"}},{"kind":"Field","name":{"kind":"Name","value":"minRecCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode<UpdateAdminCostMutation, UpdateAdminCostMutationVariables>;
export const GroupStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupStatus_group"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupStatus_group"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupStatus_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"charity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPostalOperatorDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"isOSDiscount"}}]}}]}}]} as unknown as DocumentNode<GroupStatusQuery, GroupStatusQueryVariables>;
export const EnableCorporateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableCorporate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableCorporate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupStatus_group"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupStatus_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"charity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPostalOperatorDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"isOSDiscount"}}]}}]}}]} as unknown as DocumentNode<EnableCorporateMutation, EnableCorporateMutationVariables>;
export const DisableCorporateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableCorporate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableCorporate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupStatus_group"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupStatus_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"charity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPostalOperatorDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"isOSDiscount"}}]}}]}}]} as unknown as DocumentNode<DisableCorporateMutation, DisableCorporateMutationVariables>;
export const UpdateCharityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCharity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CharityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCharity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupStatus_group"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupStatus_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"charity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPostalOperatorDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"isOSDiscount"}}]}}]}}]} as unknown as DocumentNode<UpdateCharityMutation, UpdateCharityMutationVariables>;
export const ConfirmCharityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmCharity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CharityInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isValid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmCharity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"isValid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isValid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupStatus_group"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupStatus_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"charity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPostalOperatorDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"isOSDiscount"}}]}}]}}]} as unknown as DocumentNode<ConfirmCharityMutation, ConfirmCharityMutationVariables>;
export const RemoveCharityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCharity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCharity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupStatus_group"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupStatus_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"charity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPostalOperatorDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"isOSDiscount"}}]}}]}}]} as unknown as DocumentNode<RemoveCharityMutation, RemoveCharityMutationVariables>;
export const MigrateToPartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MigrateToPartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"migrateOrganisationToPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"partnerType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupStatus_group"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupStatus_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"charity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPostalOperatorDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"isOSDiscount"}}]}}]}}]} as unknown as DocumentNode<MigrateToPartnerMutation, MigrateToPartnerMutationVariables>;
export const RemoveFromPartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromPartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupStatus_group"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupStatus_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"charity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPostalOperatorDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"isOSDiscount"}}]}}]}}]} as unknown as DocumentNode<RemoveFromPartnerMutation, RemoveFromPartnerMutationVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"isMember"}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const BundleAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BundleAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceSubscriptions_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceSubscriptions_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedExpiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"remainClicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickLimit"}},{"kind":"Field","name":{"kind":"Name","value":"averageClicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickConsumptionChange"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trial"}},{"kind":"Field","name":{"kind":"Name","value":"deprecated"}},{"kind":"Field","name":{"kind":"Name","value":"deprecatedByPlan"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"bundles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bundleId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode<BundleAccountQuery, BundleAccountQueryVariables>;
export const DeleteBundleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBundle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bundleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBundle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bundleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bundleId"}}}]}]}}]} as unknown as DocumentNode<DeleteBundleMutation, DeleteBundleMutationVariables>;
export const UpdateBundleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBundle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bundleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BundleChangesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBundle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bundleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bundleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bundle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bundleId"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateBundleMutation, UpdateBundleMutationVariables>;
export const BundleInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BundleInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bundleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"backUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bundleInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bundleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bundleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"backUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"backUrl"}}}]}]}}]} as unknown as DocumentNode<BundleInvoiceQuery, BundleInvoiceQueryVariables>;
export const CreateBundleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBundle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organisationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewBundleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBundle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organisationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organisationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"bundle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bundleId"}}]}}]}}]}}]} as unknown as DocumentNode<CreateBundleMutation, CreateBundleMutationVariables>;
export const ServiceJwtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceJwt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceJwt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}}]}}]}}]} as unknown as DocumentNode<ServiceJwtQuery, ServiceJwtQueryVariables>;
export const SetServiceAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetServiceAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tokenId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setServiceAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tokenId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tokenId"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<SetServiceAccessMutation, SetServiceAccessMutationVariables>;
export const ServicesAdministrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServicesAdministration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceSubscriptions_plan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupServiceAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceSwitches_access"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceJwtPanel_service"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceSubscriptions_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedExpiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"remainClicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickLimit"}},{"kind":"Field","name":{"kind":"Name","value":"averageClicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickConsumptionChange"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trial"}},{"kind":"Field","name":{"kind":"Name","value":"deprecated"}},{"kind":"Field","name":{"kind":"Name","value":"deprecatedByPlan"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"bundles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bundleId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceSwitches_access"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupServiceAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenId"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceJwtPanel_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"offersJwt"}}]}}]} as unknown as DocumentNode<ServicesAdministrationQuery, ServicesAdministrationQueryVariables>;
export const AdministrationTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdministrationTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TokenCard_token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TokenCard_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"ipRange"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCap"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapPerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsed"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tryCommand"}}]}}]} as unknown as DocumentNode<AdministrationTokensQuery, AdministrationTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TokenCard_token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TokenCard_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"ipRange"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCap"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapPerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsed"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tryCommand"}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const UpdateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TokenCard_token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TokenCard_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"ipRange"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCap"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapPerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsed"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tryCommand"}}]}}]} as unknown as DocumentNode<UpdateApiTokenMutation, UpdateApiTokenMutationVariables>;
export const SetApiTokenLockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetApiTokenLock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locked"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setApiTokenLock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"locked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TokenCard_token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TokenCard_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"ipRange"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCap"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapPerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsed"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tryCommand"}}]}}]} as unknown as DocumentNode<SetApiTokenLockMutation, SetApiTokenLockMutationVariables>;
export const DeleteApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteApiTokenMutation, DeleteApiTokenMutationVariables>;
export const ChangeApiTokensInBulkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeApiTokensInBulk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenBulkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeApiTokensInBulk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TokenCard_token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TokenCard_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"ipRange"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCap"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapPerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsed"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tryCommand"}}]}}]} as unknown as DocumentNode<ChangeApiTokensInBulkMutation, ChangeApiTokensInBulkMutationVariables>;
export const TryApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TryApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referrer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tryApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"referrer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referrer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TokenCard_token"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TokenCard_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"ipRange"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCap"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapPerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsed"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tryCommand"}}]}}]} as unknown as DocumentNode<TryApiTokenMutation, TryApiTokenMutationVariables>;
export const TokenRefusalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TokenRefusals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokenRefusals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenId"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"byReason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TokenRefusalsQuery, TokenRefusalsQueryVariables>;
export const TokenAlertSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TokenAlertSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokenAlertSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"refusalThreshold"}}]}}]}}]} as unknown as DocumentNode<TokenAlertSettingsQuery, TokenAlertSettingsQueryVariables>;
export const SetApiTokenAlertThresholdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetApiTokenAlertThreshold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refusalThreshold"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setApiTokenAlertThreshold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"refusalThreshold"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refusalThreshold"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"refusalThreshold"}}]}}]}}]} as unknown as DocumentNode<SetApiTokenAlertThresholdMutation, SetApiTokenAlertThresholdMutationVariables>;
export const AddressDatasetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressDatasets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressDatasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"international"}}]}}]}}]} as unknown as DocumentNode<AddressDatasetsQuery, AddressDatasetsQueryVariables>;
export const AddressSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataset"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddressSuggestionsQuery, AddressSuggestionsQueryVariables>;
export const AddressCountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddressCountriesQuery, AddressCountriesQueryVariables>;
export const AddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Address"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configuration"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataset"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"configuration"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configuration"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressResult_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressResult_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<AddressQuery, AddressQueryVariables>;
export const BankAccountValidationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankAccountValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentResult_validation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentResult_validation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountValidation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sortCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<BankAccountValidationQuery, BankAccountValidationQueryVariables>;
export const EmailValidationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emails"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"emails"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emails"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailResultsTable_validation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailResultsTable_validation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailValidation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EmailValidationQuery, EmailValidationQueryVariables>;
export const CatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Catalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"planCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cataloguePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanListItem_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanListItem_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"availableStart"}},{"kind":"Field","name":{"kind":"Name","value":"availableEnd"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<CatalogueQuery, CatalogueQueryVariables>;
export const DatasetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Datasets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetDetails_dataset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetDetails_dataset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"planCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DatasetsQuery, DatasetsQueryVariables>;
export const DatasetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dataset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetDetails_dataset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetDetails_dataset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"planCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DatasetQuery, DatasetQueryVariables>;
export const CataloguePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CataloguePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cataloguePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanDetails_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanDetails_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"availableStart"}},{"kind":"Field","name":{"kind":"Name","value":"availableEnd"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"allowTest"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CataloguePlanQuery, CataloguePlanQueryVariables>;
export const CreateDatasetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDataset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetDetails_dataset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetDetails_dataset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"planCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateDatasetMutation, CreateDatasetMutationVariables>;
export const UpdateDatasetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDataset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetDetails_dataset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetDetails_dataset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"planCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateDatasetMutation, UpdateDatasetMutationVariables>;
export const DeleteDatasetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDataset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDatasetMutation, DeleteDatasetMutationVariables>;
export const CreatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanDetails_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanDetails_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"availableStart"}},{"kind":"Field","name":{"kind":"Name","value":"availableEnd"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"allowTest"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreatePlanMutation, CreatePlanMutationVariables>;
export const UpdatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanDetails_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanDetails_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"availableStart"}},{"kind":"Field","name":{"kind":"Name","value":"availableEnd"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"allowTest"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdatePlanMutation, UpdatePlanMutationVariables>;
export const DeletePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePlanMutation, DeletePlanMutationVariables>;
export const CreatePlanFilterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlanFilter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlanFilterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlanFilter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanDetails_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanDetails_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"availableStart"}},{"kind":"Field","name":{"kind":"Name","value":"availableEnd"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"allowTest"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreatePlanFilterMutation, CreatePlanFilterMutationVariables>;
export const UpdatePlanFilterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlanFilter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlanFilterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlanFilter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanDetails_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanDetails_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"availableStart"}},{"kind":"Field","name":{"kind":"Name","value":"availableEnd"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"allowTest"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdatePlanFilterMutation, UpdatePlanFilterMutationVariables>;
export const DeletePlanFilterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePlanFilter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePlanFilter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanDetails_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanDetails_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"availableStart"}},{"kind":"Field","name":{"kind":"Name","value":"availableEnd"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"allowTest"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DeletePlanFilterMutation, DeletePlanFilterMutationVariables>;
export const ReorderPlanFiltersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderPlanFilters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filterIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderPlanFilters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filterIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filterIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanDetails_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanDetails_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"availableStart"}},{"kind":"Field","name":{"kind":"Name","value":"availableEnd"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"allowTest"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReorderPlanFiltersMutation, ReorderPlanFiltersMutationVariables>;
export const CreatePlanComparisonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlanComparison"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlanComparisonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlanComparison"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanDetails_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanDetails_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"availableStart"}},{"kind":"Field","name":{"kind":"Name","value":"availableEnd"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"allowTest"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreatePlanComparisonMutation, CreatePlanComparisonMutationVariables>;
export const UpdatePlanComparisonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlanComparison"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comparisonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlanComparisonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlanComparison"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}},{"kind":"Argument","name":{"kind":"Name","value":"comparisonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comparisonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanDetails_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanDetails_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"availableStart"}},{"kind":"Field","name":{"kind":"Name","value":"availableEnd"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"allowTest"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdatePlanComparisonMutation, UpdatePlanComparisonMutationVariables>;
export const DeletePlanComparisonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePlanComparison"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comparisonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePlanComparison"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}},{"kind":"Argument","name":{"kind":"Name","value":"comparisonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comparisonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanDetails_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanDetails_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"availableStart"}},{"kind":"Field","name":{"kind":"Name","value":"availableEnd"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"allowTest"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DeletePlanComparisonMutation, DeletePlanComparisonMutationVariables>;
export const ReorderPlanComparisonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderPlanComparisons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comparisonIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderPlanComparisons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}},{"kind":"Argument","name":{"kind":"Name","value":"comparisonIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comparisonIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanDetails_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanDetails_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CataloguePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"availableStart"}},{"kind":"Field","name":{"kind":"Name","value":"availableEnd"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"allowTest"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReorderPlanComparisonsMutation, ReorderPlanComparisonsMutationVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const AccountPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionsCard_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionsCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trial"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"remainClicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickLimit"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRenewalDate"}}]}}]}}]} as unknown as DocumentNode<AccountPlansQuery, AccountPlansQueryVariables>;
export const PartnerLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerLeads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerLeads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadListItem_lead"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadListItem_lead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openDate"}},{"kind":"Field","name":{"kind":"Name","value":"closeDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<PartnerLeadsQuery, PartnerLeadsQueryVariables>;
export const PartnerLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmittedLead_lead"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmittedLead_lead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"enrichments"}},{"kind":"Field","name":{"kind":"Name","value":"cleansing"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"closeDate"}},{"kind":"Field","name":{"kind":"Name","value":"jointMeeting"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"openDate"}}]}}]} as unknown as DocumentNode<PartnerLeadQuery, PartnerLeadQueryVariables>;
export const LeadFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}}]}}]}}]} as unknown as DocumentNode<LeadFormOptionsQuery, LeadFormOptionsQueryVariables>;
export const CreateLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmittedLead_lead"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmittedLead_lead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"enrichments"}},{"kind":"Field","name":{"kind":"Name","value":"cleansing"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"closeDate"}},{"kind":"Field","name":{"kind":"Name","value":"jointMeeting"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"openDate"}}]}}]} as unknown as DocumentNode<CreateLeadMutation, CreateLeadMutationVariables>;
export const UpdateLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmittedLead_lead"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmittedLead_lead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"enrichments"}},{"kind":"Field","name":{"kind":"Name","value":"cleansing"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"closeDate"}},{"kind":"Field","name":{"kind":"Name","value":"jointMeeting"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"openDate"}}]}}]} as unknown as DocumentNode<UpdateLeadMutation, UpdateLeadMutationVariables>;
export const ChangeLeadStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeLeadStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"closeDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeLeadStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"closeDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"closeDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmittedLead_lead"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmittedLead_lead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"enrichments"}},{"kind":"Field","name":{"kind":"Name","value":"cleansing"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"closeDate"}},{"kind":"Field","name":{"kind":"Name","value":"jointMeeting"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"openDate"}}]}}]} as unknown as DocumentNode<ChangeLeadStatusMutation, ChangeLeadStatusMutationVariables>;
export const DeleteLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}]}]}}]} as unknown as DocumentNode<DeleteLeadMutation, DeleteLeadMutationVariables>;
export const LeadOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}}]}}]}}]} as unknown as DocumentNode<LeadOptionsQuery, LeadOptionsQueryVariables>;
export const CreateLeadOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLeadOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadOptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeadOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}}]}}]}}]} as unknown as DocumentNode<CreateLeadOptionMutation, CreateLeadOptionMutationVariables>;
export const UpdateLeadOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLeadOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadOptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeadOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}}]}}]}}]} as unknown as DocumentNode<UpdateLeadOptionMutation, UpdateLeadOptionMutationVariables>;
export const DeleteLeadOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLeadOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLeadOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteLeadOptionMutation, DeleteLeadOptionMutationVariables>;
export const PartnerAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"datasetType"}},{"kind":"Field","name":{"kind":"Name","value":"clickLimit"}},{"kind":"Field","name":{"kind":"Name","value":"remainingClicks"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedExpiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"runsOutBeforeEnd"}}]}}]}}]} as unknown as DocumentNode<PartnerAccountsQuery, PartnerAccountsQueryVariables>;
export const PartnerGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupAdministration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditAccountForm_group"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationsCard_invitation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditAccountForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationsCard_invitation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"takeOwnership"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}}]}}]} as unknown as DocumentNode<PartnerGroupQuery, PartnerGroupQueryVariables>;
export const PartnerGroupUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerGroupUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupAdministration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditGroupUser_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditGroupUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}},{"kind":"Field","name":{"kind":"Name","value":"heldInGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"activity"}}]}}]} as unknown as DocumentNode<PartnerGroupUserQuery, PartnerGroupUserQueryVariables>;
export const ReportingSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportingSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toEnd"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uk"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"window"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"period"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"remainClicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickLimit"}},{"kind":"Field","name":{"kind":"Name","value":"averageClicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickConsumptionChange"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalClicks"}},{"kind":"Field","name":{"kind":"Name","value":"forecast"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyAverage"}},{"kind":"Field","name":{"kind":"Name","value":"remainClicks"}},{"kind":"Field","name":{"kind":"Name","value":"runOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"runsOutEarly"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bureauStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toEnd"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uk"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mafId"}},{"kind":"Field","name":{"kind":"Name","value":"mafName"}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportingSummary_bureauFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchased"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportingSummary_bureauFigures"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportingSummary_bureauFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BureauStatsFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"inputRecords"}},{"kind":"Field","name":{"kind":"Name","value":"outputRecords"}},{"kind":"Field","name":{"kind":"Name","value":"matching"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deduplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"parent"}},{"kind":"Field","name":{"kind":"Name","value":"unique"}}]}}]}}]} as unknown as DocumentNode<ReportingSummaryQuery, ReportingSummaryQueryVariables>;
export const ReportingServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportingServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UsagePeriod"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"window"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"periods"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"datasetRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clicksPerPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"totalClicks"}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReportingServicesQuery, ReportingServicesQueryVariables>;
export const ReportingTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportingTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UsagePeriod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oneTag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"window"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"periods"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportingTokens_token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oneTag"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportingTokens_token"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportingTokens_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TokenUsageReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenId"}},{"kind":"Field","name":{"kind":"Name","value":"tokenTag"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"clicksPerPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"totalClicks"}}]}}]} as unknown as DocumentNode<ReportingTokensQuery, ReportingTokensQueryVariables>;
export const SearchTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchTokensQuery, SearchTokensQueryVariables>;
export const SearchGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchGroupsQuery, SearchGroupsQueryVariables>;
export const SearchUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchUsersQuery, SearchUsersQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activationCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}},{"kind":"Argument","name":{"kind":"Name","value":"activationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activationCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ValidateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_session"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recycleDate"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]} as unknown as DocumentNode<ValidateUserMutation, ValidateUserMutationVariables>;
export const SendValidationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendValidationCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendValidationCode"}}]}}]} as unknown as DocumentNode<SendValidationCodeMutation, SendValidationCodeMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"captchaToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"captchaToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"captchaToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"captchaToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"captchaToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"captchaToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_session"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recycleDate"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const BasketQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BasketQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BasketItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basketQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"minimumClicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unavailable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<BasketQuoteQuery, BasketQuoteQueryVariables>;
export const BillingDefaultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingDefaults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"savedCard"},"name":{"kind":"Name","value":"paymentDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expiryYear"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"payers"},"name":{"kind":"Name","value":"paymentUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"account"},"name":{"kind":"Name","value":"groupStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]}}]} as unknown as DocumentNode<BillingDefaultsQuery, BillingDefaultsQueryVariables>;
export const CheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Checkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"captchaToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"captchaToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"captchaToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutMutation, CheckoutMutationVariables>;
export const ShopPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanService"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopPlanCard_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopPlanCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"minimumClicks"}},{"kind":"Field","name":{"kind":"Name","value":"maximumClicks"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"held"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remainClicks"}},{"kind":"Field","name":{"kind":"Name","value":"trial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unavailableReason"}}]}}]} as unknown as DocumentNode<ShopPlansQuery, ShopPlansQueryVariables>;
export const ShopOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]} as unknown as DocumentNode<ShopOfferQuery, ShopOfferQueryVariables>;
export const ShopOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopOrderConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLastFour"}}]}}]}}]}}]} as unknown as DocumentNode<ShopOrderQuery, ShopOrderQueryVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const EditUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditUserForm_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditUserForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<EditUserQuery, EditUserQueryVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserDetails_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDetails_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"createTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"updateTimestamp"}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const OwnedGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnedGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OwnedGroupsQuery, OwnedGroupsQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SignInAgainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInAgain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"captchaToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"captchaToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"captchaToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_session"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recycleDate"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]} as unknown as DocumentNode<SignInAgainMutation, SignInAgainMutationVariables>;
export const UserSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserDetails_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserPermissionsEditor_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserPermissionsEditor_setting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"permission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"isNotification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDetails_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"address3"}},{"kind":"Field","name":{"kind":"Name","value":"address4"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"createTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"updateTimestamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserPermissionsEditor_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserPermissionsEditor_setting"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserPermissionsEditor_setting"}}]}}]}}]}}]} as unknown as DocumentNode<UserSettingsQuery, UserSettingsQueryVariables>;
export const WelcomeWizardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WelcomeWizard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organisationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"organisation"},"name":{"kind":"Name","value":"groupAdministration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organisationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"account"},"name":{"kind":"Name","value":"groupAdministration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}}]} as unknown as DocumentNode<WelcomeWizardQuery, WelcomeWizardQueryVariables>;
export const WelcomeInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WelcomeInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteGroupUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}}]}}]}}]} as unknown as DocumentNode<WelcomeInviteMutation, WelcomeInviteMutationVariables>;
export const WizardCreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WizardCreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]} as unknown as DocumentNode<WizardCreateGroupMutation, WizardCreateGroupMutationVariables>;
export const WizardUpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WizardUpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<WizardUpdateGroupMutation, WizardUpdateGroupMutationVariables>;
export const WizardDeleteGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WizardDeleteGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}]}]}}]} as unknown as DocumentNode<WizardDeleteGroupMutation, WizardDeleteGroupMutationVariables>;
export const WizardOwnerSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WizardOwnerSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filter"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WizardOwnerSearchQuery, WizardOwnerSearchQueryVariables>;
export const ClickForecastsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClickForecasts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clickForecasts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"service"}}]}},{"kind":"Field","name":{"kind":"Name","value":"forecast"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"runsOutEarly"}}]}}]}}]}}]} as unknown as DocumentNode<ClickForecastsQuery, ClickForecastsQueryVariables>;
export const ReauthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Reauthenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reauthenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_session"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recycleDate"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]} as unknown as DocumentNode<ReauthenticateMutation, ReauthenticateMutationVariables>;