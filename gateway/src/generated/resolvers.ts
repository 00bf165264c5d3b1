import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UpstreamGroup, UpstreamUser, UpstreamSessionUser, UpstreamPermission, UserPermissionOfUser, UpstreamSearchToken, UpstreamCharity } from '../users/user-server-types';
import type { GroupAdministrationSource } from '../group-users/resolvers';
import type { SearchFound } from '../search/resolvers';
import type { UpstreamCataloguePlan, UpstreamDataset } from '../catalogue/types';
import type { UpstreamBureauFile } from '../address-cleanse/types';
import type { ReportWindow as SettledReportWindow } from '../reporting/report-window';
import type { UsageReportSource, SubscriptionUsageSource } from '../reporting/types';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * An instant in time, as an ISO 8601 string in UTC (for example 2026-11-21T09:30:00.000Z). As input
   * it takes a day (2026-11-21, its UTC midnight) or a date and time with Z or an offset; a date or time
   * that does not exist (30 February, 24:00, minute 60) is refused, never rolled over into another.
   */
  DateTime: { input: unknown; output: unknown; }
};

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

/** Whether an account may be deleted. */
export type AccountDeletion = {
  __typename?: 'AccountDeletion';
  /** True when the account may be deleted. */
  canDelete: Scalars['Boolean']['output'];
  /** Why not, in words; empty when it may be. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** One subscription of an account: its plan, how its clicks are being used, and what it costs. */
export type AccountPlan = {
  __typename?: 'AccountPlan';
  /** Clicks used per day, on average over the recent period. */
  averageClicks: Scalars['Float']['output'];
  /** The click bundles bought for this subscription, newest (highest id) first. */
  bundles: Array<PlanBundle>;
  /** How use in the recent period compares with the one before, in percent (positive: more use). */
  clickConsumptionChange: Scalars['Float']['output'];
  /**
   * The clicks of the period: the plan's allowance (`subscription.clicks`) plus every bundle's
   * clicks (`bundles`). Screens show `remainClicks` of it ("19,583 of 23,000").
   */
  clickLimit: Scalars['Int']['output'];
  /** Clicks used in the recent period (the provider counts the last 30 days). */
  clicksConsumedInPeriod: Scalars['Int']['output'];
  /** The currency of every price of this subscription and its bundles. */
  currency: Currency;
  /** The reference of the dataset the plan uses (for example PAF or GNAF). */
  datasetRef: Scalars['String']['output'];
  /** True when the plan is no longer on sale. */
  deprecated: Scalars['Boolean']['output'];
  /** The name of the plan that replaces a deprecated one, when the provider names one. */
  deprecatedByPlan?: Maybe<Scalars['String']['output']>;
  /** The id of the plan that replaces a deprecated one, when the provider names one. */
  deprecatedByPlanId?: Maybe<Scalars['ID']['output']>;
  /** When the current period ends; the epoch (1970-01-01T00:00:00Z) when the service gives none. */
  endDate: Scalars['DateTime']['output'];
  /**
   * The run-out date: the day (00:00:00 UTC) the clicks left are used up at the recent daily average
   * (`averageClicks`). Empty when there is none to come: none are being used, none are left
   * (`remainClicks` 0: used up), or the period has ended (`endDate` is past). Worked out by the
   * portal, the same as the forecast's `runOutDate` and partner administration's
   * `estimatedExpiryDate`; it may come after `endDate`, when the clicks outlast the period.
   */
  estimatedExpiryDate?: Maybe<Scalars['DateTime']['output']>;
  /** The plan's name. */
  plan: Scalars['String']['output'];
  /** The plan's id, a number as the provider keeps it. */
  planId: Scalars['Int']['output'];
  /** Clicks still available: `clickLimit` less what has been used. */
  remainClicks: Scalars['Int']['output'];
  /** The service the plan gives access to. */
  service: PlanService;
  /** The subscription's state as the provider reports it, for example active, expired or disabled. */
  status: Scalars['String']['output'];
  /** The clicks and price of each period, and when it renews. */
  subscription: PlanSubscriptionTerms;
  /**
   * True for a free trial, which the provider gives a newly registered organisation's account: a few
   * clicks (`clickLimit`) for a short while (to `endDate`), free (`subscription.price` 0), never
   * renewed and topped up by no bundle. `plan` names the trial; `planId` is the plan it tries, which
   * buying in the shop replaces it with. False when the provider says nothing of trials.
   */
  trial: Scalars['Boolean']['output'];
};

/** A whole address, as fields and as a label. */
export type Address = {
  __typename?: 'Address';
  /** Every field of the address, in the order of the dataset. */
  fields: Array<AddressField>;
  /** The address's id in its dataset. */
  id: Scalars['ID']['output'];
  /** The label lines, laid out as the label configuration asked; exactly `outputFields` lines. */
  label: Array<Scalars['String']['output']>;
};

/** Administration, Address Cleanse: prices and charges. */
export type AddressCleanseAdministration = {
  __typename?: 'AddressCleanseAdministration';
  /** True when the caller may change prices (admin and super). */
  canChangePrices: Scalars['Boolean']['output'];
  /** The cost types. */
  costTypes: Array<BureauCostType>;
  /**
   * The prices: for admin and super every cost; for the account's owner those of the account's
   * territory, read-only.
   */
  costs: Array<AdminCost>;
  /** Job charges: the account's for its owner, every account's for admin and super. */
  jobCharges: Array<BureauJobCharge>;
  /** The address files (mafs). */
  mafs: Array<Maf>;
  /** Royalty charges per maf. Staff only: an empty list for anyone but admin and super. */
  royaltyCharges: Array<BureauRoyaltyCharge>;
};

/** Everything a file's mapping and properties screens offer. */
export type AddressCleanseOptions = {
  __typename?: 'AddressCleanseOptions';
  /** How duplicates can be found: none, address, name (same name at the same address). */
  dedupeLevels: Array<BureauOption>;
  /** The address files to match against. */
  mafs: Array<Maf>;
  /** The address fields a column can be mapped to (Reference, Name, Organisation, Address, Premise, Street, Locality, Town, County, Postcode). */
  mappingTypes: Array<Scalars['String']['output']>;
  /** The fields the cleansed file can hold besides the file's own columns (input:{n}). */
  outputFields: Array<BureauOption>;
  /** The output groups: matched (cleansed addresses: matched and updated), unmatched. */
  outputGroups: Array<BureauOption>;
  /** What can happen to a record found on a suppression list: remove, flag. */
  suppressionActions: Array<BureauOption>;
  /** The suppression lists: deceased, goneaway, mailpreference. */
  suppressionTypes: Array<BureauOption>;
};

/** A country of the international dataset. */
export type AddressCountry = {
  __typename?: 'AddressCountry';
  /** ISO 3166-1 alpha-2 code, passed back as `country`. */
  code: Scalars['ID']['output'];
  /** The country's name. */
  name: Scalars['String']['output'];
};

/** An address dataset the account may search (a maf reference of the autocomplete service). */
export type AddressDataset = {
  __typename?: 'AddressDataset';
  /** True for the international dataset, which needs a country. */
  international: Scalars['Boolean']['output'];
  /** The dataset's name as customers know it. */
  name: Scalars['String']['output'];
  /** The dataset's reference, passed back as `dataset`. */
  ref: Scalars['ID']['output'];
};

/** One named field of an address. */
export type AddressField = {
  __typename?: 'AddressField';
  /** The field's name (Organisation, Sub-building, Building name, Building number, Thoroughfare, Dependent locality, Post town, County, Postcode, Country). */
  name: Scalars['String']['output'];
  /** The field's value; empty when the address has none. */
  value: Scalars['String']['output'];
};

/** The answer to an address retrieval. */
export type AddressResult = {
  __typename?: 'AddressResult';
  /** The address; empty when the service failed. */
  address?: Maybe<Address>;
  /** Set when the service could not answer. */
  failure?: Maybe<ServiceFailure>;
};

/** One suggestion while a person types. */
export type AddressSuggestion = {
  __typename?: 'AddressSuggestion';
  /** The address's id in its dataset; pass it to `address` to retrieve the whole address. */
  id: Scalars['ID']['output'];
  /** The address on one line, as it should be shown in a suggestion list. */
  text: Scalars['String']['output'];
};

/** Suggestions for what a person has typed so far. */
export type AddressSuggestions = {
  __typename?: 'AddressSuggestions';
  /** Set when the service could not answer. */
  failure?: Maybe<ServiceFailure>;
  /** The best matches first; empty when nothing matches. */
  suggestions: Array<AddressSuggestion>;
  /** What was typed, so a client can drop answers to older keystrokes. */
  text: Scalars['String']['output'];
};

/** An address cleanse price (Admin cost): what one cost type costs in one territory over a period. */
export type AdminCost = {
  __typename?: 'AdminCost';
  /** Fixed price per job. */
  basePrice: Scalars['Float']['output'];
  /** The cost's id (priceupdate/{costId}). */
  costId: Scalars['ID']['output'];
  /** The cost type it prices. */
  costTypeId: Scalars['ID']['output'];
  /** The cost type's name. */
  costTypeName: Scalars['String']['output'];
  /** Until when it holds; empty for no end. */
  endDate?: Maybe<Scalars['DateTime']['output']>;
  /** The fewest records a job is charged for. */
  minRecCount: Scalars['Int']['output'];
  /** Price per matched record. */
  pricePerMatch: Scalars['Float']['output'];
  /** Price per record. */
  pricePerRecord: Scalars['Float']['output'];
  /**
   * What a match really costs the provider (its margin is pricePerMatch less this). Staff only: for
   * anyone but admin and super, asking for it fails with FORBIDDEN, `reason` ROLE_REQUIRED.
   */
  realPricePerMatch: Scalars['Float']['output'];
  /**
   * What a record really costs the provider. Staff only: for anyone but admin and super, asking for
   * it fails with FORBIDDEN, `reason` ROLE_REQUIRED.
   */
  realPricePerRecord: Scalars['Float']['output'];
  /** From when the price holds. */
  startDate: Scalars['DateTime']['output'];
  /** uk or australia. */
  territory: Scalars['String']['output'];
};

/** A changed price. */
export type AdminCostInput = {
  /** Fixed price per job, from 0 to 10,000,000; at most 4 decimal places (the bureau keeps prices to 0.0001); below 0, above 10,000,000 or more places fails with BAD_USER_INPUT, `argument` `input.basePrice`. */
  basePrice: Scalars['Float']['input'];
  /** Empty for no end; else after `startDate`, or it fails with BAD_USER_INPUT, `argument` `input.endDate`. */
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** The fewest records a job is charged for, 0 or more; below 0 fails with BAD_USER_INPUT, `argument` `input.minRecCount`. */
  minRecCount: Scalars['Int']['input'];
  /** Price per matched record, from 0 to 10,000,000; at most 4 decimal places (the bureau keeps prices to 0.0001); below 0, above 10,000,000 or more places fails with BAD_USER_INPUT, `argument` `input.pricePerMatch`. */
  pricePerMatch: Scalars['Float']['input'];
  /** Price per record, from 0 to 10,000,000; at most 4 decimal places (the bureau keeps prices to 0.0001); below 0, above 10,000,000 or more places fails with BAD_USER_INPUT, `argument` `input.pricePerRecord`. */
  pricePerRecord: Scalars['Float']['input'];
  /** What a match really costs the provider, from 0 to 10,000,000; at most 4 decimal places (the bureau keeps prices to 0.0001); below 0, above 10,000,000 or more places fails with BAD_USER_INPUT, `argument` `input.realPricePerMatch`. */
  realPricePerMatch: Scalars['Float']['input'];
  /** What a record really costs the provider, from 0 to 10,000,000; at most 4 decimal places (the bureau keeps prices to 0.0001); below 0, above 10,000,000 or more places fails with BAD_USER_INPUT, `argument` `input.realPricePerRecord`. */
  realPricePerRecord: Scalars['Float']['input'];
  /** From when the price holds, 1970 or later; earlier fails with BAD_USER_INPUT, `argument` `input.startDate`. */
  startDate: Scalars['DateTime']['input'];
};

/**
 * An API token of an account: the key an integrator's program sends to the look-up services
 * (address lookup, autocomplete, e-mail and bank validation) instead of a session, and the rules the
 * services hold it to. Only an owner of the account (and staff) may see or change its tokens, and
 * nobody those of an account under a referrer partner (`FORBIDDEN`, reason `REFERRER_PARTNER`).
 */
export type ApiToken = {
  __typename?: 'ApiToken';
  /** The account the token belongs to. */
  accountId: Scalars['ID']['output'];
  /** When the token was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The user name of the person who created the token. */
  createdBy: Scalars['String']['output'];
  /**
   * The most clicks the key may make in a day; null for no cap. The day starts at midnight in the
   * account's territory (Europe/London for uk, Australia/Sydney for australia). Past it the services
   * refuse the key's calls with 403 and the reason (The token's daily cap of 500 clicks is reached).
   */
  dailyCap?: Maybe<Scalars['Int']['output']>;
  /**
   * The most clicks the key may make in a day from one client address (so one visitor of a web page
   * cannot spend the account's clicks); null for no cap. Counted by the address the services see.
   */
  dailyCapPerAddress?: Maybe<Scalars['Int']['output']>;
  /** When the token stops working; null for never. */
  expiry?: Maybe<Scalars['DateTime']['output']>;
  /** The token's id. */
  id: Scalars['ID']['output'];
  /** The IPv4 address or CIDR range calls must come from; empty for anywhere. */
  ipRange: Scalars['String']['output'];
  /** The key itself, sent as `Authorization: Bearer <key>`. Shown masked until the person asks to see it. */
  key: Scalars['String']['output'];
  /** The day the token was last used; null when it never was. */
  lastUsed?: Maybe<Scalars['DateTime']['output']>;
  /** True while the token is locked: the services refuse every call made with it. */
  locked: Scalars['Boolean']['output'];
  /** The web origin calls must be referred by (for example https://www.acme.example); empty for any. */
  referrer: Scalars['String']['output'];
  /** The name the customer gave the token, unique within the account (for example website). */
  tag: Scalars['String']['output'];
  /** A ready curl command for one address autocomplete look-up with this key, as an integrator would run it. */
  tryCommand: Scalars['String']['output'];
  /** When the token's settings last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Clicks made with the token on each of the last 30 days, oldest first, ending today. */
  usage: Array<TokenUsageDay>;
};

/**
 * The same settings for every token of a group. A field left out (or null) is left as each token has it.
 * Each setting given is checked as `createApiToken` and `updateApiToken` check it: a bad one fails with
 * BAD_USER_INPUT, `extensions.argument` the field (`input.ipRange`, `input.referrer`, `input.expiry`,
 * `input.dailyCap`, `input.dailyCapPerAddress`) and the same message, before any token is changed.
 */
export type ApiTokenBulkInput = {
  /** A daily click cap for every token, from 1 to 10,000,000. */
  dailyCap?: InputMaybe<Scalars['Int']['input']>;
  /**
   * A daily cap per client address for every token, from 1 to 10,000,000. Not more than the daily
   * cap each token will have: `dailyCap` when given here, else the one each token keeps (none with
   * `noDailyCap`). Over it fails with BAD_USER_INPUT, `argument` `input.dailyCapPerAddress`, before
   * any token is changed; given alone, the message names each token whose daily cap it is over,
   * by its tag (and its account, across several): `dailyCapPerAddress must not be more than the
   * daily cap of the token tagged crm (2).`
   */
  dailyCapPerAddress?: InputMaybe<Scalars['Int']['input']>;
  /** An expiry date for every token; must be in the future. */
  expiry?: InputMaybe<Scalars['DateTime']['input']>;
  /**
   * An IPv4 address or CIDR range for every token, naming its network exactly (203.0.113.0/24, not
   * 203.0.113.7/24); empty for anywhere. A bad one is refused with BAD_USER_INPUT, `argument`
   * `input.ipRange`, before any token is changed.
   */
  ipRange?: InputMaybe<Scalars['String']['input']>;
  /** Locks (true) or unlocks (false) every token. */
  locked?: InputMaybe<Scalars['Boolean']['input']>;
  /** True: no token expires (expiry is then ignored). */
  neverExpires?: InputMaybe<Scalars['Boolean']['input']>;
  /** True: no token has a daily cap (dailyCap is then ignored). */
  noDailyCap?: InputMaybe<Scalars['Boolean']['input']>;
  /** True: no token has a daily cap per address (dailyCapPerAddress is then ignored). */
  noDailyCapPerAddress?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * The web address calls to every token must be referred by, of at most 200 characters (trimmed); only
   * its origin is kept. Empty, or spaces alone, for any. The origin is matched whole: a host a browser
   * cannot send, such as one with a wildcard, is refused with BAD_USER_INPUT.
   */
  referrer?: InputMaybe<Scalars['String']['input']>;
};

/** A token's settings as they are to be: every field is set, so a cleared field clears the setting. */
export type ApiTokenSettingsInput = {
  /**
   * The daily click cap, from 1 to 10,000,000; null for no cap. Left out, the cap stays as it is, so
   * a program that does not know the caps cannot clear them by changing the other settings.
   */
  dailyCap?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The daily cap per client address, from 1 to 10,000,000; null for no cap; left out, it stays as it
   * is. Not more than the daily cap the token will have (given here, or kept): over it fails with
   * BAD_USER_INPUT, `argument` `input.dailyCapPerAddress`, before the token is changed.
   */
  dailyCapPerAddress?: InputMaybe<Scalars['Int']['input']>;
  /** When the token stops working; null for never. */
  expiry?: InputMaybe<Scalars['DateTime']['input']>;
  /** An IPv4 address or CIDR range naming its network exactly (203.0.113.0/24, not 203.0.113.7/24); empty for anywhere. */
  ipRange: Scalars['String']['input'];
  /** The web address calls must be referred by; empty for any. */
  referrer: Scalars['String']['input'];
  /** The token's name, unique within the account: one line of at most 50 characters (an emoji is one), not blank (nothing visible), without a line break, tab or other control character. */
  tag: Scalars['String']['input'];
};

/** Whether and how a subscription renews by itself at the end of its period, paid with the saved card. */
export type AutomaticRenewal = {
  __typename?: 'AutomaticRenewal';
  /** The clicks each renewal buys. */
  clicks: Scalars['Int']['output'];
  /** The currency of `price`. */
  currency: Currency;
  /** When the current period ends. */
  endDate: Scalars['DateTime']['output'];
  /** When it is expected to renew; empty while renewal is off. */
  estimatedRenewalDate?: Maybe<Scalars['DateTime']['output']>;
  /** True when the subscription renews by itself. */
  on: Scalars['Boolean']['output'];
  /** The plan's name. */
  plan: Scalars['String']['output'];
  /** The subscribed plan's id. */
  planId: Scalars['ID']['output'];
  /** What a renewal of `clicks` clicks costs, in `currency`. */
  price: Scalars['Float']['output'];
  /** The service the plan gives access to. */
  service: PlanService;
  /**
   * When the remaining clicks are expected to fall below the top-up share at the recent average daily
   * use, so that a top-up would be bought; empty when top-up is off, nothing is being used, or the
   * period ends first (the ordinary renewal then comes first).
   */
  topUpExpectedDate?: Maybe<Scalars['DateTime']['output']>;
  /**
   * Automatic top-up: a renewal is bought early, with the saved card, as soon as the remaining
   * clicks fall below this percentage of the period's allowance. Empty while top-up (or renewal) is off.
   */
  topUpPercent?: Maybe<Scalars['Int']['output']>;
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

/** The result of checking a UK sort code and account number. */
export type BankAccountValidation = {
  __typename?: 'BankAccountValidation';
  /** The account number as checked (eight digits, after the standard conversions of longer and shorter numbers). */
  accountNumber: Scalars['String']['output'];
  /**
   * Why, in words (for example: Passed the modulus 11 check; Failed the double alternate check; The
   * sort code is not in the modulus checking table, so the account number could not be checked).
   */
  reason: Scalars['String']['output'];
  /** The sort code as checked (six digits). */
  sortCode: Scalars['String']['output'];
  /** The verdict: valid, invalid, or unchecked when no check covers the number. */
  status: BankAccountStatus;
  /** True only when `status` is valid: the checks were made and passed. False when one failed or none could be made. */
  valid: Scalars['Boolean']['output'];
};

/** One item of a basket as the browser keeps it: which plan, how many clicks, for which account. */
export type BasketItemInput = {
  /** The account the plan is bought for. */
  accountId: Scalars['ID']['input'];
  /** How many clicks are bought: a whole number between the plan's `minimumClicks` and `maximumClicks`. */
  clicks: Scalars['Int']['input'];
  /** The plan or bundle bought. */
  planId: Scalars['ID']['input'];
};

/**
 * A basket priced item by item, with its total. One item that cannot be bought (below its plan's
 * `minimumClicks`, or in `unavailable`) does not stop the others being priced.
 */
export type BasketQuote = {
  __typename?: 'BasketQuote';
  /**
   * The currency of every price (one basket holds plans of one territory); the account's territory's
   * where no item is priced.
   */
  currency: Currency;
  /**
   * The items that can be priced, in the order given (one below its `minimumClicks` included, at 0);
   * those that cannot be bought now are in `unavailable` instead.
   */
  items: Array<PricedBasketItem>;
  /** The sum of the items' prices (so nothing for an item below its `minimumClicks`, nor for one unavailable). */
  total: Scalars['Float']['output'];
  /** The items that cannot be bought now, in the order given; empty when every item can be. */
  unavailable: Array<UnavailableBasketItem>;
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
  address1: Scalars['String']['input'];
  /** Second line of the billing address. */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** Third line of the billing address. */
  address3?: InputMaybe<Scalars['String']['input']>;
  /** Fourth line of the billing address. */
  address4?: InputMaybe<Scalars['String']['input']>;
  /** The company paying. */
  company: Scalars['String']['input'];
  /** Country. */
  country: Scalars['String']['input'];
  /** County or state. */
  county?: InputMaybe<Scalars['String']['input']>;
  /** Where the receipt is sent: an e-mail address as an invitation's must be, at most 254 characters. */
  email: Scalars['String']['input'];
  /** The name of the person paying. */
  name: Scalars['String']['input'];
  /** Postcode. */
  postcode: Scalars['String']['input'];
  /** Post town. */
  town: Scalars['String']['input'];
};

/** Changes to a click bundle; a field left empty keeps its value. */
export type BundleChangesInput = {
  /** How many clicks the bundle adds: a whole number from 1 to 1,000,000,000 (else BAD_USER_INPUT, `argument` `input.clicks`). */
  clicks?: InputMaybe<Scalars['Int']['input']>;
  /** When its clicks stop being usable; after the start. */
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** What the bundle costs: from 0 to 10,000,000, with at most 2 decimal places; else BAD_USER_INPUT, `argument` `input.price`. */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** When its clicks become usable; a date at or before the epoch is dropped. */
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
};

/** What may be corrected in a matched address. */
export type BureauAddressSettings = {
  __typename?: 'BureauAddressSettings';
  /** Replace a wrong or missing postcode with the address file's. */
  correctPostcode: Scalars['Boolean']['output'];
  /** Replace a misspelt street with the address file's. */
  correctStreet: Scalars['Boolean']['output'];
  /** Replace a wrong or missing town with the address file's. */
  correctTown: Scalars['Boolean']['output'];
  /** Use the address file (PAF for uk) to match; when false, records are only deduplicated and suppressed. */
  usePAF: Scalars['Boolean']['output'];
};

/** What may be corrected in a matched address. */
export type BureauAddressSettingsInput = {
  /** Replace a wrong or missing postcode. */
  correctPostcode: Scalars['Boolean']['input'];
  /** Replace a misspelt street. */
  correctStreet: Scalars['Boolean']['input'];
  /** Replace a wrong or missing town. */
  correctTown: Scalars['Boolean']['input'];
  /** Match against the address file. */
  usePAF: Scalars['Boolean']['input'];
};

/** One change the bureau made to a record, from the sample of changes results carry. */
export type BureauChange = {
  __typename?: 'BureauChange';
  /** What was changed: Postcode corrected, Postcode added, Postcode formatted, Street corrected, Street added, Street formatted, Town corrected, Town added or Town formatted. */
  change: Scalars['String']['output'];
  /** What it became. */
  cleansed: Scalars['String']['output'];
  /** What the record said (empty when it said nothing). */
  given: Scalars['String']['output'];
  /** The record's Reference column; empty when no column is mapped as Reference. */
  reference: Scalars['String']['output'];
  /** The record's place in the file, from 1 (the header line not counted). */
  row: Scalars['Int']['output'];
};

/** One priced part of the full run. */
export type BureauCostLine = {
  __typename?: 'BureauCostLine';
  /** The fixed price of the job for this cost type. */
  basePrice: Scalars['Float']['output'];
  /** False when the test found nothing for this line to do: it is then not charged (total 0), whatever the full run finds. */
  charged: Scalars['Boolean']['output'];
  /** The cost type's id (1 Address matching, 2 Deduplication, 3 Suppression). */
  costTypeId: Scalars['ID']['output'];
  /** The cost type (Address matching, Deduplication, Suppression). */
  description: Scalars['String']['output'];
  /** The file's own records. */
  fileRecordCount: Scalars['Int']['output'];
  /** Matches charged: the test run's share of matched and updated records applied to the whole file. */
  matchCount: Scalars['Int']['output'];
  /** The fewest records a job of this cost type is charged for. */
  minimumRecordCount: Scalars['Int']['output'];
  /** Price per match. */
  pricePerMatch: Scalars['Float']['output'];
  /** Price per record. */
  pricePerRecord: Scalars['Float']['output'];
  /** Records charged: the file's records, or the minimum when that is more. */
  recordCount: Scalars['Int']['output'];
  /** What the test found for this line to do: records matched or corrected (Address matching), duplicates (Deduplication), records on a checked list (Suppression). */
  testMatchCount: Scalars['Int']['output'];
  /** The test's records, which testMatchCount is out of. */
  testRecordCount: Scalars['Int']['output'];
  /** basePrice + recordCount x pricePerRecord + matchCount x pricePerMatch; 0 when not charged. */
  total: Scalars['Float']['output'];
};

/** A kind of address cleanse charge. */
export type BureauCostType = {
  __typename?: 'BureauCostType';
  /** The cost type's id. */
  costTypeId: Scalars['ID']['output'];
  /** Its name (Address matching, Deduplication, Suppression). */
  name: Scalars['String']['output'];
};

/** What the full run of a file costs: the offer before it is paid for, what the invoice charged after. */
export type BureauCosts = {
  __typename?: 'BureauCosts';
  /** GBP (uk) or AUD (australia). */
  currency: Scalars['String']['output'];
  /** The invoice, once paid; empty before. */
  invoice?: Maybe<BureauInvoiceDetails>;
  /** One line per cost type that applies to the chosen settings. */
  lines: Array<BureauCostLine>;
  /** The sum of the lines. */
  total: Scalars['Float']['output'];
};

/** Deduplication figures of a set of files. */
export type BureauDedupeStats = {
  __typename?: 'BureauDedupeStats';
  /** Duplicates of an earlier record. */
  child: Scalars['Int']['output'];
  /** Records that have duplicates. */
  parent: Scalars['Int']['output'];
  /** Records without duplicates. */
  unique: Scalars['Int']['output'];
};

/** What happens to a duplicate: a later record of a set found at the chosen duplicate level. */
export type BureauDuplicateAction =
  /** Kept in the cleansed file, marked Child with its set's group number (the default: nothing is dropped). */
  | 'flag'
  /** Taken out of the cleansed file: into the duplicates file when `dedupeSeparateFile` is true, else into no file. */
  | 'remove';

/** An address file of an account, at the bureau. */
export type BureauFile = {
  __typename?: 'BureauFile';
  /**
   * What the full run costs: the offer until it is paid for (asking for it the first time moves a
   * tested file to costed), then what the invoice charged, with the invoice. Empty before the test run
   * and for a discarded file.
   */
  costs?: Maybe<BureauCosts>;
  /** When it was uploaded. */
  createTimestamp: Scalars['DateTime']['output'];
  /**
   * The link that downloads the cleansed file (a GET the browser follows, streamed); empty until the
   * file is finished. It carries accountId, fileId, downloadName and a download ticket, never the
   * caller's session token: a new ticket each time this field is read, working for this one file
   * and part, saved under this downloadName, for the caller who read it, for 5 minutes from then
   * (any number of times within them, so that a resumed download works). Follow it at once; read the
   * field again for a fresh link. Refused with UNAUTHENTICATED once expired, and with FORBIDDEN for
   * another file, another downloadName or a request whose Authorization is another caller's.
   */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /**
   * The link that downloads the separate duplicates file, when the settings asked for one; empty
   * otherwise. Its ticket works as downloadUrl's does, for the duplicates file only.
   */
  duplicatesDownloadUrl?: Maybe<Scalars['String']['output']>;
  /** The full run's results; empty until the file is finished. */
  fullResults?: Maybe<BureauFullResults>;
  /** The bureau's id of the file. */
  id: Scalars['ID']['output'];
  /** The file's name (as uploaded, or as renamed). */
  name: Scalars['String']['output'];
  /** How far the current or last run is. */
  progress: BureauFileProgress;
  /** What the bureau will do with it (its properties): the bureau's defaults until they are changed. */
  settings: BureauFileSettings;
  /** The file's size in bytes. */
  size: Scalars['Float']['output'];
  /** Where it is in the flow. */
  status: BureauFileStatus;
  /** The test run's results; empty before the test run. */
  testResults?: Maybe<BureauTestResults>;
  /** When it last changed. */
  updateTimestamp: Scalars['DateTime']['output'];
  /** How it was read, and its columns with their mapping. */
  upload: BureauFileUpload;
};

/** How far a run of the bureau is. */
export type BureauFileProgress = {
  __typename?: 'BureauFileProgress';
  /** The file. */
  fileId: Scalars['ID']['output'];
  /** 0 to 100. */
  percent: Scalars['Float']['output'];
  /** Records processed so far in the current (or last) run. */
  processedRecords: Scalars['Int']['output'];
  /** The file's state; `finished` (or `tested`) once the run is over. */
  status: BureauFileStatus;
  /** Records the run will process; empty while not known. */
  totalRecords?: Maybe<Scalars['Int']['output']>;
};

/** The properties of a file: what the bureau does with it (file/{fileId}/properties). */
export type BureauFileSettings = {
  __typename?: 'BureauFileSettings';
  /** What may be corrected. */
  addressSettings: BureauAddressSettings;
  /** What happens to duplicates (children): flagged in the cleansed file, or removed. */
  dedupeAction: BureauDuplicateAction;
  /** How duplicates are found (one of `AddressCleanseOptions.dedupeLevels`' ids; none turns deduplication off). */
  dedupeLevel: Scalars['ID']['output'];
  /** True: removed duplicates go to a separate file instead of none (only with dedupeAction remove). */
  dedupeSeparateFile: Scalars['Boolean']['output'];
  /** The address file (maf) records are matched against. */
  mafId: Scalars['ID']['output'];
  /** The fields of the cleansed file, in order (ids of `AddressCleanseOptions.outputFields`, input:{n} for the file's own column n). */
  outputFields: Array<Scalars['ID']['output']>;
  /** The output groups written to the cleansed file (ids of `AddressCleanseOptions.outputGroups`). */
  outputGroups: Array<Scalars['ID']['output']>;
  /** The suppression lists checked, and what happens to the records on them. */
  suppressions: Array<BureauSuppressionChoice>;
};

/** A file's properties, all at once. */
export type BureauFileSettingsInput = {
  /** What may be corrected. */
  addressSettings: BureauAddressSettingsInput;
  /** What happens to duplicates; flag (kept, marked) unless chosen otherwise. */
  dedupeAction?: InputMaybe<BureauDuplicateAction>;
  /** none, address or name. */
  dedupeLevel: Scalars['ID']['input'];
  /** Put removed duplicates in a file of their own; only with dedupeAction remove. */
  dedupeSeparateFile: Scalars['Boolean']['input'];
  /** The address file to match against (1, uk). */
  mafId: Scalars['ID']['input'];
  /** The cleansed file's fields in order: input:{n} and ids of AddressCleanseOptions.outputFields; at least one. */
  outputFields: Array<Scalars['ID']['input']>;
  /** matched and/or unmatched: at least one. */
  outputGroups: Array<Scalars['ID']['input']>;
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

/** How the file was read when it was uploaded, and how its columns are mapped. */
export type BureauFileUpload = {
  __typename?: 'BureauFileUpload';
  /** The delimiter between fields: , (comma), \t (tab), ; or |. */
  delimiter: Scalars['String']['output'];
  /** True when the first line holds the column headings. */
  hasHeader: Scalars['Boolean']['output'];
  /** The file's columns, in file order. */
  inputFields: Array<BureauInputField>;
  /** How many records the whole file holds (header not counted); empty while the bureau is still counting them. */
  rowCount?: Maybe<Scalars['Int']['output']>;
  /** The file whose mapping was applied as a template, if any. */
  templateFileId?: Maybe<Scalars['ID']['output']>;
  /** How many records the test file holds (at most 300). */
  testRowCount: Scalars['Int']['output'];
  /** True when fields may be quoted with double quotes. */
  useQuotes: Scalars['Boolean']['output'];
};

/** The full run's results, counted from the whole file. */
export type BureauFullResults = {
  __typename?: 'BureauFullResults';
  /** Records per kind of change: Postcode corrected, added or formatted, Street corrected, added or formatted, Town corrected, added or formatted. */
  addressUpdateStats: Array<BureauStat>;
  /** A sample of the changes made (at most 20, at most 5 of a kind). */
  changeSample: Array<BureauChange>;
  /** Matched, Updated and Unmatched. */
  codingStats: Array<BureauStat>;
  /** Unique, Parent (a record that has duplicates) and Child (a duplicate of an earlier record). */
  dedupeStats: Array<BureauStat>;
  /** Records written to the separate duplicates file (0 without one). */
  duplicatesRecordCount: Scalars['Int']['output'];
  /** Records read. */
  inputRecordCount: Scalars['Int']['output'];
  /** Premise, Street, Postcode and None: how closely each record was placed; they add up to inputRecordCount. */
  matchLevelStats: Array<BureauStat>;
  /** Records written, per output group. */
  outputGroupStats: Array<BureauStat>;
  /** Records written to the cleansed file. */
  outputRecordCount: Scalars['Int']['output'];
  /** What happened to every record and into which file; the counts add up to inputRecordCount. */
  recordFates: Array<BureauRecordFateCount>;
  /** Records flagged, per suppression list. */
  suppressionFlaggedStats: Array<BureauStat>;
  /** Records left out, per suppression list. */
  suppressionRemovedStats: Array<BureauStat>;
};

/** One column of the uploaded file, and the address field it is mapped to. */
export type BureauInputField = {
  __typename?: 'BureauInputField';
  /** The column's place in the file, from 1. */
  inputOrder: Scalars['Int']['output'];
  /** Where the column comes among those mapped to the same address field (Address lines 1, 2, ...), from 1; empty when not mapped. */
  mappingOrder?: Maybe<Scalars['Int']['output']>;
  /** The address field the column is mapped to (one of `AddressCleanseOptions.mappingTypes`); empty when it is not used. */
  mappingType?: Maybe<Scalars['String']['output']>;
  /** The column's heading, or Column {n} when the file has no header line. */
  name: Scalars['String']['output'];
  /** The column's value in the file's first record. */
  row1: Scalars['String']['output'];
  /** The column's value in the file's second record. */
  row2: Scalars['String']['output'];
};

/** The mapping of one column. */
export type BureauInputFieldInput = {
  /** The column's place in the file, from 1. */
  inputOrder: Scalars['Int']['input'];
  /** Where it comes among columns of the same address field, from 1. */
  mappingOrder?: InputMaybe<Scalars['Int']['input']>;
  /** The address field; empty to leave the column unused. */
  mappingType?: InputMaybe<Scalars['String']['input']>;
};

/** An invoice for a file's full run. */
export type BureauInvoice = {
  __typename?: 'BureauInvoice';
  /** The file, now paid and being processed. */
  file: BureauFile;
  /** The invoice's page (served by the bureau); open it in the browser. */
  invoiceUrl: Scalars['String']['output'];
};

/** The invoice a file's full run was paid by. */
export type BureauInvoiceDetails = {
  __typename?: 'BureauInvoiceDetails';
  /** When it was made out. */
  date: Scalars['DateTime']['output'];
  /** The invoice's number. */
  number: Scalars['String']['output'];
  /** The customer's purchase-order reference; empty when none was given. */
  purchaseOrder?: Maybe<Scalars['String']['output']>;
  /** The invoice's page (served by the bureau). */
  url: Scalars['String']['output'];
};

/** What a job (a file's full run) was charged (Job charge). */
export type BureauJobCharge = {
  __typename?: 'BureauJobCharge';
  /** The account charged. */
  accId: Scalars['ID']['output'];
  /** When it was charged. */
  date: Scalars['DateTime']['output'];
  /** True when paid by invoice after the job. */
  isPostPay: Scalars['Boolean']['output'];
  /** The job: the bureau file's id. */
  jobId: Scalars['ID']['output'];
  /** The address file matched against. */
  mafId: Scalars['ID']['output'];
  /** What the customer is charged. */
  totalCharges: Scalars['Float']['output'];
  /** Records charged. */
  totalCount: Scalars['Int']['output'];
  /**
   * What it really costs the provider. Staff only: for anyone but admin and super, asking for it
   * fails with FORBIDDEN, `reason` ROLE_REQUIRED.
   */
  totalRealCharges: Scalars['Float']['output'];
  /** The charged lines. */
  transactions: Array<BureauJobTransaction>;
};

/** One charged line of a job. */
export type BureauJobTransaction = {
  __typename?: 'BureauJobTransaction';
  /** What the line cost the customer. */
  charge: Scalars['Float']['output'];
  /** The cost type charged. */
  costTypeId: Scalars['ID']['output'];
  /** Records charged. */
  count: Scalars['Int']['output'];
  /** The cost type's name. */
  description: Scalars['String']['output'];
};

/** Matching figures of a set of files. */
export type BureauMatchingStats = {
  __typename?: 'BureauMatchingStats';
  /** Records matched as they were. */
  matched: Scalars['Int']['output'];
  /** Records no address was found for. */
  unmatched: Scalars['Int']['output'];
  /** Records matched once corrected. */
  updated: Scalars['Int']['output'];
};

/** One choice of a list of settings: its id, and how it is shown. */
export type BureauOption = {
  __typename?: 'BureauOption';
  /** A sentence saying what it does. */
  description: Scalars['String']['output'];
  /** The id to send back. */
  id: Scalars['ID']['output'];
  /** How it is shown. */
  name: Scalars['String']['output'];
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

/** So many records met this fate and went to this file. */
export type BureauRecordFateCount = {
  __typename?: 'BureauRecordFateCount';
  /** How many records. */
  count: Scalars['Int']['output'];
  /** What happened to them. */
  fate: BureauRecordFate;
  /** Where they went. */
  file: BureauOutputFile;
};

/** What the provider pays the owner of an address file per match. */
export type BureauRoyaltyCharge = {
  __typename?: 'BureauRoyaltyCharge';
  /** The address file. */
  mafId: Scalars['ID']['output'];
  /** The address file's name. */
  mafName: Scalars['String']['output'];
  /** What the provider pays per match, in the territory's currency. */
  pricePerMatch: Scalars['Float']['output'];
  /** uk or australia. */
  territory: Scalars['String']['output'];
};

/** One line of a results table: what was counted, and how many records. */
export type BureauStat = {
  __typename?: 'BureauStat';
  /** How many records, counted from the file. */
  count: Scalars['Int']['output'];
  /** What was counted (Matched, Updated, Unmatched, Deceased, Gone away, Unique, Parent, Child, ...). */
  description: Scalars['String']['output'];
};

/** The bureau figures of an account for one address file (maf), over a period. */
export type BureauStats = {
  __typename?: 'BureauStats';
  /** Every file of the period. */
  all: BureauStatsFigures;
  /** The address file's country (GB, AU). */
  mafCountryCode: Scalars['String']['output'];
  /** The address file (maf). */
  mafId: Scalars['ID']['output'];
  /** The address file's name. */
  mafName: Scalars['String']['output'];
  /** The files paid for. */
  purchased: BureauStatsFigures;
};

/** Figures of a set of files. */
export type BureauStatsFigures = {
  __typename?: 'BureauStatsFigures';
  /** What their full runs cost (purchased ones) or would cost. */
  cost: Scalars['Float']['output'];
  /** Unique, parent and child records. */
  deduplication: BureauDedupeStats;
  /** How many files. */
  files: Scalars['Int']['output'];
  /** Records read by the full runs. */
  inputRecords: Scalars['Int']['output'];
  /** Matched, updated and unmatched records. */
  matching: BureauMatchingStats;
  /** Records written to the cleansed files. */
  outputRecords: Scalars['Int']['output'];
  /** Records found on each suppression list. */
  suppression: Array<BureauStat>;
};

/** What happens to records found on one suppression list. */
export type BureauSuppressionAction =
  /** The record stays, with the list's name in the Suppression output field. */
  | 'flag'
  /** The record is left out of the cleansed file. */
  | 'remove';

/** One suppression list to check the file against, and what to do with the records on it. */
export type BureauSuppressionChoice = {
  __typename?: 'BureauSuppressionChoice';
  /** Remove or flag the records found on it. */
  action: BureauSuppressionAction;
  /** The list (one of `AddressCleanseOptions.suppressionTypes`' ids). */
  suppressionType: Scalars['ID']['output'];
};

/** One suppression list to check, and what to do with the records on it. */
export type BureauSuppressionChoiceInput = {
  /** Remove or flag the records found on it. */
  action: BureauSuppressionAction;
  /** The list: deceased, goneaway or mailpreference. */
  suppressionType: Scalars['ID']['input'];
};

/** The test run's results, counted from the test file. */
export type BureauTestResults = {
  __typename?: 'BureauTestResults';
  /** Records per kind of change: Postcode corrected, added or formatted, Street corrected, added or formatted, Town corrected, added or formatted. */
  addressUpdateStats: Array<BureauStat>;
  /** A sample of the changes made (at most 20, at most 5 of a kind). */
  changeSample: Array<BureauChange>;
  /** Matched, Updated and Unmatched; they add up to recordCount. */
  codingStats: Array<BureauStat>;
  /** Unique, Parent and Child; empty when duplicates are not looked for. */
  dedupeStats: Array<BureauStat>;
  /** Premise, Street, Postcode and None: how closely each record was placed; they add up to recordCount. */
  matchLevelStats: Array<BureauStat>;
  /** Records per output group (those that would be written). */
  outputGroupStats: Array<BureauStat>;
  /** How many records the test file holds. */
  recordCount: Scalars['Int']['output'];
  /** What would happen to every record and into which file; the counts add up to recordCount. */
  recordFates: Array<BureauRecordFateCount>;
  /** Records found on each suppression list checked. */
  suppressionStats: Array<BureauStat>;
};

/** A plan of the provider's catalogue, as staff administer it; the shop offers what is on sale. */
export type CataloguePlan = {
  __typename?: 'CataloguePlan';
  /** True when customers may try the plan before buying. */
  allowTest: Scalars['Boolean']['output'];
  /** When the plan stops being on sale; empty while it stays on sale. */
  availableEnd?: Maybe<Scalars['DateTime']['output']>;
  /** When the plan goes on sale. */
  availableStart: Scalars['DateTime']['output'];
  /** How the price is worked out. */
  calculator: PlanCalculator;
  /** The shop's comparison lines for the plan, in display order. */
  comparisons: Array<CataloguePlanComparison>;
  /** Who created it; empty when that user is gone. */
  createdBy?: Maybe<User>;
  /** When the plan was created. */
  createdDate?: Maybe<Scalars['DateTime']['output']>;
  /** The currency of its prices, from its territory. */
  currency: Currency;
  /** The dataset the plan sells access to. */
  dataset: Dataset;
  /** What the plan gives, in a sentence. */
  description: Scalars['String']['output'];
  /** Where the plan comes in the shop's lists, from 1. */
  displayOrder: Scalars['Int']['output'];
  /** Days each period lasts; 0 for a bundle, whose clicks last until used. */
  duration: Scalars['Int']['output'];
  /** The shop's filters for the plan, in display order. */
  filters: Array<CataloguePlanFilter>;
  /** A pricing formula for tiers in between, as staff write it; empty when none. */
  formula: Scalars['String']['output'];
  /** The plan's id. */
  id: Scalars['ID']['output'];
  /** The plan's name. */
  name: Scalars['String']['output'];
  /** The price tiers, fewest clicks first; the first is what the shop shows as the plan's clicks and price. */
  pricing: Array<CataloguePriceTier>;
  /** The service of the plan's dataset. */
  service: PlanService;
  /**
   * How many subscriptions hold the plan; a plan held by any cannot be deleted. 0 where the account manager does not say.
   * @deprecated Use subscriptionCount, which is empty where the account manager does not say how many subscriptions hold the plan
   */
  subscriberCount: Scalars['Int']['output'];
  /** How many subscriptions hold the plan, where the account manager says (empty where it does not); a plan held by any cannot be deleted, and the account manager refuses the deletion. */
  subscriptionCount?: Maybe<Scalars['Int']['output']>;
  /** The territory the plan is sold in. */
  territory: Territory;
  /** Who last changed it; empty when that user is gone. */
  updatedBy?: Maybe<User>;
  /** When it was last changed. */
  updatedDate?: Maybe<Scalars['DateTime']['output']>;
};

/** A line of the shop's comparison of plans. */
export type CataloguePlanComparison = {
  __typename?: 'CataloguePlanComparison';
  /** What the line says. */
  description: Scalars['String']['output'];
  /** Where the line comes among the plan's comparison lines, from 1. */
  displayOrder: Scalars['Int']['output'];
  /** The comparison line's id. */
  id: Scalars['ID']['output'];
};

/** A comparison line to add or change. */
export type CataloguePlanComparisonInput = {
  /**
   * What the line says: not blank (nothing visible), at most 200 characters (trimmed), without a
   * control character. A blank or long one, or one with a control character, fails with
   * BAD_USER_INPUT, `argument` `input.description`, before the service is asked.
   */
  description: Scalars['String']['input'];
  /**
   * Where it comes among the plan's lines: a whole number from 1 to 100,000. Any other fails with
   * BAD_USER_INPUT, `argument` `input.displayOrder`, before the service is asked.
   */
  displayOrder: Scalars['Int']['input'];
};

/** A filter the shop groups a plan under. */
export type CataloguePlanFilter = {
  __typename?: 'CataloguePlanFilter';
  /** The category the filter sits in (for example Service). */
  category: Scalars['String']['output'];
  /** What the filter says (for example Address Lookup). */
  description: Scalars['String']['output'];
  /** Where the filter comes among the plan's filters, from 1. */
  displayOrder: Scalars['Int']['output'];
  /** The filter's id. */
  id: Scalars['ID']['output'];
};

/** A filter to add or change. */
export type CataloguePlanFilterInput = {
  /**
   * The category it sits in: not blank (nothing visible), at most 100 characters (trimmed), without a
   * control character. A blank or long one, or one with a control character, fails with
   * BAD_USER_INPUT, `argument` `input.category`, before the service is asked.
   */
  category: Scalars['String']['input'];
  /**
   * What the filter says: not blank (nothing visible), at most 200 characters (trimmed), without a
   * control character. A blank or long one, or one with a control character, fails with
   * BAD_USER_INPUT, `argument` `input.description`, before the service is asked.
   */
  description: Scalars['String']['input'];
  /**
   * Where it comes among the plan's filters: a whole number from 1 to 100,000. Any other fails with
   * BAD_USER_INPUT, `argument` `input.displayOrder`, before the service is asked.
   */
  displayOrder: Scalars['Int']['input'];
};

/** A plan to create or change (the whole plan; filters and comparisons are changed by their own calls). */
export type CataloguePlanInput = {
  /** True when customers may try the plan before buying. */
  allowTest: Scalars['Boolean']['input'];
  /**
   * When it stops being on sale, after `availableStart`; empty to keep it on sale. One at or before
   * `availableStart` fails with BAD_USER_INPUT, `argument` `input.availableEnd`, before the service is
   * asked.
   */
  availableEnd?: InputMaybe<Scalars['DateTime']['input']>;
  /**
   * When the plan goes on sale, 1970 or later. An earlier one fails with BAD_USER_INPUT, `argument`
   * `input.availableStart`, before the service is asked.
   */
  availableStart: Scalars['DateTime']['input'];
  /** How the price is worked out. */
  calculator: PlanCalculator;
  /** The dataset the plan sells access to. */
  datasetId: Scalars['ID']['input'];
  /**
   * What the plan gives (at most 2000 characters, trimmed). A longer one fails with BAD_USER_INPUT,
   * `argument` `input.description`, before the service is asked.
   */
  description: Scalars['String']['input'];
  /**
   * Where the plan comes in the shop's lists: a whole number from 1 to 100,000. Any other fails with
   * BAD_USER_INPUT, `argument` `input.displayOrder`, before the service is asked.
   */
  displayOrder: Scalars['Int']['input'];
  /**
   * Days each period lasts: 1 to 3650 for an annual plan, 0 for a bundle. Any other fails with
   * BAD_USER_INPUT, `argument` `input.duration`, before the service is asked.
   */
  duration: Scalars['Int']['input'];
  /**
   * A pricing formula, or empty (at most 500 characters, trimmed). A longer one fails with
   * BAD_USER_INPUT, `argument` `input.formula`, before the service is asked.
   */
  formula: Scalars['String']['input'];
  /**
   * The plan's name, not blank (nothing visible: empty, or spaces and invisible characters such
   * as U+200B alone), at most 200 characters (trimmed). A blank or long one, or one with a control
   * character (U+0000, U+202E), fails with BAD_USER_INPUT, `argument` `input.name`.
   */
  name: Scalars['String']['input'];
  /**
   * The price tiers: at least one, at most 20, each clicks value once. None or more than 20 fails with
   * BAD_USER_INPUT, `argument` `input.pricing`, before the service is asked.
   */
  pricing: Array<CataloguePriceTierInput>;
  /** The territory the plan is sold in; prices are in its currency. */
  territory: Territory;
};

/** One price tier of a plan: `clicks` for `price`. */
export type CataloguePriceTier = {
  __typename?: 'CataloguePriceTier';
  /** The clicks of the tier. */
  clicks: Scalars['Int']['output'];
  /** The price of the tier, in the plan's `currency`. */
  price: Scalars['Float']['output'];
};

/** A price tier to set. */
export type CataloguePriceTierInput = {
  /**
   * The clicks of the tier: a whole number from 1 to 1,000,000,000; unique within the plan. Another
   * fails with BAD_USER_INPUT, `argument` the tier's (`input.pricing[1].clicks` for the second).
   */
  clicks: Scalars['Int']['input'];
  /**
   * The price, in the currency of the plan's territory: from 0 to 10,000,000, with at most 2 decimal
   * places (599.99). Less than 0, more than 10,000,000 or more decimals (0.001) fails with
   * BAD_USER_INPUT, `argument` the tier (`input.pricing[1].price` for the second), as a bundle's
   * price does for less than 0 or more decimals, and nothing is saved.
   */
  price: Scalars['Float']['input'];
};

/** A bundle as it was added or changed, with where it sits. */
export type ChangedBundle = {
  __typename?: 'ChangedBundle';
  /** The account whose subscription holds the bundle. */
  accountId: Scalars['ID']['output'];
  /** The bundle. */
  bundle: PlanBundle;
  /** The currency of the bundle's price. */
  currency: Currency;
  /** The service whose subscription the bundle tops up. */
  service: PlanService;
};

/** Something the account was charged for (`GET /charges`): in the shop, or an address cleanse by invoice. */
export type Charge = {
  __typename?: 'Charge';
  /** What was charged, in `currency`. */
  amount: Scalars['Float']['output'];
  /** The clicks bought; empty for an address cleanse. */
  clicks?: Maybe<Scalars['Int']['output']>;
  /** The currency of `amount`. */
  currency: Currency;
  /** When it was charged. */
  date: Scalars['DateTime']['output'];
  /** What was bought, in words: the plan's name, or the cleansed file's name. */
  description: Scalars['String']['output'];
  /** The cleansed file (Applications, Address Cleanse, file/{fileId}); empty otherwise. */
  fileId?: Maybe<Scalars['ID']['output']>;
  /** The invoice's number for an address cleanse; empty otherwise. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** What it was for. */
  kind: ChargeKind;
  /** The name of the plan bought; empty for an address cleanse. */
  plan?: Maybe<Scalars['String']['output']>;
  /** The id of the plan bought; empty for an address cleanse. */
  planId?: Maybe<Scalars['Int']['output']>;
  /** The purchase-order reference given when paying by invoice; empty when none was. */
  purchaseOrder?: Maybe<Scalars['String']['output']>;
  /** The records charged for an address cleanse (the file's, or the minimum when more); empty otherwise. */
  records?: Maybe<Scalars['Int']['output']>;
  /** The service of the plan; empty for an address cleanse. */
  service?: Maybe<PlanService>;
};

/** What a charge was for. */
export type ChargeKind =
  /** An address cleanse of a file, paid by invoice. */
  | 'addressCleanse'
  /** A bundle of clicks added to a subscription. */
  | 'bundle'
  /** A subscription's period (bought in the shop, or renewed), or more clicks of the plan bought in the shop for its running period. */
  | 'subscription';

/** An organisation's charity status. */
export type Charity = {
  __typename?: 'Charity';
  /** True when the Ordnance Survey charity discount applies. */
  isOSDiscount: Scalars['Boolean']['output'];
  /** True when the postal operator's charity discount applies. */
  isPostalOperatorDiscount: Scalars['Boolean']['output'];
  /** The charity number. */
  number: Scalars['String']['output'];
  /** How far the check of the number has got. */
  status: CharityStatus;
};

/** The charity details of an organisation, as its owner sets them or staff confirm them. */
export type CharityInput = {
  /** The charity number. */
  charityPSLNumber: Scalars['String']['input'];
  /** True when the Ordnance Survey charity discount applies. */
  isOSDiscount?: InputMaybe<Scalars['Boolean']['input']>;
  /** True when the postal operator's charity discount applies. */
  isPostalOperatorDiscount?: InputMaybe<Scalars['Boolean']['input']>;
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
  backUrl: Scalars['String']['input'];
  /** Who pays. */
  billing: BillingDetailsInput;
  /** The basket; empty fails with code `BAD_USER_INPUT` and the message `No items in basket`. */
  items: Array<BasketItemInput>;
  /**
   * The organisation the accounts of the basket belong to. Any other, someone else's or one that
   * does not exist, fails with code `FORBIDDEN` and one message for both (`Organisation 110 is not
   * the one account 103 belongs to`), before anything is priced or ordered.
   */
  organisationId: Scalars['ID']['input'];
  /**
   * Where the payment page returns once paid, such as https://portal.example/portal/shop/thankyou. It
   * is given `orderId`. It must be a page of the portal as `backUrl` must; anything else is refused
   * with code `BAD_USER_INPUT` (`argument` `input.paidUrl`), and no order is made.
   */
  paidUrl: Scalars['String']['input'];
};

/** A checkout begun: the payment page to go to. */
export type CheckoutStarted = {
  __typename?: 'CheckoutStarted';
  /** The order made, or the pending one of the same basket; `shopOrder` reads it. */
  orderId: Scalars['ID']['output'];
  /** The basket as the portal priced it: what the payment page asks for. */
  quote: BasketQuote;
  /** The provider's payment page for the order: the portal goes there. */
  url: Scalars['String']['output'];
};

/**
 * When a subscription's clicks run out if use goes on at its recent daily average (the service's
 * `averageClicks`, over the last 30 days): today (UTC) plus the whole days the remaining clicks last,
 * rounded up. A subscription with no clicks left (used up) or whose period has ended (its `endDate`
 * is past: the service's expired) has no run-out day. Computed by the gateway in one place
 * (gateway/src/reporting/forecast.ts).
 */
export type ClickForecast = {
  __typename?: 'ClickForecast';
  /** The recent average clicks per day the forecast assumes. */
  dailyAverage: Scalars['Float']['output'];
  /** The day the subscription ends or renews, whichever the forecast is compared with (its renewal date, else its end date); null when it has neither. */
  periodEnd?: Maybe<Scalars['DateTime']['output']>;
  /** Clicks left now. */
  remainClicks: Scalars['Int']['output'];
  /**
   * The day (00:00:00 UTC) the remaining clicks run out. Null when there is none to come: no clicks
   * are being used, none are left (`remainClicks` 0: used up), or the subscription's period has
   * ended (its `endDate` is past).
   */
  runOutDate?: Maybe<Scalars['DateTime']['output']>;
  /**
   * True when the clicks run out before `periodEnd`, or are used up (none left) while it is still to
   * come: the portal warns about it on home, in the account bar and in the reports. False once the
   * subscription's period has ended.
   */
  runsOutEarly: Scalars['Boolean']['output'];
};

/** The clicks one subscription's plan took in one country over the report's window. */
export type CountryUsage = {
  __typename?: 'CountryUsage';
  /** Clicks counted for addresses in that country. */
  clicks: Scalars['Int']['output'];
  /** The country's ISO 3166-1 alpha-2 code (for example GB, FR). */
  country: Scalars['String']['output'];
};

/** A file's record: what the upload gave, and how it was read. */
export type CreateBureauFileInput = {
  /** The delimiter: , \t ; or |. */
  delimiter: Scalars['String']['input'];
  /** The whole file's id on the file server (from /address-cleanse/upload/end). */
  fileServerId: Scalars['String']['input'];
  /** True when the first line holds the headings. */
  hasHeader: Scalars['Boolean']['input'];
  /**
   * The file's name, trimmed, by the rule `Mutation.renameBureauFile.name` states: not blank
   * (nothing visible), at most 255 characters, and no control character (C0 such as a line break,
   * C1, or a bidi override or isolate such as U+202E); each fails with BAD_USER_INPUT, `argument`
   * `input.name` (`name must not be empty.`, `name must be at most 255 characters.`, `This has an
   * invisible control character (U+202E, right-to-left override): remove it.`), before the bureau is
   * asked.
   */
  name: Scalars['String']['input'];
  /** The 300-line test file's id on the file server. */
  testFileServerId: Scalars['String']['input'];
  /** True when fields may be quoted. */
  useQuotes: Scalars['Boolean']['input'];
};

/** The groups `createGroup` made. */
export type CreatedGroup = {
  __typename?: 'CreatedGroup';
  /** The id of the account made inside a new organisation created for a user; empty otherwise. */
  accountId?: Maybe<Scalars['ID']['output']>;
  /** The new group's id. */
  id: Scalars['ID']['output'];
};

/** The currency prices are in: it follows the territory of the plan. */
export type Currency =
  /** Australian dollars (A$), for australia plans. */
  | 'AUD'
  /** Pounds sterling (£), for uk plans. */
  | 'GBP';

/** A dataset the provider's plans sell access to (data administration, admin and super). */
export type Dataset = {
  __typename?: 'Dataset';
  /** Who created it; empty when that user is gone. */
  createdBy?: Maybe<User>;
  /** When the dataset was created. */
  createdDate?: Maybe<Scalars['DateTime']['output']>;
  /** The dataset's short reference (for example PAF); unique. */
  datasetRef: Scalars['String']['output'];
  /** The dataset's id. */
  id: Scalars['ID']['output'];
  /** The dataset's name, as plans show it (for example UK Addresses (PAF)). */
  name: Scalars['String']['output'];
  /** How many plans use the dataset; one that any plan uses cannot be deleted. */
  planCount: Scalars['Int']['output'];
  /** The service the dataset is used by. */
  service: PlanService;
  /** Who last changed it; empty when that user is gone. */
  updatedBy?: Maybe<User>;
  /** When it was last changed. */
  updatedDate?: Maybe<Scalars['DateTime']['output']>;
};

/** A dataset to create or change. */
export type DatasetInput = {
  /**
   * The dataset's short reference: 1 to 20 letters, digits, - and _ (trimmed). Another fails with
   * BAD_USER_INPUT, `argument` `input.datasetRef`, before the service is asked. Unique in any case:
   * one another dataset has (`paf` while PAF exists) is refused by the service, code `CONFLICT`,
   * message `A dataset with reference PAF already exists` (naming the other dataset's).
   */
  datasetRef: Scalars['String']['input'];
  /**
   * The dataset's name, not blank (nothing visible: empty, or spaces and invisible characters such
   * as U+200B alone), at most 200 characters (trimmed). A blank or long one, or one with a control
   * character (U+0000, U+202E), fails with BAD_USER_INPUT, `argument` `input.name`.
   */
  name: Scalars['String']['input'];
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

/** The validation of one e-mail address. */
export type EmailValidation = {
  __typename?: 'EmailValidation';
  /** The address as given. */
  email: Scalars['String']['output'];
  /** Set when the service could not answer for this address. */
  failure?: Maybe<ServiceFailure>;
  /**
   * Why: always set for an unknown verdict; for invalid and risky ones, set whenever the service
   * says why (the sandbox always does). Empty when valid or when the service failed.
   */
  reason?: Maybe<EmailReason>;
  /** The verdict; empty when the service failed (see `failure`). */
  status?: Maybe<EmailStatus>;
  /** A likely intended address, where the domain looks like a typing slip (gmial.com). */
  suggestion?: Maybe<Scalars['String']['output']>;
};

/**
 * Why something failed: every code the portal sends, in one list.
 *
 * Every GraphQL error carries one of these as `extensions.code`, and `ServiceFailure.code` (a failure
 * reported as data) is one of them too. The error's `message` is written for whoever made the call:
 * what failed or was refused, and why ("Cannot load the account plans: Account 104 is not one you own
 * or belong to"). An error caused by one of the provider's services, and a refusal by the portal
 * itself, also carries in `extensions`:
 *
 * - `action`: what the caller was doing, as a short phrase ("load your groups"); a screen can show
 *   `Failed to {action}: {msg}`.
 * - `msg`: the reason in words, when there is one: the service's own reason or the portal's.
 * - `upstreamStatus`: the HTTP status the service answered with; null when it did not answer, or when
 *   the portal refused without asking it.
 *
 * Some codes carry more, named below. Codes and extension names are the contract; the wording of
 * messages is not, and may be improved.
 */
export type ErrorCode =
  /**
   * The service refused the request as wrong (HTTP 400), with its reason: a wrong password, a bad code,
   * a field it does not accept. Also the portal's answer to an HTTP request that is not a GraphQL
   * request it accepts (no query, a mutation sent with GET, a persisted query whose hash is not its
   * text's or whose version is not 1).
   */
  | 'BAD_REQUEST'
  /** An argument or variable is not acceptable: a variable of the wrong type, or a value the portal refuses (an id that is not a positive whole number, such as 0 or -1, too many e-mail addresses; `extensions.argument` names it), or the bank account service's refusal of a sort code or account number as given. */
  | 'BAD_USER_INPUT'
  /** The request clashes with what exists already (HTTP 409), for example an e-mail address that is already registered. */
  | 'CONFLICT'
  /**
   * The caller may not do this, or not for this account or group (HTTP 403, or the portal's own access
   * check). Where one of the portal's access rules refused, `extensions.reason` names it:
   * `NOT_GROUP_USER` (the account is not one the caller owns or belongs to), `NOT_OWNER` (only an
   * owner of the group, and sometimes staff, may), `ROLE_REQUIRED` (a staff role is needed),
   * `NOT_PARTNER` (the group is not a partner), `REFERRER_PARTNER` (not for referrer partners),
   * `TERRITORY` (not for the account's territory) or `NOT_VALIDATED` (the session's user has not
   * entered their validation code yet, and may only validate: `SessionUser.validated`). A caller who
   * is not staff gets exactly this answer, reason and message too for an id of something that does
   * not exist, so that no answer tells them whether someone else's exists.
   */
  | 'FORBIDDEN'
  /** The document is not valid GraphQL, or has more tokens than a document may. */
  | 'GRAPHQL_PARSE_FAILED'
  /** The document does not fit the schema, or goes past a query limit: depth, aliases, directives or cost. */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** Something went wrong in the portal itself; the message is deliberately plain and the details are logged. */
  | 'INTERNAL_SERVER_ERROR'
  /**
   * What was asked for does not exist (HTTP 404): for staff, who may see everything, or for something
   * looked for within what the caller may see (a token of their account, a lead of their partner).
   */
  | 'NOT_FOUND'
  /**
   * The account has no subscription for the service asked for, or its free trial's clicks are used
   * (HTTP 402; the bank account service says so with a SOAP fault, whose `extensions.faultcode` is kept).
   */
  | 'NO_SUBSCRIPTION'
  /** The request names an operation the document does not hold. */
  | 'OPERATION_RESOLUTION_FAILURE'
  /** An automatic persisted query's hash is not known yet; send the query text with it. */
  | 'PERSISTED_QUERY_NOT_FOUND'
  /**
   * The bank account service answered with a SOAP fault; the message is the fault's text, and
   * `extensions.faultcode` its code (soap:Client). A fault saying the account has no subscription is
   * `NO_SUBSCRIPTION` instead, and a client fault refusing the sort code or account number as given
   * is `BAD_USER_INPUT` naming that argument.
   */
  | 'SOAP_FAULT'
  /** Too many wrong passwords or codes: the attempt was refused without asking the service. `extensions.retryAfterSeconds` says when to try again. */
  | 'TOO_MANY_ATTEMPTS'
  /** The request would count more clicks than one request may. `extensions.maxClicks` and `extensions.clicks` give the limit and the count. */
  | 'TOO_MANY_CLICKS'
  /** The session is missing, expired or refused (HTTP 401); the message says which, and that the Authorization header must be `Bearer <token>` where it could not be read. A client should sign the person out. */
  | 'UNAUTHENTICATED'
  /** The service failed in another way: another error status, or an answer the portal could not read or that was not in the shape the portal expects. */
  | 'UPSTREAM_ERROR'
  /** The service did not answer in time (the gateway's `UPSTREAM_TIMEOUT` setting), or did not finish the work in time. */
  | 'UPSTREAM_TIMEOUT'
  /** The service could not be reached. */
  | 'UPSTREAM_UNAVAILABLE';

/** A partner, organisation or account, with what the signed-in user may do in it. */
export type Group = {
  __typename?: 'Group';
  /** When anything last happened in the group. */
  activityTimestamp?: Maybe<Scalars['DateTime']['output']>;
  /** First line of the postal address. */
  address1?: Maybe<Scalars['String']['output']>;
  /** Second line of the postal address. */
  address2?: Maybe<Scalars['String']['output']>;
  /** Third line of the postal address. */
  address3?: Maybe<Scalars['String']['output']>;
  /** Fourth line of the postal address. */
  address4?: Maybe<Scalars['String']['output']>;
  /** The group's charity status; empty for a group that is not a charity. */
  charity?: Maybe<Charity>;
  /** The groups directly below this one that the signed-in user may see, sorted by id. */
  children: Array<Group>;
  /** Country. */
  country?: Maybe<Scalars['String']['output']>;
  /** County or state. */
  county?: Maybe<Scalars['String']['output']>;
  /** When the group was created. */
  createTimestamp?: Maybe<Scalars['DateTime']['output']>;
  /** The id of the user who created the group. */
  creationUserId?: Maybe<Scalars['ID']['output']>;
  /** The group's id. */
  id: Scalars['ID']['output'];
  /** True when the signed-in user manages the group (partners only). */
  isManager: Scalars['Boolean']['output'];
  /** True when the signed-in user is a member of the group (directly or through a parent). */
  isMember: Scalars['Boolean']['output'];
  /** True when the signed-in user owns the group (directly or through a parent). */
  isOwner: Scalars['Boolean']['output'];
  /** The group's name. */
  name: Scalars['String']['output'];
  /** The group directly above this one, when the signed-in user may see it. */
  parent?: Maybe<Group>;
  /** The parent group's id; empty for a group at the top of the tree. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /**
   * The parent group's name; empty for a group at the top of the tree. Given also where the
   * signed-in user may not see the parent itself (then `parent` is empty), so that a member's account
   * can be shown with its organisation's name.
   */
  parentName?: Maybe<Scalars['String']['output']>;
  /** True while ownership of the group is being handed over and not yet accepted. */
  pendingOwnership: Scalars['Boolean']['output'];
  /** Postcode. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** Referrer (partners) or corporate (organisations); empty otherwise. */
  subtype?: Maybe<GroupSubtype>;
  /** The territory the group belongs to. */
  territory: Territory;
  /** Post town. */
  town?: Maybe<Scalars['String']['output']>;
  /** Partner, organisation or account. */
  type: GroupType;
  /** When the group was last changed. */
  updateTimestamp?: Maybe<Scalars['DateTime']['output']>;
  /** The id of the user who last changed the group. */
  updateUserId?: Maybe<Scalars['ID']['output']>;
};

/** A group as its owners administer it: the group, its users and its pending invitations. */
export type GroupAdministration = {
  __typename?: 'GroupAdministration';
  /** The group itself: its name, address, territory, status and Pending Ownership. */
  group: Group;
  /** The group's id (so a client's cache keeps one entry per group). */
  id: Scalars['ID']['output'];
  /** The invitations still waiting for an answer, oldest first. */
  invitations: Array<GroupInvitation>;
  /** One user of the group; empty when the user holds no access in it. */
  user?: Maybe<GroupUser>;
  /**
   * One page of the group's users, with their access levels, lock state and activity. Fast for
   * groups of thousands: only the page asked for is sent.
   */
  users: GroupUserPage;
};


/** A group as its owners administer it: the group, its users and its pending invitations. */
export type GroupAdministrationUserArgs = {
  userId: Scalars['ID']['input'];
};


/** A group as its owners administer it: the group, its users and its pending invitations. */
export type GroupAdministrationUsersArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<GroupUserOrder>;
};

/**
 * A group's name and postal address, as its owners change them; fields left out stay as they are. A
 * field with a control character (C0 or C1, or a bidi override or isolate such as U+202E) fails with
 * `BAD_USER_INPUT`, `argument` naming it by its path in the input (`input.address1`); an address field with nothing visible is kept
 * empty.
 */
export type GroupDetailsInput = {
  /** First line of the postal address. */
  address1?: InputMaybe<Scalars['String']['input']>;
  /** Second line of the postal address. */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** Third line of the postal address. */
  address3?: InputMaybe<Scalars['String']['input']>;
  /** Fourth line of the postal address. */
  address4?: InputMaybe<Scalars['String']['input']>;
  /** Country. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** County or state. */
  county?: InputMaybe<Scalars['String']['input']>;
  /**
   * The group's name; it may not be empty (nothing visible), nor be one another group under the same parent has
   * (trimmed, in any case): `BAD_USER_INPUT` with `argument` `input.name`, nothing changed.
   */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Postcode. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Post town. */
  town?: InputMaybe<Scalars['String']['input']>;
};

/** An invitation to join a group, waiting for the invitee to accept it. */
export type GroupInvitation = {
  __typename?: 'GroupInvitation';
  /** What the invitee may do in the group once they accept. */
  accessLevel: AccessLevel;
  /** The address invited. */
  email: Scalars['String']['output'];
  /** When the invitation stops working. */
  expires?: Maybe<Scalars['DateTime']['output']>;
  /** Identifies this invitation: the group's id and the address invited. */
  id: Scalars['ID']['output'];
  /** When the invitation was sent. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** True when accepting makes the invitee the group's owner; the group shows Pending Ownership until then. */
  takeOwnership: Scalars['Boolean']['output'];
};

/** Which services each user of a group, and each of its API tokens, may use. */
export type GroupServiceAccess = {
  __typename?: 'GroupServiceAccess';
  /** The group's id. */
  groupId: Scalars['ID']['output'];
  /** The group's API tokens, by tag. */
  tokens: Array<TokenServiceAccess>;
  /** The group's users (pending invitations left out), by name. */
  users: Array<UserServiceAccess>;
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

/** A user holding access in a group, directly or through a group above it. */
export type GroupUser = {
  __typename?: 'GroupUser';
  /** What the user may do in the group. */
  accessLevel: AccessLevel;
  /** When the user was last active. */
  activity?: Maybe<Scalars['DateTime']['output']>;
  /** The user's e-mail address. */
  email: Scalars['String']['output'];
  /** The id of the group the access is held in: this group, or one above it. */
  heldInGroupId: Scalars['ID']['output'];
  /** The name of the group the access is held in. */
  heldInGroupName?: Maybe<Scalars['String']['output']>;
  /** Identifies this user in this group: the group's id and the user's id. */
  id: Scalars['ID']['output'];
  /** True when the access is held in a group above, and so can be changed only there. */
  inherited: Scalars['Boolean']['output'];
  /** True when the user may not sign in. */
  locked: Scalars['Boolean']['output'];
  /** The user name (e-mail address) the user signs in with. */
  name: Scalars['String']['output'];
  /** The person's own name. */
  personalName?: Maybe<Scalars['String']['output']>;
  /** The user's id. */
  userId: Scalars['ID']['output'];
};

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

/** One page of a group's users. */
export type GroupUserPage = {
  __typename?: 'GroupUserPage';
  /** The most users a page holds. */
  limit: Scalars['Int']['output'];
  /** Where this page starts in the whole list, counting from 0. */
  offset: Scalars['Int']['output'];
  /** How many users the group has in all (matching the filter, when one was given). */
  totalCount: Scalars['Int']['output'];
  /** The users on this page. */
  users: Array<GroupUser>;
};

/** The account's own subscription to a plan on offer. */
export type HeldPlan = {
  __typename?: 'HeldPlan';
  /** When the subscription's current period ends. */
  endDate: Scalars['DateTime']['output'];
  /** Clicks still available on it. */
  remainClicks: Scalars['Int']['output'];
  /** The subscription's state as the provider reports it: active, expired or disabled. */
  status: Scalars['String']['output'];
  /**
   * True for a free trial of the plan (docs/first-run.md): buying the plan does not add to it, but
   * ends the trial and starts the plan with its own clicks.
   */
  trial: Scalars['Boolean']['output'];
};

/** An invitation to send. */
export type InvitationInput = {
  /**
   * The portal's page the e-mail's link opens, such as https://portal.example/portal/register; the
   * invitation's token is added to its query as `invitation`. It must be a page under `/portal/` on
   * the portal's own origin (the one the request was sent to, or one the gateway is configured
   * with), without a user name, query or fragment: the provider's e-mail never links elsewhere.
   * Anything else is refused with code `BAD_USER_INPUT` (`argument` `input.acceptUrl`), and nothing is sent.
   */
  acceptUrl?: InputMaybe<Scalars['String']['input']>;
  /** What the invitee may do in the group; manager only for partners. */
  accessLevel?: InputMaybe<AccessLevel>;
  /**
   * The address to invite: it must look like one (at most 254 characters), and a control character
   * (U+202E, a bell) fails with BAD_USER_INPUT, `argument` `input.email`, message `This has an invisible
   * control character (U+202E, right-to-left override): remove it.` So does an invisible character
   * anywhere in it (a zero-width space or joiner, a word joiner, a byte order mark, a soft hyphen),
   * which would make it show as another address: `email has an invisible character (U+200B): remove
   * it.`; and U+FFFD, left where a character could not be read: `email has a character that could not
   * be read (U+FFFD): type the address again.`
   */
  email: Scalars['String']['input'];
  /** How long the invitation lasts, in seconds: 60 to 31,536,000 (a year), by default 86,400 (a day). */
  expirySeconds?: InputMaybe<Scalars['Int']['input']>;
  /** True to hand the group over: accepting makes the invitee an owner. */
  takeOwnership?: InputMaybe<Scalars['Boolean']['input']>;
};

/** How the portal asks for an address label. Defaults: 7 lines (uk) or 5 (australia), FixedTown, Uppercase, organisation line AsRequired, county AsRequired (uk) or Always (australia). */
export type LabelConfigurationInput = {
  /** Whether the county is put on the label. */
  includeCounty: LineRule;
  /** How the lines are laid out. */
  labelFormat: LabelFormat;
  /** How many lines the label has, 1 to 10; any other number fails with BAD_USER_INPUT, `argument` `configuration.outputFields` (`outputFields must be a whole number from 1 to 10, not 11.`), before the service is asked or a click counted. */
  outputFields: Scalars['Int']['input'];
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

/** A customer a partner is bringing to the provider: the lead list's line and the whole submitted lead. */
export type Lead = {
  __typename?: 'Lead';
  /** What cleansing the company wants (lead options of requirement Address Cleanse, by convention). */
  cleansing: Array<Scalars['String']['output']>;
  /** The expected close date while open, the actual one once won or lost, as yyyy-mm-dd. */
  closeDate: Scalars['String']['output'];
  /** The company's address, one line per entry (the last is usually the postcode). */
  companyAddress: Array<Scalars['String']['output']>;
  /** The company the lead is for. */
  companyName: Scalars['String']['output'];
  /** The person at the company the partner deals with. */
  contactName: Scalars['String']['output'];
  /** Anything else the partner wants the provider to know. */
  description: Scalars['String']['output'];
  /** The contact's division or department; empty when not given. */
  division: Scalars['String']['output'];
  /** The contact's e-mail address. */
  email: Scalars['String']['output'];
  /** Extra data the company wants (lead options of requirement Payment Validation, by convention). */
  enrichments: Array<Scalars['String']['output']>;
  /** The lead's id. */
  id: Scalars['ID']['output'];
  /** How the company will use the services (lead options of requirement Address Lookup, by convention). */
  integrations: Array<Scalars['String']['output']>;
  /** The contact's job title. */
  jobTitle: Scalars['String']['output'];
  /** True when the partner wants a meeting together with the provider. */
  jointMeeting: Scalars['Boolean']['output'];
  /** When the lead was submitted. */
  openDate: Scalars['DateTime']['output'];
  /** The partner the lead belongs to. */
  partnerId: Scalars['ID']['output'];
  /** The contact's phone number. */
  phoneNumber: Scalars['String']['output'];
  /** How likely the lead is to be won, in percent (0 to 100). */
  probability: Scalars['Int']['output'];
  /** The lead services asked for, each with its yearly quantity. */
  services: Array<LeadService>;
  /** Where the lead stands. */
  status: LeadStatus;
};

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
  cleansing: Array<Scalars['String']['input']>;
  /**
   * The expected close date, yyyy-mm-dd (a real calendar date), not before the (UTC) day the lead was
   * opened: today for `createLead`, the lead's `openDate` for `updateLead`. An earlier one fails with
   * BAD_USER_INPUT, `argument` `input.closeDate`.
   */
  closeDate: Scalars['String']['input'];
  /**
   * The company's address lines, at most 6 once blank lines are dropped (`argument`
   * `input.companyAddress`), each at most 200 characters (`input.companyAddress[2]`).
   */
  companyAddress: Array<Scalars['String']['input']>;
  /** The company the lead is for: not blank, at most 200 characters (trimmed). */
  companyName: Scalars['String']['input'];
  /** The person at the company the partner deals with: not blank, at most 200 characters (trimmed). */
  contactName: Scalars['String']['input'];
  /** Anything else the partner wants the provider to know (at most 2000 characters, trimmed; it may have several lines). */
  description: Scalars['String']['input'];
  /** The contact's division or department (at most 100 characters). */
  division: Scalars['String']['input'];
  /**
   * The contact's e-mail address; must look like one (at most 254 characters), with no control
   * character, no invisible character (U+200B, U+2060, U+FEFF: `email has an invisible character
   * (U+200B): remove it.`) and no U+FFFD (BAD_USER_INPUT, `argument` `input.email`), as
   * `InvitationInput.email`.
   */
  email: Scalars['String']['input'];
  /** Enrichments chosen (lead option texts): at most 20 once blank lines are dropped, each at most 200 characters. */
  enrichments: Array<Scalars['String']['input']>;
  /** Integrations chosen (lead option texts): at most 20 once blank lines are dropped, each at most 200 characters. */
  integrations: Array<Scalars['String']['input']>;
  /** The contact's job title (at most 100 characters). */
  jobTitle: Scalars['String']['input'];
  /** True when the partner wants a meeting together with the provider. */
  jointMeeting: Scalars['Boolean']['input'];
  /** The contact's phone number (at most 100 characters). */
  phoneNumber: Scalars['String']['input'];
  /** How likely the lead is to be won, in percent: a whole number from 0 to 100. */
  probability: Scalars['Int']['input'];
  /** The lead services asked for: at least one (none fails with `argument` `input.services`), each at most once. */
  services: Array<LeadServiceInput>;
};

/**
 * A choice the lead form offers. `requirement` is the lead service it belongs to (Address Lookup,
 * Payment Validation or Address Cleanse); `option` is the text the partner ticks.
 */
export type LeadOption = {
  __typename?: 'LeadOption';
  /** The option's id. */
  id: Scalars['ID']['output'];
  /** The text the partner ticks on the lead form. */
  option: Scalars['String']['output'];
  /** The lead service the option belongs to: Address Lookup, Payment Validation or Address Cleanse. */
  requirement: Scalars['String']['output'];
};

/** A lead option to create or change. */
export type LeadOptionInput = {
  /**
   * The text the partner ticks: not blank (nothing visible), at most 200 characters (trimmed; unique
   * within its requirement), without a control character. A blank or long one, or one with a control
   * character, fails with BAD_USER_INPUT, `argument` `input.option`, before
   * the service is asked.
   */
  option: Scalars['String']['input'];
  /**
   * The lead service the option belongs to: Address Lookup, Payment Validation or Address Cleanse.
   * Any other fails with BAD_USER_INPUT, `argument` `input.requirement`, before the service is asked.
   */
  requirement: Scalars['String']['input'];
};

/** One of the provider's services a lead asks for, with how many clicks (or records) a year. */
export type LeadService = {
  __typename?: 'LeadService';
  /** How many clicks (address cleanse: records) a year the lead expects to use. */
  quantity: Scalars['Int']['output'];
  /** The lead service: Address Lookup, Payment Validation or Address Cleanse. */
  service: Scalars['String']['output'];
};

/** A service line of the lead form. */
export type LeadServiceInput = {
  /**
   * Clicks (address cleanse: records) a year; a whole number from 1 to 1,000,000,000. Any other fails
   * with BAD_USER_INPUT, `argument` `input.services[0].quantity`.
   */
  quantity: Scalars['Int']['input'];
  /**
   * One of the lead services: Address Lookup, Payment Validation or Address Cleanse, each once. Any
   * other, or one given twice, fails with BAD_USER_INPUT, `argument` `input.services[0].service`.
   */
  service: Scalars['String']['input'];
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

/** An address file (maf) records can be matched against. */
export type Maf = {
  __typename?: 'Maf';
  /** Its country (GB, AU). */
  mafCountryCode: Scalars['String']['output'];
  /** Its id. */
  mafId: Scalars['ID']['output'];
  /** Its name (UK Addresses (PAF)). */
  mafName: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Joins the signed-in user to the group an invitation is for, and answers that group. The service
   * refuses (`BAD_REQUEST`) an expired, withdrawn or used invitation, and (`FORBIDDEN`) one sent to
   * another address.
   */
  acceptInvitation: Group;
  /**
   * Lets a user of the account pay for it; answers the users who may now pay. Owners only. A user
   * who holds no access to the account is refused with code `FORBIDDEN`, and alike one that does not
   * exist.
   */
  addPaymentUser: Array<PaymentUser>;
  /**
   * Gives every token of the group's accounts (the group itself when it is an account) the same
   * settings, and returns the tokens changed. Owners of the group and staff only.
   */
  changeApiTokensInBulk: Array<ApiToken>;
  /**
   * Moves a partner's lead to `status` (open, won, lost), with the close date that status means
   * (`LeadStatus`). Access as `updateLead`. Won or lost sets `closeDate` to today (the UTC day), the
   * day it happened; a lead already won (lost) keeps its date. Reopening takes `closeDate`, the day
   * the lead is now expected to close, and needs one when the lead's close date is before today. A
   * `closeDate` that is not a real date, is before today or is given with won or lost fails with
   * BAD_USER_INPUT, `argument` `closeDate`, before the lead is changed.
   */
  changeLeadStatus: Lead;
  /**
   * Changes the signed-in user's password, proving it with the current one. Returns true once it is
   * changed. A new password that breaks the rule (at least 8 characters, with a letter and a digit,
   * and at most 200) or equals the current one fails with BAD_USER_INPUT (`argument`: newPassword)
   * before anything is tried, so it is never counted as a wrong current password. A wrong current password fails with BAD_REQUEST and the service's reason, and is throttled
   * as for `signIn`, counted together with it (code TOO_MANY_ATTEMPTS, with `retryAfterSeconds`).
   */
  changePassword: Scalars['Boolean']['output'];
  /**
   * Checks out a basket: the portal prices it from the plans, the provider makes a pending order and
   * answers the payment page to go to. Nothing is bought until it is paid there; a failed or
   * abandoned payment buys nothing, and paying twice buys once. The same basket checked out again
   * (by the same user, for the same organisation, items, billing details and return addresses) while
   * its order is still pending, within a day, answers that order, its payment page and its quote
   * again rather than making a second order; once that order is paid it is a new order. Fails with
   * `BAD_USER_INPUT` (`No items in basket`, clicks out of a plan's `minimumClicks` to
   * `maximumClicks` with `argument` `input.items[1].clicks` naming the first such item, counting
   * from 0 (`Address Lookup 5,000 needs at least 5,000 clicks`), a plan not on sale to its account
   * (`argument` `input.items[1].planId`), a return address that is not a page of the portal
   * (`input.backUrl`, `input.paidUrl`), checked before anything is priced or ordered), `BAD_REQUEST` (the
   * provider's refusal, e.g. a failed captcha), `FORBIDDEN` (an account the caller does not own, or
   * an `organisationId` other than the one the basket's accounts belong to).
   */
  checkout: CheckoutStarted;
  /** Confirms an organisation's charity number valid or not valid, with its discounts. Staff only (else `FORBIDDEN`). */
  confirmCharity: Group;
  /**
   * Creates an API token, confirmed with the signed-in user's password. A wrong password fails with
   * BAD_REQUEST and the service's reason, and is throttled as for `signIn` (TOO_MANY_ATTEMPTS). A
   * blank or long tag, a bad IP range, referrer or expiry fails with BAD_USER_INPUT before the
   * password is tried, so it is not counted as a wrong one; a tag the account already uses fails with
   * CONFLICT.
   */
  createApiToken: ApiToken;
  /** Adds a click bundle to an account of the organisation. Staff with admin, super or sales only; otherwise code `FORBIDDEN`, and for an account under a referrer partner (reason `REFERRER_PARTNER`). */
  createBundle: ChangedBundle;
  /** Records an uploaded file (its whole file and its test file) at the bureau, which reads its columns and counts its records. */
  createBureauFile: BureauFile;
  /** Runs the test over the file's test file; answers once the test results are ready. */
  createBureauTestResults: BureauFile;
  /** Creates a dataset (admin and super only). A datasetRef in use fails with code `CONFLICT`. */
  createDataset: Dataset;
  /**
   * Creates an organisation for a user, or a group below one the signed-in user owns (staff may
   * create below any group). The new group appears in `myGroups` at once. Fails with code
   * `FORBIDDEN` when the signed-in user may not add groups to `groupId`, or create one for `userId`
   * (another user, unless staff); alike where that group or user does not exist. Fails with code
   * `BAD_USER_INPUT` (`argument` `input.name`) when a group directly below `groupId` has the name
   * already, trimmed and in any case; nothing is made.
   */
  createGroup: CreatedGroup;
  /**
   * Submits a lead for a partner; it is open, opened now. Access as `partnerLeads`, checked first. A
   * form breaking the rules `LeadInput` states fails with BAD_USER_INPUT, `argument` naming the field
   * (`input.closeDate`, `input.services[1].quantity`), before the service is asked.
   */
  createLead: Lead;
  /**
   * Adds a lead option (super only; anyone else gets code `FORBIDDEN`, checked first). An option
   * breaking the rules `LeadOptionInput` states fails with BAD_USER_INPUT naming the field; a
   * duplicate with code `CONFLICT`.
   */
  createLeadOption: LeadOption;
  /** Creates a plan (admin and super only). The shop offers it at once while it is on sale. */
  createPlan: CataloguePlan;
  /** Adds a comparison line to a plan (admin and super only); answers the plan. */
  createPlanComparison: CataloguePlan;
  /** Adds a filter to a plan (admin and super only); answers the plan. */
  createPlanFilter: CataloguePlan;
  /** Deletes a token; programs using its key stop working. Returns the deleted token's id. Owners and staff only. */
  deleteApiToken: Scalars['ID']['output'];
  /** Deletes a click bundle; answers its id. Staff with admin, super or sales only; otherwise code `FORBIDDEN`. */
  deleteBundle: Scalars['ID']['output'];
  /** Deletes a file and what was made from it (not while it is processed). */
  deleteBureauFile: Scalars['Boolean']['output'];
  /** Deletes a dataset no plan uses (admin and super only); code `CONFLICT` while plans use it. */
  deleteDataset: Scalars['Boolean']['output'];
  /**
   * Deletes a group with nothing below it. An account is first checked with the account manager:
   * one that may not be deleted is refused with code `CONFLICT` and the reason. Owners and staff
   * only (else `FORBIDDEN`, nothing changed).
   */
  deleteGroup: Scalars['Boolean']['output'];
  /** Deletes a partner's lead; true once it is gone. Access as `updateLead`. */
  deleteLead: Scalars['Boolean']['output'];
  /** Deletes a lead option (super only); true once it is gone. Leads that chose it keep the text. */
  deleteLeadOption: Scalars['Boolean']['output'];
  /** Deletes a plan no subscription holds (admin and super only); code `CONFLICT` while any does. */
  deletePlan: Scalars['Boolean']['output'];
  /** Removes a comparison line from a plan (admin and super only); answers the plan. */
  deletePlanComparison: CataloguePlan;
  /** Removes a filter from a plan (admin and super only); answers the plan. */
  deletePlanFilter: CataloguePlan;
  /**
   * Deletes a user: their record and the access they hold in every group. The user may delete
   * themselves, and admin and super staff another user, as for locking a user; anyone else (sales and
   * owners too) is refused with FORBIDDEN before the service is asked. Another staff user only super
   * may delete: the service refuses anyone else (FORBIDDEN). The service refuses (CONFLICT) to delete the only owner of a group, so no group is left without
   * one. Returns true once the user is gone.
   */
  deleteUser: Scalars['Boolean']['output'];
  /**
   * Takes a corporate organisation's corporate status away. For the organisation's owner and staff
   * (else `FORBIDDEN`). The service refuses (`BAD_REQUEST`) a group that is not an organisation, and
   * one that is not corporate ("Invalid group subtype. Only corporate organisations can have their
   * corporate status disabled").
   */
  disableCorporate: Group;
  /** Discards the results instead of paying. */
  discardBureauResults: BureauFile;
  /**
   * Makes an organisation with an empty subtype corporate. For the organisation's owner and staff;
   * anyone else is refused with code `FORBIDDEN`, and everyone for an organisation under a referrer
   * partner (reason `REFERRER_PARTNER`; so too `disableCorporate`, `updateCharity` and
   * `removeCharity`). The service refuses (code `BAD_REQUEST`) a group
   * that is not an organisation ("Invalid group type. Only organisations can have their corporate
   * status changed") and one that is already corporate ("Invalid group subtype. Only non corporate
   * organisations can have their corporate status enabled").
   */
  enableCorporate: Group;
  /**
   * Makes an API token for an account: a session token that lives one year (31,536,000 seconds) and
   * acts for `accountId`, returned as its JWT for the user to copy into their own systems. It is made
   * afresh on every call and never cached. It is the user's own session: `accountId` is the account
   * it acts for where a call names none, but it may do whatever the user may, for every group the
   * user holds, for its whole year. To give a system or a contractor one account's look-ups only,
   * make an account's API token (`createApiToken`) instead. A wrong user name or password fails with code `BAD_REQUEST`
   * and the service's reason; an account the user neither owns nor belongs to fails with `FORBIDDEN`.
   * Wrong passwords are throttled as for `signIn` and counted together with it (code
   * `TOO_MANY_ATTEMPTS`, with `retryAfterSeconds`).
   */
  exportApiToken: Scalars['String']['output'];
  /**
   * Invites an e-mail address to join the group. For the group's owners and staff (else `FORBIDDEN`,
   * and nothing is sent). The invitation is pending until accepted, withdrawn or expired. The service
   * refuses (`BAD_REQUEST`) a manager outside partners and (`CONFLICT`) someone already in the group,
   * or whose access in a group above already gives the level asked (unless the invitation hands the
   * group over).
   */
  inviteGroupUser: GroupInvitation;
  /**
   * Turns an organisation into a partner of the given type, at the top of the tree, keeping its
   * accounts and users; its corporate and charity status go. Staff only (else `FORBIDDEN`).
   */
  migrateOrganisationToPartner: Group;
  /** Pays for the full run by invoice; the full run starts at once (follow it with bureauFileProgress). */
  payBureauFile: BureauInvoice;
  /**
   * Renews the session before its recycle date. With `accountId`, the new session acts for that
   * account, which the user must own (staff may choose any); without it, the account is cleared.
   */
  reauthenticate: SessionUser;
  /** Registers a new customer with their organisation and account. The user starts unvalidated. */
  register: Registration;
  /** Takes an organisation's charity status away. For the organisation's owner and staff (else `FORBIDDEN`). */
  removeCharity: Group;
  /**
   * Moves an organisation or account out of the partner it is directly below, to the top of the
   * tree, with everything below it. Staff only (else `FORBIDDEN`).
   */
  removeFromPartner: Group;
  /**
   * Removes a user from the group: the access they hold in it ends. Owners and staff only (else
   * `FORBIDDEN`, nothing changed); not the caller, and not access held above (`BAD_REQUEST`). The
   * service refuses (`CONFLICT`) to remove the group's only owner, as `deleteUser` does.
   */
  removeGroupUser: Scalars['Boolean']['output'];
  /** Removes the account's saved card; answers true. Owners only. */
  removePaymentDetails: Scalars['Boolean']['output'];
  /** Stops a user paying for the account; answers the users who may still pay. Owners only. */
  removePaymentUser: Array<PaymentUser>;
  /** Renames a file. */
  renameBureauFile: BureauFile;
  /** Puts a plan's comparison lines in the order given, as `reorderPlanFilters` (admin and super only). Answers the plan. */
  reorderPlanComparisons: CataloguePlan;
  /**
   * Puts a plan's filters in the order given (admin and super only): `filterIds` must name every
   * filter of the plan once; each gets displayOrder 1, 2, 3... Answers the plan.
   */
  reorderPlanFilters: CataloguePlan;
  /**
   * Asks the provider for a page where a new card is entered for the account; the portal goes to
   * `checkoutUrl`, and once the card is saved the page returns to `backUrl` with `card=saved`
   * (`card=cancelled` when abandoned). Owners only.
   */
  replacePaymentDetails: PaymentDetailsPage;
  /**
   * Sends an activation code for choosing a new password. Returns true whether or not the user exists,
   * so the answer does not reveal who has an account. A user name that is no e-mail address as
   * `RegistrationInput.email` takes one (so no one could have registered it) fails with
   * BAD_USER_INPUT, `argument` `userName`, before the user server is asked.
   */
  requestPasswordReset: Scalars['Boolean']['output'];
  /**
   * Sets a new password with the activation code sent by `requestPasswordReset`. Returns true on
   * success. A password that breaks the rule (or is over 200 characters) fails with `BAD_USER_INPUT`,
   * `argument` `password`, and a user name `requestPasswordReset` refuses with `argument` `userName`,
   * before the code is tried, so neither is counted as a wrong code. A wrong or expired code fails
   * with `BAD_REQUEST`; wrong codes are throttled per user name and client address as for `signIn`
   * (code `TOO_MANY_ATTEMPTS`, with `retryAfterSeconds`), counted apart from passwords.
   */
  resetPassword: Scalars['Boolean']['output'];
  /** Sends the signed-in user a fresh validation code. Returns true once it is sent. */
  sendValidationCode: Scalars['Boolean']['output'];
  /**
   * Chooses how many refused calls of one of the account's keys within an hour e-mail its owners:
   * from 1 to 1,000, or null for none. Owners of the account and staff only. Fails with NOT_FOUND
   * where the user server keeps no alert settings (apiTokenAlertSettings says so beforehand).
   */
  setApiTokenAlertThreshold: TokenAlertSettings;
  /** Locks or unlocks a token; the services refuse a locked token's calls at once. Owners and staff only. */
  setApiTokenLock: ApiToken;
  /**
   * Switches on automatic renewal of the account's subscription to the plan, renewing with `clicks`
   * clicks each period (priced as the shop prices them), and optionally automatic top-up. Owners only.
   */
  setAutomaticRenewal: AutomaticRenewal;
  /**
   * Changes what a user may do in the group. Owners and staff only (else `FORBIDDEN`, nothing
   * changed); not the caller's own level, and not access held in a group above (`BAD_REQUEST`). The
   * service refuses (`CONFLICT`) to lower the group's only owner (owner or sudoowner, in it or above)
   * to member or manager, so no group is left without one.
   */
  setGroupUserAccessLevel: GroupUser;
  /**
   * Locks a user of the group, so they can no longer sign in, or unlocks them. The lock is the user's
   * everywhere (every account, other organisations' too), so admin and super only, for a user who
   * holds access in the group. Anyone else, an owner of the group included, gets `FORBIDDEN`, `reason`
   * `ROLE_REQUIRED`, nothing changed, with words to remove the user from the group instead
   * (`removeGroupUser`).
   */
  setGroupUserLocked: GroupUser;
  /**
   * Switches a service on or off for a user of the group, or (with `tokenId`) for one of its API
   * tokens; answers every switch of that user or token as it now is. The owner of the group or
   * staff; otherwise code `FORBIDDEN`, and to everyone for a group under a referrer partner (reason
   * `REFERRER_PARTNER`). A customer's `userId` must hold access in the group (else
   * `FORBIDDEN`, whether the user exists or not). A service the group's territory does not offer
   * (Payment Validation outside the uk) is not switched: code `FORBIDDEN`, `reason` `TERRITORY`.
   */
  setServiceAccess: Array<ServiceSwitch>;
  /**
   * Turns one of a user's permissions on or off, and returns the user with their settings as they now
   * are. Staff may set any permission; staff-role (admin) permissions only staff. Privacy settings
   * (isNotification) are the user's own consents: only the user themselves and staff set them.
   * Owners of a group the user is in may set the rest. Anyone else is refused with FORBIDDEN, as is
   * a customer for a user that does not exist, and nothing changes.
   */
  setUserPermission: User;
  /**
   * Signs in with a user name and password. Fails with code `BAD_REQUEST` and the reason when the
   * credentials are wrong, so a sign-in form can show it.
   *
   * Guessing is throttled: a refused attempt fails with code `TOO_MANY_ATTEMPTS`, `retryAfterSeconds`
   * and a message saying when to try again ("Too many failed attempts. Try again in 1 minute.").
   * Wrong answers are counted per user name and client address: the first 5 in a row are answered as
   * usual; then that address waits 1 minute before the next attempt, 5 minutes after the one after,
   * and 15 minutes after each later one. A right answer clears the count. An address with 100 wrong
   * answers within a day of its first (any user names) is refused until that day is over. Past 50
   * wrong answers within a day for one user name from all addresses, an address that answers it
   * wrongly gets no further attempt at it until that day is over. An address that has not answered
   * wrongly is never slowed by someone else's guessing, and a user name that does not exist is
   * throttled exactly like one that does. Sign-in and `exportApiToken` share the count: both check
   * the password.
   */
  signIn: SessionUser;
  /** Switches off automatic renewal (and top-up) of the account's subscription to the plan. Owners only. */
  stopAutomaticRenewal: AutomaticRenewal;
  /**
   * Runs one address autocomplete look-up with the token's key, from the gateway, as an integrator's
   * program would, and says what came back: the lock, expiry, IP range (the gateway's own address),
   * referrer, service switches and daily caps act on it (the per-address cap by the gateway's address).
   * Counts a click on the token when it is answered.
   */
  tryApiToken: TokenTrial;
  /**
   * Changes a price: admin or super; anyone else gets FORBIDDEN. Figures and dates the bureau would
   * refuse fail with BAD_USER_INPUT naming the field (`AdminCostInput`), before it is asked.
   */
  updateAdminCost: AdminCost;
  /**
   * Changes a token's tag, IP range, referrer, expiry and daily caps. Owners and staff only. A blank
   * or long tag, a bad IP range, referrer or expiry, or a daily cap out of range fails with
   * BAD_USER_INPUT, `extensions.argument` the field (`input.tag`, `input.ipRange`, ...) and the
   * same message as for `createApiToken`, before any service is asked; a tag the account already
   * uses fails with CONFLICT.
   */
  updateApiToken: ApiToken;
  /**
   * Changes a click bundle. Staff with admin, super or sales only; otherwise code `FORBIDDEN`. Both
   * dates the wrong way round fail with BAD_USER_INPUT, `argument` `input.endDate`, before the
   * service is asked; one date alone that the service finds the wrong side of the bundle's other
   * fails with BAD_REQUEST, `argument` naming the date sent: `startDate must be before the bundle's
   * end date` (`input.startDate`), `endDate must be after the bundle's start date` (`input.endDate`).
   */
  updateBundle: ChangedBundle;
  /** Sets the file's properties; after a test run the file goes back to mapped, to be tested again. */
  updateBureauFileSettings: BureauFile;
  /** Maps the file's columns (remembered per file); templateFileId names a file whose mapping was applied. Runs of earlier mappings are undone: the file is mapped again. */
  updateBureauInputFields: BureauFile;
  /**
   * Makes an organisation a charity with the number given, or changes its number and discounts: the
   * status becomes pending until staff check it. For the organisation's owner and staff (else
   * `FORBIDDEN`); a blank number (nothing visible), or one with a control character, fails with
   * `BAD_USER_INPUT`, `argument` `input.charityPSLNumber`.
   */
  updateCharity: Group;
  /** Changes a dataset (admin and super only); the plans using it show the new name at once. */
  updateDataset: Dataset;
  /**
   * Changes a group's name and postal address, and answers the group as it now is (so the account
   * bar shows the new name at once). Owners and staff only (else `FORBIDDEN`, nothing changed). A
   * name another group under the same parent has already (trimmed, in any case) is refused with
   * `BAD_USER_INPUT`, `argument` `input.name`, nothing changed, where the caller may see that parent
   * (its owners and staff). An organisation's owner who holds nothing of its partner is not told the
   * names of the partner's other organisations, so such a rename is not compared with them: the
   * refusal would tell them which names are taken.
   */
  updateGroup: Group;
  /**
   * Replaces the form of a partner's lead. Access as `partnerLeads`, checked first; then the form as
   * `createLead` checks it, before the service is asked even for the partner's leads; code
   * `NOT_FOUND` for a lead the partner does not have. A close date before the lead's `openDate` fails
   * with BAD_USER_INPUT, `argument` `input.closeDate`, before the lead is changed.
   */
  updateLead: Lead;
  /** Changes a lead option (super only), checked as `createLeadOption` checks one. */
  updateLeadOption: LeadOption;
  /** Changes a plan (admin and super only); the shop shows the change at once. */
  updatePlan: CataloguePlan;
  /** Changes a comparison line of a plan (admin and super only); answers the plan. */
  updatePlanComparison: CataloguePlan;
  /** Changes a filter of a plan (admin and super only); answers the plan. */
  updatePlanFilter: CataloguePlan;
  /**
   * Changes a user's details and returns the user as they now are. The user may change their own,
   * and admin and super staff another's, as for locking a user; anyone else (sales and owners too) is
   * refused with FORBIDDEN before the service is asked. Another staff user's details only super may
   * change: the service refuses anyone else (FORBIDDEN). A blank
   * name, company or country, or a detail over 200 characters, fails with BAD_USER_INPUT naming it
   * (`argument` `input.country`), after that check and before the service is asked.
   */
  updateUser: User;
  /**
   * Validates the signed-in user with the code sent to them, and returns the refreshed session: the
   * first whose `validated` is true, and so the first that may use the rest of the API (the session
   * validated with is still refused it; `reauthenticate` renews it into one that is not).
   * Wrong codes are throttled per user and client address as for `signIn`, with code `TOO_MANY_ATTEMPTS`.
   * A code that is not six digits (once trimmed) fails with BAD_USER_INPUT, `argument` `code`, before
   * anything is tried, so it is not counted as a wrong code.
   */
  validateUser: SessionUser;
  /** Withdraws the pending invitation to an address, so its link stops working. Owners and staff only (else `FORBIDDEN`). */
  withdrawInvitation: Scalars['Boolean']['output'];
};


export type MutationAcceptInvitationArgs = {
  token: Scalars['String']['input'];
};


export type MutationAddPaymentUserArgs = {
  accountId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationChangeApiTokensInBulkArgs = {
  groupId: Scalars['ID']['input'];
  input: ApiTokenBulkInput;
};


export type MutationChangeLeadStatusArgs = {
  closeDate?: InputMaybe<Scalars['String']['input']>;
  leadId: Scalars['ID']['input'];
  partnerId: Scalars['ID']['input'];
  status: LeadStatus;
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCheckoutArgs = {
  captchaToken: Scalars['String']['input'];
  input: CheckoutInput;
};


export type MutationConfirmCharityArgs = {
  groupId: Scalars['ID']['input'];
  input: CharityInput;
  isValid: Scalars['Boolean']['input'];
};


export type MutationCreateApiTokenArgs = {
  input: NewApiTokenInput;
};


export type MutationCreateBundleArgs = {
  accountId: Scalars['ID']['input'];
  input: NewBundleInput;
  organisationId: Scalars['ID']['input'];
};


export type MutationCreateBureauFileArgs = {
  accountId: Scalars['ID']['input'];
  input: CreateBureauFileInput;
};


export type MutationCreateBureauTestResultsArgs = {
  accountId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
};


export type MutationCreateDatasetArgs = {
  input: DatasetInput;
};


export type MutationCreateGroupArgs = {
  input: NewGroupInput;
};


export type MutationCreateLeadArgs = {
  input: LeadInput;
  partnerId: Scalars['ID']['input'];
};


export type MutationCreateLeadOptionArgs = {
  input: LeadOptionInput;
};


export type MutationCreatePlanArgs = {
  input: CataloguePlanInput;
};


export type MutationCreatePlanComparisonArgs = {
  input: CataloguePlanComparisonInput;
  planId: Scalars['ID']['input'];
};


export type MutationCreatePlanFilterArgs = {
  input: CataloguePlanFilterInput;
  planId: Scalars['ID']['input'];
};


export type MutationDeleteApiTokenArgs = {
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteBundleArgs = {
  bundleId: Scalars['ID']['input'];
};


export type MutationDeleteBureauFileArgs = {
  accountId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
};


export type MutationDeleteDatasetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteGroupArgs = {
  groupId: Scalars['ID']['input'];
};


export type MutationDeleteLeadArgs = {
  leadId: Scalars['ID']['input'];
  partnerId: Scalars['ID']['input'];
};


export type MutationDeleteLeadOptionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePlanComparisonArgs = {
  comparisonId: Scalars['ID']['input'];
  planId: Scalars['ID']['input'];
};


export type MutationDeletePlanFilterArgs = {
  filterId: Scalars['ID']['input'];
  planId: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisableCorporateArgs = {
  groupId: Scalars['ID']['input'];
};


export type MutationDiscardBureauResultsArgs = {
  accountId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
};


export type MutationEnableCorporateArgs = {
  groupId: Scalars['ID']['input'];
};


export type MutationExportApiTokenArgs = {
  accountId: Scalars['ID']['input'];
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};


export type MutationInviteGroupUserArgs = {
  groupId: Scalars['ID']['input'];
  input: InvitationInput;
};


export type MutationMigrateOrganisationToPartnerArgs = {
  groupId: Scalars['ID']['input'];
  partnerType: PartnerType;
};


export type MutationPayBureauFileArgs = {
  accountId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
  input: PayBureauFileInput;
};


export type MutationReauthenticateArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRegisterArgs = {
  captchaToken: Scalars['String']['input'];
  input: RegistrationInput;
};


export type MutationRemoveCharityArgs = {
  groupId: Scalars['ID']['input'];
};


export type MutationRemoveFromPartnerArgs = {
  groupId: Scalars['ID']['input'];
};


export type MutationRemoveGroupUserArgs = {
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemovePaymentDetailsArgs = {
  accountId: Scalars['ID']['input'];
};


export type MutationRemovePaymentUserArgs = {
  accountId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRenameBureauFileArgs = {
  accountId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationReorderPlanComparisonsArgs = {
  comparisonIds: Array<Scalars['ID']['input']>;
  planId: Scalars['ID']['input'];
};


export type MutationReorderPlanFiltersArgs = {
  filterIds: Array<Scalars['ID']['input']>;
  planId: Scalars['ID']['input'];
};


export type MutationReplacePaymentDetailsArgs = {
  accountId: Scalars['ID']['input'];
  backUrl: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  userName: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  activationCode: Scalars['String']['input'];
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};


export type MutationSetApiTokenAlertThresholdArgs = {
  accountId: Scalars['ID']['input'];
  refusalThreshold?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSetApiTokenLockArgs = {
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  locked: Scalars['Boolean']['input'];
};


export type MutationSetAutomaticRenewalArgs = {
  accountId: Scalars['ID']['input'];
  clicks: Scalars['Int']['input'];
  planId: Scalars['ID']['input'];
  topUpPercent?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSetGroupUserAccessLevelArgs = {
  accessLevel: AccessLevel;
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetGroupUserLockedArgs = {
  groupId: Scalars['ID']['input'];
  locked: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetServiceAccessArgs = {
  enabled: Scalars['Boolean']['input'];
  groupId: Scalars['ID']['input'];
  serviceId: Scalars['ID']['input'];
  tokenId?: InputMaybe<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationSetUserPermissionArgs = {
  enabled: Scalars['Boolean']['input'];
  permissionId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  captchaToken?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};


export type MutationStopAutomaticRenewalArgs = {
  accountId: Scalars['ID']['input'];
  planId: Scalars['ID']['input'];
};


export type MutationTryApiTokenArgs = {
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  referrer?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateAdminCostArgs = {
  costId: Scalars['ID']['input'];
  input: AdminCostInput;
};


export type MutationUpdateApiTokenArgs = {
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: ApiTokenSettingsInput;
};


export type MutationUpdateBundleArgs = {
  bundleId: Scalars['ID']['input'];
  input: BundleChangesInput;
};


export type MutationUpdateBureauFileSettingsArgs = {
  accountId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
  settings: BureauFileSettingsInput;
};


export type MutationUpdateBureauInputFieldsArgs = {
  accountId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
  inputFields: Array<BureauInputFieldInput>;
  templateFileId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateCharityArgs = {
  groupId: Scalars['ID']['input'];
  input: CharityInput;
};


export type MutationUpdateDatasetArgs = {
  id: Scalars['ID']['input'];
  input: DatasetInput;
};


export type MutationUpdateGroupArgs = {
  groupId: Scalars['ID']['input'];
  input: GroupDetailsInput;
};


export type MutationUpdateLeadArgs = {
  input: LeadInput;
  leadId: Scalars['ID']['input'];
  partnerId: Scalars['ID']['input'];
};


export type MutationUpdateLeadOptionArgs = {
  id: Scalars['ID']['input'];
  input: LeadOptionInput;
};


export type MutationUpdatePlanArgs = {
  id: Scalars['ID']['input'];
  input: CataloguePlanInput;
};


export type MutationUpdatePlanComparisonArgs = {
  comparisonId: Scalars['ID']['input'];
  input: CataloguePlanComparisonInput;
  planId: Scalars['ID']['input'];
};


export type MutationUpdatePlanFilterArgs = {
  filterId: Scalars['ID']['input'];
  input: CataloguePlanFilterInput;
  planId: Scalars['ID']['input'];
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UserDetailsInput;
};


export type MutationValidateUserArgs = {
  code: Scalars['String']['input'];
};


export type MutationWithdrawInvitationArgs = {
  email: Scalars['String']['input'];
  groupId: Scalars['ID']['input'];
};

/** A new API token. The caller's password confirms it. */
export type NewApiTokenInput = {
  /** The account the token is for. */
  accountId: Scalars['ID']['input'];
  /** The most clicks the key may make in a day, from 1 to 10,000,000; left out or null for no cap. */
  dailyCap?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The most clicks the key may make in a day from one client address, from 1 to 10,000,000; left out
   * or null for no cap. Not more than `dailyCap`: over it fails with BAD_USER_INPUT, `argument`
   * `input.dailyCapPerAddress`, message `dailyCapPerAddress must not be more than the daily cap (2).`
   */
  dailyCapPerAddress?: InputMaybe<Scalars['Int']['input']>;
  /** When the token stops working; left out or null for never. Must be in the future. */
  expiry?: InputMaybe<Scalars['DateTime']['input']>;
  /**
   * An IPv4 address or CIDR range (such as 203.0.113.0/24) calls must come from; empty or left out for
   * anywhere. A range names its network exactly: 203.0.113.7/24 (host bits set) is refused with
   * BAD_USER_INPUT, its message naming the network meant (203.0.113.0/24).
   */
  ipRange?: InputMaybe<Scalars['String']['input']>;
  /** The signed-in user's password. */
  password: Scalars['String']['input'];
  /**
   * The web address calls must be referred by, of at most 200 characters; only its origin is kept.
   * Empty or left out for any. The origin is matched whole: a host a browser cannot send, such as
   * one with a wildcard (https://*.acme.example), is refused with BAD_USER_INPUT.
   */
  referrer?: InputMaybe<Scalars['String']['input']>;
  /** The token's name, unique within the account: one line of at most 50 characters (an emoji is one), not blank (nothing visible), without a line break, tab or other control character. */
  tag: Scalars['String']['input'];
};

/** A click bundle to add to an account. */
export type NewBundleInput = {
  /**
   * How many clicks the bundle adds: a whole number from 1 to 1,000,000,000 (else BAD_USER_INPUT,
   * `argument` `input.clicks`, and nothing is saved). Empty: the bundle plan's.
   */
  clicks?: InputMaybe<Scalars['Int']['input']>;
  /** When its clicks stop being usable; after the start (else BAD_USER_INPUT, `argument` `input.endDate`). Empty: the end of the subscription's period. */
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** The plan: one of the account's subscription plans (clicks and price then required), or a click bundle plan. */
  planId: Scalars['ID']['input'];
  /**
   * What the bundle costs, in the subscription's currency: from 0 to 10,000,000, with at most 2 decimal
   * places (39.99); else (0.001, 1e308) BAD_USER_INPUT, `argument` `input.price`, and nothing is saved.
   * Empty: the bundle plan's.
   */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** When its clicks become usable. Empty: now. */
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
};

/**
 * A group to create. Give `userId` to create an organisation owned by that user (it comes with one
 * account whose name is empty), or `groupId` to create a group directly below that group. Giving
 * neither fails with code `BAD_REQUEST` and the message `No user or group id provided`.
 */
export type NewGroupInput = {
  /** The country of the new group; by default that of the user or parent group. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** The group to create the new group in. The signed-in user must own it; staff may use any group. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * The new group's name, trimmed: not blank (nothing visible), at most 200 characters, without a
   * control character (U+0000, U+202E), as `updateGroup` checks a new name. Below `groupId` it may
   * not be one a group there has already (trimmed, in any case, as the organisation wizard compares
   * its accounts). Each fails with `BAD_USER_INPUT`, `argument`
   * `input.name`, before any service is asked; nothing is made.
   */
  name: Scalars['String']['input'];
  /** What to create: an account below an organisation or partner, or an organisation below a partner or user. */
  type: NewGroupType;
  /** The user who will own the new organisation: the signed-in user (staff may give anyone). `type` must then be organisation. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** The kinds of group a customer may create; partners are set up by the provider. */
export type NewGroupType =
  /** An account: under an organisation or a partner. */
  | 'account'
  /** An organisation: under a user (who then owns it) or under a partner. */
  | 'organisation';

/** One account below a partner, with its plan and how its clicks are going (partner administration). */
export type PartnerAccountInfo = {
  __typename?: 'PartnerAccountInfo';
  /** The account's id. */
  accountId: Scalars['ID']['output'];
  /** The account's name. */
  accountName: Scalars['String']['output'];
  /** The clicks of the period: the plan's allowance plus its bundles (as `AccountPlan.clickLimit`). */
  clickLimit: Scalars['Int']['output'];
  /** The reference of the plan's dataset type (for example PAF). */
  datasetType: Scalars['String']['output'];
  /** When the period ends (as `AccountPlan.endDate`). */
  endDate?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The run-out date: the day the clicks left are used up at the recent daily average; empty when
   * none are being used, none are left, or the period has ended (as `AccountPlan.estimatedExpiryDate`).
   * It may come after `endDate`.
   */
  estimatedExpiryDate?: Maybe<Scalars['DateTime']['output']>;
  /** The organisation the account belongs to. */
  organisationId: Scalars['ID']['output'];
  /** The organisation's name. */
  organisationName: Scalars['String']['output'];
  /** The name of the account's plan. */
  planName: Scalars['String']['output'];
  /** Clicks left in the period (as `AccountPlan.remainClicks`). */
  remainingClicks: Scalars['Int']['output'];
  /** True when the clicks are expected to run out, or have run out, before the period renews or ends: the screen's warning (as the forecast's `runsOutEarly`). */
  runsOutBeforeEnd: Scalars['Boolean']['output'];
  /** When the period started. */
  startDate?: Maybe<Scalars['DateTime']['output']>;
  /** What has gone of them: `clickLimit` less `remainingClicks`. */
  usedClicks: Scalars['Int']['output'];
};

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
  backUrl: Scalars['String']['input'];
  /**
   * The company's address, one line each: at most 6 lines (`companyAddress may hold at most 6
   * lines.`), each at most 200 characters, named by its place from 0 (`input.companyAddress[1]`).
   * Blank lines are left out; at least one line must remain (`companyAddress must not be empty.`).
   */
  companyAddress: Array<Scalars['String']['input']>;
  /** The company invoiced: not blank, at most 200 characters. */
  companyName: Scalars['String']['input'];
  /** The company's country: not blank, at most 200 characters. */
  country: Scalars['String']['input'];
  /** Where the invoice is sent: an e-mail address such as name@example.com, its domain ending in a top-level domain of letters (`email must be a valid e-mail address.`). */
  email: Scalars['String']['input'];
  /** Who the invoice is for: not blank (`name must not be empty.`), at most 200 characters. */
  name: Scalars['String']['input'];
  /**
   * Where the invoice page leads once it is accepted, such as the file's page. It must be a page of
   * the portal as `backUrl` must; anything else is refused with code `BAD_USER_INPUT` (`argument`
   * input.paidUrl), and nothing is paid.
   */
  paidUrl: Scalars['String']['input'];
  /** The customer's purchase-order reference, printed on the invoice; at most 50 characters (`purchaseOrder must be at most 50 characters.`). Blank, or left out, for none. */
  purchaseOrder?: InputMaybe<Scalars['String']['input']>;
};

/** The provider's page where a new card is entered for the account. */
export type PaymentDetailsPage = {
  __typename?: 'PaymentDetailsPage';
  /** The page's address: the portal goes there. */
  checkoutUrl: Scalars['String']['output'];
};

/** A user who may pay for the account with its saved card. */
export type PaymentUser = {
  __typename?: 'PaymentUser';
  /** The user's name (e-mail address). */
  name: Scalars['String']['output'];
  /** The user's personal name. */
  personalName?: Maybe<Scalars['String']['output']>;
  /** The user's id. */
  userId: Scalars['ID']['output'];
};

/**
 * An entry of the permissions catalogue. Staff-role permissions (`admin`) are granted by staff only
 * and shown by their reference name; privacy settings (`isNotification`) are grouped under their
 * parent, and those without one are shown under General.
 */
export type Permission = {
  __typename?: 'Permission';
  /** True for a staff-role permission: only staff may grant it. */
  admin: Scalars['Boolean']['output'];
  /** What the permission allows or what the setting does; shown as the reference name's tooltip. */
  description?: Maybe<Scalars['String']['output']>;
  /** The permission's id. */
  id: Scalars['ID']['output'];
  /** True for a privacy (notification) setting, which users may change for themselves. */
  isNotification: Scalars['Boolean']['output'];
  /** True for a permission that gives access to one of the provider's services. */
  isService: Scalars['Boolean']['output'];
  /** The name shown to customers. */
  name: Scalars['String']['output'];
  /** The permission this one is grouped under; null for one that stands alone. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** The reference name, shown for staff-role permissions (for example DATA_ADMIN). */
  refId: Scalars['String']['output'];
};

/** A one-off top-up of clicks bought for a subscription; its clicks last until used. */
export type PlanBundle = {
  __typename?: 'PlanBundle';
  /** The bundle's id; higher ids are newer. */
  bundleId: Scalars['ID']['output'];
  /** How many clicks the bundle added. */
  clicks: Scalars['Int']['output'];
  /** When its clicks stop being usable. */
  endDate?: Maybe<Scalars['DateTime']['output']>;
  /** The name of the bundle plan bought. */
  plan: Scalars['String']['output'];
  /** The id of the bundle plan bought. */
  planId: Scalars['ID']['output'];
  /** What was paid for the bundle, in the subscription's `currency`. */
  price: Scalars['Float']['output'];
  /** When the bundle was bought. */
  purchaseDate?: Maybe<Scalars['DateTime']['output']>;
  /** When its clicks became usable. */
  startDate?: Maybe<Scalars['DateTime']['output']>;
};

/** How a plan's price is worked out. */
export type PlanCalculator =
  /** A subscription renewed every `duration` days; the shop sells it as a plan. */
  | 'annual'
  /** A one-off top-up of clicks; the shop sells it as a click bundle. */
  | 'bundle';

/** One line of a plan's comparison with the other plans: what it includes. */
export type PlanComparison = {
  __typename?: 'PlanComparison';
  /** What the plan includes. */
  description: Scalars['String']['output'];
  /** Where it comes among the lines, lowest first. */
  displayOrder: Scalars['Int']['output'];
};

/** A filter a plan can be found by in the shop. */
export type PlanFilter = {
  __typename?: 'PlanFilter';
  /** The group of filters it belongs to, for example Service. */
  category: Scalars['String']['output'];
  /** What the filter shows, for example Address Lookup. */
  description: Scalars['String']['output'];
  /** Where it comes among the filters, lowest first. */
  displayOrder: Scalars['Int']['output'];
};

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

/** What a subscription costs and gives each period. */
export type PlanSubscriptionTerms = {
  __typename?: 'PlanSubscriptionTerms';
  /** The clicks the plan itself allows each period, bundles not included (see `AccountPlan.clickLimit`). */
  clicks: Scalars['Int']['output'];
  /** When the subscription is expected to renew; empty when it will not renew by itself. */
  estimatedRenewalDate?: Maybe<Scalars['DateTime']['output']>;
  /** The price of one period, in the subscription's `currency`. */
  price: Scalars['Float']['output'];
};

/**
 * One price band of a plan. Bands are listed by `clicks`, smallest first. Buying `q` clicks costs
 * `q` times the rate (`price / clicks`) of the largest band whose `clicks` is at most `q`, rounded to
 * the penny (cent); fewer clicks than the first band cannot be bought.
 */
export type PriceBand = {
  __typename?: 'PriceBand';
  /** The fewest clicks this band applies to. */
  clicks: Scalars['Int']['output'];
  /** The price of exactly `clicks` clicks, in the plan's `currency`; it sets the band's rate per click. */
  price: Scalars['Float']['output'];
};

/** A basket item priced by the portal from the plan itself; a browser's own figures are never used. */
export type PricedBasketItem = {
  __typename?: 'PricedBasketItem';
  /** The account the plan is bought for. */
  accountId: Scalars['ID']['output'];
  /** How many clicks are bought. */
  clicks: Scalars['Int']['output'];
  /** A plan or a click bundle. */
  kind: ShopPlanKind;
  /**
   * The fewest clicks the plan can be bought in: its first price band's `clicks`, as
   * `ShopPlan.minimumClicks`. Always given in a `BasketQuote`; empty on an order's items
   * (`ShopOrder.items`), which are bought already.
   */
  minimumClicks?: Maybe<Scalars['Int']['output']>;
  /** The plan's name. */
  plan: Scalars['String']['output'];
  /** The plan or bundle bought. */
  planId: Scalars['ID']['output'];
  /**
   * What they cost, in the basket's `currency`. 0 in a `basketQuote` for an item whose `clicks` are
   * below `minimumClicks`: it cannot be bought as it is, adds nothing to `total`, and `checkout`
   * refuses it.
   */
  price: Scalars['Float']['output'];
  /** The service the plan gives access to. */
  service: PlanService;
};

/** One of the provider's services that users and API tokens may be allowed to use. */
export type ProviderService = {
  __typename?: 'ProviderService';
  /** What the service does. */
  description: Scalars['String']['output'];
  /** The service's name as people read it (for example Address Lookup). */
  name: Scalars['String']['output'];
  /** True when the service accepts a service JWT for a group (see `serviceJwt`). */
  offersJwt: Scalars['Boolean']['output'];
  /** The service's short name (for example address, autocomplete, email, bankcode, name). */
  service: Scalars['String']['output'];
  /** The service's id, as the user server keeps it. */
  serviceId: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * The subscriptions of an account, with prices in its territory's currency. The signed-in user
   * must own the account or be a member of it (staff may read any account); otherwise this fails
   * with code `FORBIDDEN`.
   */
  accountPlans: Array<AccountPlan>;
  /** Retrieves one address, laid out as asked. Counts one click against the account's address lookup subscription. */
  address: AddressResult;
  /** Administration, Address Cleanse: the account's owner (read-only), admin or super; sales are refused, and everyone for an account under a referrer partner (reason `REFERRER_PARTNER`). */
  addressCleanseAdministration: AddressCleanseAdministration;
  /** The choices of the mapping and properties screens. */
  addressCleanseOptions: AddressCleanseOptions;
  /** The countries of the international dataset. Counts no clicks. */
  addressCountries: Array<AddressCountry>;
  /** The address datasets the account may search. Counts no clicks. */
  addressDatasets: Array<AddressDataset>;
  /** Suggestions as a person types. Counts no clicks. */
  addressSuggestions: AddressSuggestions;
  /** One price, to change it (priceupdate/{costId}): admin or super. Empty for an unknown id. */
  adminCost?: Maybe<AdminCost>;
  /** When the account's owners are e-mailed about its keys. Owners of the account and staff only. */
  apiTokenAlertSettings: TokenAlertSettings;
  /**
   * The calls the services refused a token's key in the last 30 days: counted by reason, and the
   * latest 50. Owners of the account and staff only, as for apiTokens.
   */
  apiTokenRefusals: TokenRefusals;
  /**
   * The API tokens of an account, oldest first. Owners of the account and staff only; anyone else is
   * refused with FORBIDDEN before the service is asked.
   */
  apiTokens: Array<ApiToken>;
  /** The automatic renewal of each subscription of the account. Owners of the account only (`FORBIDDEN` otherwise). */
  automaticRenewals: Array<AutomaticRenewal>;
  /**
   * Checks a UK sort code and account number with the bank account service (uk only: an account of
   * another territory is refused with FORBIDDEN, reason TERRITORY, before any call). Counts one
   * click against the account's payment validation subscription, whatever the verdict; a refusal
   * counts none. The service judges the numbers, and which sort codes take 9 digits: a sort code or
   * account number it refuses as given (missing, too few or too many digits, 9 digits with a sort
   * code that is not Santander's) is a GraphQL error with code BAD_USER_INPUT, `extensions.argument`
   * `sortCode` or `accountNumber`, and the service's words as its message (and `msg`). An account
   * without the subscription, or whose trial's clicks are used, is NO_SUBSCRIPTION; any other SOAP
   * fault is SOAP_FAULT with the fault's text as its message.
   */
  bankAccountValidation: BankAccountValidation;
  /**
   * Prices a basket from the plans themselves. An item with fewer clicks than its plan's
   * `minimumClicks` does not fail the quote: it comes back with its `minimumClicks` and a `price` of
   * 0, and the other items are priced as ever, so a basket page can show them all and say which
   * one to change (`checkout` refuses such a basket). Fails with code `BAD_USER_INPUT` for an empty
   * basket (`No items in basket`), more clicks than a plan's `maximumClicks` (`argument`
   * `items[1].clicks`, counting from 0), a plan not on sale to the account or a bundle without a
   * plan of its dataset (`argument` `items[1].planId`), or plans of two currencies (`argument`
   * `items`); with `FORBIDDEN` when the caller does not own every account of it.
   */
  basketQuote: BasketQuote;
  /**
   * The address of the bundle's invoice page, which links back to `backUrl`. The owner of the
   * bundle's account or staff; otherwise code `FORBIDDEN`, and alike for a bundle that does not exist
   * (staff get `NOT_FOUND` for one).
   */
  bundleInvoice: Scalars['String']['output'];
  /** One file of the account; empty when the account has no such file (the crumb then shows Unknown File). */
  bureauFile?: Maybe<BureauFile>;
  /** The account's address files, newest first. Owner of the account (or staff); uk accounts only. */
  bureauFiles: Array<BureauFile>;
  /** The account's bureau figures per address file, for files uploaded between from and to (both optional). */
  bureauStats: Array<BureauStats>;
  /** Whether an account may be deleted, and why not. For the account's owners and staff (else `FORBIDDEN`). */
  canDeleteAccount: AccountDeletion;
  /** One plan of the catalogue; empty when there is none with that id. Admin and super only. */
  cataloguePlan?: Maybe<CataloguePlan>;
  /** Every plan of the catalogue, on sale or not, both territories, by territory then display order. Admin and super only. */
  cataloguePlans: Array<CataloguePlan>;
  /**
   * When each subscription of the account runs out of clicks at its recent rate, for the warning on
   * home and in the account bar. The same access as `accountPlans` (owners and members, and staff).
   */
  clickForecasts: Array<SubscriptionForecast>;
  /** One dataset; empty when there is none with that id. Admin and super only. */
  dataset?: Maybe<Dataset>;
  /** Every dataset, by id. Admin and super only; anyone else gets code `FORBIDDEN`. */
  datasets: Array<Dataset>;
  /** Validates e-mail addresses (at most 100 at once). Counts one click per address against the account's e-mail validation subscription. */
  emailValidation: Array<EmailValidation>;
  /**
   * A group as its owners administer it. For the group's owners (directly or through a group above)
   * and staff; anyone else is refused with code `FORBIDDEN`, reason `NOT_OWNER` (the portal shows its owner-only refusal text for it).
   * An organisation or account under a referrer partner is refused to everyone, staff too, with reason
   * `REFERRER_PARTNER`; the referrer partner's own group is not (partner administration). So are the
   * calls below on such a group, its users and invitations, and `canDeleteAccount`.
   */
  groupAdministration: GroupAdministration;
  /**
   * Which services each user of the group, and each of its API tokens, may use: the services the
   * group's territory offers (Payment Validation is uk only). The owner of the group (directly or
   * through a group above) or staff; otherwise code `FORBIDDEN`, and to everyone for a group under a
   * referrer partner (reason `REFERRER_PARTNER`).
   */
  groupServiceAccess: GroupServiceAccess;
  /**
   * A group by id, with its corporate, charity and partner status: what the group status panel shows.
   * Callers may read the groups they hold (and all below them); staff may read any group. Code
   * `FORBIDDEN` for one the caller may not see, and alike for one that does not exist; staff get
   * empty for one that does not exist.
   */
  groupStatus?: Maybe<Group>;
  /** The lead form's options, sorted by requirement, then option. Any signed-in user. */
  leadOptions: Array<LeadOption>;
  /** The signed-in user's own record. */
  me: User;
  /**
   * The groups the signed-in user may see, as a tree: the top-level groups, each with its children.
   * Staff see every group.
   */
  myGroups: Array<Group>;
  /**
   * The accounts below a partner with their plans and clicks (`GET /partner/accountinfo`), sorted by
   * organisation then account name. Each line's clicks and dates are worked out from the account's
   * subscriptions (`GET /account/plans`) as `accountPlans` gives them, so both read the same; where
   * those cannot be read, the line keeps the figures the service gave. For the partner's owners and
   * staff (referrers too); anyone else gets code `FORBIDDEN`.
   */
  partnerAccounts: Array<PartnerAccountInfo>;
  /** One lead of a partner, the whole submitted lead; empty when the partner has no such lead. Access as `partnerLeads`. */
  partnerLead?: Maybe<Lead>;
  /**
   * The leads of a partner, newest first. For the partner's owners and staff; fails with code
   * `FORBIDDEN` for anyone else, with "The page you were looking for is only available for partners."
   * when `partnerId` is not a partner, and with "The page you were looking for is not accessible
   * through this partner type." for a referrer partner.
   */
  partnerLeads: Array<Lead>;
  /** The account's saved card; empty when it has none. Owners of the account only (`FORBIDDEN` otherwise). */
  paymentDetails?: Maybe<SavedPayment>;
  /** The users who may pay for the account. Owners of the account only (`FORBIDDEN` otherwise). */
  paymentUsers: Array<PaymentUser>;
  /** The permissions catalogue, for any signed-in user, sorted by id. */
  permissions: Array<Permission>;
  /** The provider's services, by id. Anyone signed in. */
  providerServices: Array<ProviderService>;
  /**
   * Searches every token, group and user for `filter`, without regard to case: the Account Search of
   * the staff roles (admin, super and sales). Anyone else is refused with code `FORBIDDEN`; a blank
   * filter, one over 100 characters, or a page outside its bounds fails with `BAD_USER_INPUT`.
   */
  search: SearchResults;
  /**
   * A service JWT for a service that offers one (`offersJwt`), for the account. The owner of the
   * account or staff; otherwise code `FORBIDDEN`, and to everyone for an account under a referrer
   * partner (reason `REFERRER_PARTNER`).
   */
  serviceJwt: ServiceJwt;
  /**
   * An order made at checkout. Only an owner of its accounts may read it; otherwise `FORBIDDEN`.
   * `NOT_FOUND` where the account manager does not show orders: `shopOrderConfirmation` says so without an error.
   */
  shopOrder: ShopOrder;
  /**
   * The order as the thank-you page confirms it: the order where the account manager shows orders (an owner of its
   * accounts only; otherwise `FORBIDDEN`), or `available` false where it does not.
   */
  shopOrderConfirmation: ShopOrderConfirmation;
  /**
   * The plans and click bundles on sale in the account's territory, in shop order, each with the
   * account's own subscription to it. Only an owner of the account may read it (the shop refuses
   * non-owners, staff included); otherwise this fails with code `FORBIDDEN`.
   */
  shopPlans: Array<ShopPlan>;
  /**
   * An account's usage report from `from` to `to` (inclusive), by day or by month. Monthly reports
   * cover whole months: 2026-03-15 to 2026-05-10 reports March, April and May in full (see `window`).
   * At most 731 days, counted after a monthly report's widening: dates whose whole months run over
   * (2024-02-29 to 2026-02-28 is 25 months) are refused with `BAD_REQUEST` saying so in months, as
   * any 24 months fit. Only an owner of the account (and staff) may read it; anyone else gets
   * `FORBIDDEN`, reason `NOT_OWNER` (the portal shows its owner-only refusal text). `to` on a (UTC) day before `from`'s is `BAD_REQUEST`;
   * the same day at an earlier time is that one day.
   * The address cleanse figures for the summary are `bureauStats` (schema/address-cleanse.graphql),
   * asked for in the same request.
   */
  usageReport: UsageReport;
  /**
   * A user by id. Callers may read themselves, the users of groups they own, and (staff) anyone.
   * Anyone else gets code `FORBIDDEN`, and alike for a user that does not exist; staff get empty for
   * one that does not exist.
   */
  user?: Maybe<User>;
};


export type QueryAccountPlansArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryAddressArgs = {
  accountId: Scalars['ID']['input'];
  configuration: LabelConfigurationInput;
  country?: InputMaybe<Scalars['String']['input']>;
  dataset: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryAddressCleanseAdministrationArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryAddressCleanseOptionsArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryAddressDatasetsArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryAddressSuggestionsArgs = {
  accountId: Scalars['ID']['input'];
  country?: InputMaybe<Scalars['String']['input']>;
  dataset: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type QueryAdminCostArgs = {
  costId: Scalars['ID']['input'];
};


export type QueryApiTokenAlertSettingsArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryApiTokenRefusalsArgs = {
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryApiTokensArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryAutomaticRenewalsArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryBankAccountValidationArgs = {
  accountId: Scalars['ID']['input'];
  accountNumber: Scalars['String']['input'];
  sortCode: Scalars['String']['input'];
};


export type QueryBasketQuoteArgs = {
  items: Array<BasketItemInput>;
};


export type QueryBundleInvoiceArgs = {
  backUrl: Scalars['String']['input'];
  bundleId: Scalars['ID']['input'];
};


export type QueryBureauFileArgs = {
  accountId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
};


export type QueryBureauFilesArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryBureauStatsArgs = {
  accountId: Scalars['ID']['input'];
  from?: InputMaybe<Scalars['DateTime']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryCanDeleteAccountArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryCataloguePlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryClickForecastsArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryDatasetArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEmailValidationArgs = {
  accountId: Scalars['ID']['input'];
  emails: Array<Scalars['String']['input']>;
};


export type QueryGroupAdministrationArgs = {
  groupId: Scalars['ID']['input'];
};


export type QueryGroupServiceAccessArgs = {
  groupId: Scalars['ID']['input'];
};


export type QueryGroupStatusArgs = {
  groupId: Scalars['ID']['input'];
};


export type QueryPartnerAccountsArgs = {
  partnerId: Scalars['ID']['input'];
};


export type QueryPartnerLeadArgs = {
  leadId: Scalars['ID']['input'];
  partnerId: Scalars['ID']['input'];
};


export type QueryPartnerLeadsArgs = {
  partnerId: Scalars['ID']['input'];
};


export type QueryPaymentDetailsArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryPaymentUsersArgs = {
  accountId: Scalars['ID']['input'];
};


export type QuerySearchArgs = {
  filter: Scalars['String']['input'];
};


export type QueryServiceJwtArgs = {
  groupId: Scalars['ID']['input'];
  serviceId: Scalars['ID']['input'];
};


export type QueryShopOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryShopOrderConfirmationArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryShopPlansArgs = {
  accountId: Scalars['ID']['input'];
  service?: InputMaybe<PlanService>;
};


export type QueryUsageReportArgs = {
  accountId: Scalars['ID']['input'];
  from: Scalars['DateTime']['input'];
  period?: InputMaybe<UsagePeriod>;
  to: Scalars['DateTime']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};

/** The result of a registration. */
export type Registration = {
  __typename?: 'Registration';
  /** The new user's id. The user still has to sign in and enter the validation code sent to them. */
  userId: Scalars['ID']['output'];
};

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
  charityPSLNumber?: InputMaybe<Scalars['String']['input']>;
  /**
   * The company's name; the new organisation is named after it. It may not be blank (nothing visible)
   * nor over 200 characters (counted as sent, an emoji as one): BAD_USER_INPUT, `argument` `input.companyName`,
   * message `Enter your company name` or `At most 200 characters`, before the user server (or the
   * captcha) is asked.
   */
  companyName: Scalars['String']['input'];
  /**
   * The country of the company's address. It may not be blank (nothing visible) nor over 100
   * characters (counted as sent, an emoji as one): BAD_USER_INPUT, `argument` `input.country`, message `Choose a
   * country` or `At most 100 characters`, before the user server (or the captcha) is asked.
   */
  country: Scalars['String']['input'];
  /**
   * The e-mail address; it becomes the user name, trimmed. One the user server would refuse (not
   * written as an address can be, or over 254 characters), or with a control or invisible character
   * (U+202E, U+200B) or U+FFFD anywhere in it, fails with BAD_USER_INPUT, `argument` `input.email`,
   * before the user server (or the captcha) is asked.
   */
  email: Scalars['String']['input'];
  /**
   * The password to sign in with: at least 8 characters, with a letter and a digit, and at most 200
   * (counted as the user server counts them: an emoji as two). Another fails with BAD_USER_INPUT,
   * `argument` `input.password`, before the user server (or the captcha) is asked.
   */
  password: Scalars['String']['input'];
  /**
   * The person's own name; may not be blank (nothing visible) nor over 200 characters (counted
   * as sent): BAD_USER_INPUT, `argument` `input.personalName`, message `Enter your name` or `At most
   * 200 characters`, before the user server (or the captcha) is asked.
   */
  personalName: Scalars['String']['input'];
  /** The territory the registration is made in (from the host the customer used). */
  territory: Territory;
};

/**
 * The dates a report covers, as the gateway asked the services for them: the requested dates widened
 * to whole UTC days (daily) or whole UTC months (monthly).
 */
export type ReportWindow = {
  __typename?: 'ReportWindow';
  /** The first moment covered: 00:00:00 UTC of the first day (daily) or of the first day of the first month (monthly). */
  from: Scalars['DateTime']['output'];
  /** How the figures are grouped. */
  period: UsagePeriod;
  /**
   * The start (00:00:00 UTC) of each day (daily) or month (monthly) the window covers, oldest first:
   * the periods that the report's `clicksPerPeriod` figures are for, in the same order.
   */
  periods: Array<Scalars['DateTime']['output']>;
  /** The last moment covered: 23:59:59 UTC of the last day (daily) or of the last day of the last month (monthly). */
  to: Scalars['DateTime']['output'];
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

/** The card an account keeps for payments and automatic renewals. */
export type SavedPayment = {
  __typename?: 'SavedPayment';
  /** Where receipts for payments with it are sent. */
  billingEmail: Scalars['String']['output'];
  /** The card's brand: Visa, Mastercard or American Express. */
  brand: Scalars['String']['output'];
  /** The month the card expires, 1 to 12. */
  expiryMonth: Scalars['Int']['output'];
  /** The year the card expires, four digits. */
  expiryYear: Scalars['Int']['output'];
  /** The card number's last four digits. */
  lastFour: Scalars['String']['output'];
};

/** One page of the groups a search found. */
export type SearchGroupPage = {
  __typename?: 'SearchGroupPage';
  /** The groups of this page, by name. */
  items: Array<Group>;
  /** How many groups match in all, on every page. */
  total: Scalars['Int']['output'];
};

/**
 * What a staff search found: tokens, groups and users. Each kind is
 * paged on its own, so that a filter matching thousands stays quick to answer and to show.
 */
export type SearchResults = {
  __typename?: 'SearchResults';
  /** The filter searched for, without the spaces around it. */
  filter: Scalars['String']['output'];
  /** The partners, organisations and accounts whose name holds the filter. */
  groups: SearchGroupPage;
  /** The API tokens whose tag holds the filter. */
  tokens: SearchTokenPage;
  /** The users whose user name, e-mail address, personal or company name holds the filter. */
  users: SearchUserPage;
};


/**
 * What a staff search found: tokens, groups and users. Each kind is
 * paged on its own, so that a filter matching thousands stays quick to answer and to show.
 */
export type SearchResultsGroupsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * What a staff search found: tokens, groups and users. Each kind is
 * paged on its own, so that a filter matching thousands stays quick to answer and to show.
 */
export type SearchResultsTokensArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * What a staff search found: tokens, groups and users. Each kind is
 * paged on its own, so that a filter matching thousands stays quick to answer and to show.
 */
export type SearchResultsUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** An API token as a staff search finds it. Its key is never shown. */
export type SearchToken = {
  __typename?: 'SearchToken';
  /** The id of the account the token belongs to. */
  accountId: Scalars['ID']['output'];
  /** The name of the account the token belongs to; empty where the service gives none. */
  accountName?: Maybe<Scalars['String']['output']>;
  /** When the token stops working; empty for a token that never expires. */
  expiry?: Maybe<Scalars['DateTime']['output']>;
  /** The token's id. */
  id: Scalars['ID']['output'];
  /** True while the token is locked and may not be used. */
  locked: Scalars['Boolean']['output'];
  /** The tag the token was given, such as website or crm; what the search matched. */
  tag: Scalars['String']['output'];
  /** The kind of token. */
  type?: Maybe<Scalars['String']['output']>;
  /** The user name of the user the token was made for. */
  userName?: Maybe<Scalars['String']['output']>;
};

/** One page of the tokens a search found. */
export type SearchTokenPage = {
  __typename?: 'SearchTokenPage';
  /** The tokens of this page, by tag. */
  items: Array<SearchToken>;
  /** How many tokens match in all, on every page. */
  total: Scalars['Int']['output'];
};

/** One page of the users a search found. */
export type SearchUserPage = {
  __typename?: 'SearchUserPage';
  /** The users of this page, by user name. */
  items: Array<User>;
  /** How many users match in all, on every page. */
  total: Scalars['Int']['output'];
};

/**
 * Why a look-up service could not answer. The application services (address lookup, autocomplete,
 * e-mail validation) report their failures as data, so a screen can show them beside the input
 * instead of in a dialog.
 */
export type ServiceFailure = {
  __typename?: 'ServiceFailure';
  /**
   * Why, as a value of `ErrorCode`: BAD_REQUEST, FORBIDDEN, NOT_FOUND, CONFLICT, NO_SUBSCRIPTION,
   * UPSTREAM_ERROR, UPSTREAM_TIMEOUT or UPSTREAM_UNAVAILABLE. A String rather than the enum, so a
   * client built today keeps working when the list grows. A refused session (UNAUTHENTICATED) is never
   * reported here: it fails the whole request, as it does everywhere.
   */
  code: Scalars['String']['output'];
  /** What went wrong, in words a customer can read. */
  message: Scalars['String']['output'];
  /** The service's HTTP status, when it answered at all. */
  upstreamStatus?: Maybe<Scalars['Int']['output']>;
};

/** A service JWT: a key for one service, for one group, that expires. */
export type ServiceJwt = {
  __typename?: 'ServiceJwt';
  /** When it stops being accepted. */
  expiry: Scalars['DateTime']['output'];
  /** The group (account) it is for. */
  groupId: Scalars['ID']['output'];
  /** The JWT to send to the service. */
  jwt: Scalars['String']['output'];
  /** The service it is for. */
  serviceId: Scalars['ID']['output'];
};

/** Whether one service is switched on for a user of a group, or for an API token. */
export type ServiceSwitch = {
  __typename?: 'ServiceSwitch';
  /** True while the service may be used; everything is on until switched off. */
  enabled: Scalars['Boolean']['output'];
  /** The service's name as people read it. */
  name: Scalars['String']['output'];
  /** The service's short name. */
  service: Scalars['String']['output'];
  /** The service's id. */
  serviceId: Scalars['ID']['output'];
};

/**
 * A signed-in session. Send `jwt` as `Authorization: Bearer <jwt>` on every later request.
 * Re-authenticate (the `reauthenticate` mutation) before `recycleDate`; the portal does so at half
 * the time left.
 */
export type SessionUser = {
  __typename?: 'SessionUser';
  /** The account the session acts for, when one is selected and the user owns it. */
  accountId?: Maybe<Scalars['ID']['output']>;
  /** The signed-in user's id. */
  id: Scalars['ID']['output'];
  /** The bearer token for this session. It expires a while after `recycleDate`. */
  jwt: Scalars['String']['output'];
  /** When to re-authenticate at the latest, in epoch seconds. */
  recycleDate: Scalars['Int']['output'];
  /** The roles the user holds. */
  roles: Array<Role>;
  /** The territory the user belongs to. */
  territory: Territory;
  /** The name the user signs in with (their e-mail address). */
  userName: Scalars['String']['output'];
  /**
   * False until the user has entered the validation code sent to them; such a user may only validate.
   * A session whose user is not validated may use `signIn`, `register`, `requestPasswordReset`,
   * `resetPassword`, `exportApiToken` (what anyone may use without signing in), `me`,
   * `sendValidationCode`, `validateUser` and `reauthenticate`; every other field, subscription and
   * address cleanse transfer is refused with code `FORBIDDEN` and `extensions.reason`
   * `NOT_VALIDATED`, before any service is asked. `validateUser` returns a session that may do the rest.
   */
  validated: Scalars['Boolean']['output'];
};

/** An order made at checkout. */
export type ShopOrder = {
  __typename?: 'ShopOrder';
  /** The brand of the card that paid (Visa, Mastercard, American Express); empty while pending. */
  cardBrand?: Maybe<Scalars['String']['output']>;
  /** The last four digits of the card that paid; empty while pending. */
  cardLastFour?: Maybe<Scalars['String']['output']>;
  /** The currency of every price. */
  currency: Currency;
  /** What the order buys, priced. */
  items: Array<PricedBasketItem>;
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** When it was paid; empty while pending. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** Pending until paid. */
  status: ShopOrderStatus;
  /** What the order costs in all. */
  total: Scalars['Float']['output'];
};

/** What the portal can confirm of an order once the payment page is over. */
export type ShopOrderConfirmation = {
  __typename?: 'ShopOrderConfirmation';
  /**
   * False where the account manager does not show orders (it may not have that call): the portal then shows what the
   * browser sent to checkout, which it kept before going to the payment page.
   */
  available: Scalars['Boolean']['output'];
  /** The order as the account manager keeps it; empty where not available. */
  order?: Maybe<ShopOrder>;
};

/** Whether an order has been paid. */
export type ShopOrderStatus =
  /** Paid once, and what it bought is on the accounts. */
  | 'paid'
  /** Waiting for payment: nothing has been bought yet. */
  | 'pending';

/** A plan or click bundle on sale in the shop of the account's territory. */
export type ShopPlan = {
  __typename?: 'ShopPlan';
  /** True when a trial of the plan may be offered. */
  allowTest: Scalars['Boolean']['output'];
  /** The plan's standard quantity of clicks: what the shop offers first. */
  clicks: Scalars['Int']['output'];
  /** What the plan includes, for comparing it with the others. */
  comparisons: Array<PlanComparison>;
  /** The currency of every price of this plan: that of its territory. */
  currency: Currency;
  /** The name of the dataset it uses. */
  dataset: Scalars['String']['output'];
  /** The id of the dataset it uses. */
  datasetId: Scalars['ID']['output'];
  /** The reference of the dataset it uses (for example PAF or GNAF). */
  datasetRef: Scalars['String']['output'];
  /** What the plan gives, in a sentence. */
  description: Scalars['String']['output'];
  /** Where the plan comes in the shop, lowest first; the list is already in this order. */
  displayOrder: Scalars['Int']['output'];
  /** How many days one period lasts; 0 for a bundle, whose clicks last until used. */
  duration: Scalars['Int']['output'];
  /** The filters the plan can be found by. */
  filters: Array<PlanFilter>;
  /** The account's subscription to this very plan; empty when it holds none (always empty for a bundle). */
  held?: Maybe<HeldPlan>;
  /** A plan (renews each period) or a click bundle (a one-off top-up). */
  kind: ShopPlanKind;
  /** The most clicks one basket item may hold. */
  maximumClicks: Scalars['Int']['output'];
  /** The fewest clicks that can be bought (the first price band's clicks). */
  minimumClicks: Scalars['Int']['output'];
  /** The plan's name. */
  plan: Scalars['String']['output'];
  /** The plan's id. */
  planId: Scalars['ID']['output'];
  /** The price of the standard quantity, in `currency`. */
  price: Scalars['Float']['output'];
  /** The price bands, smallest first; see `PriceBand` for how a price is worked out. */
  pricing: Array<PriceBand>;
  /** The service it gives access to. */
  service: PlanService;
  /**
   * Why the account cannot buy it now, for example a bundle for a dataset it holds no plan of (a free
   * trial is none: `Buy a UK Addresses (PAF) plan first: a bundle tops one up`); empty when it can be
   * added to the basket.
   */
  unavailableReason?: Maybe<Scalars['String']['output']>;
};

/** Whether a plan renews every period or is a one-off top-up of clicks. */
export type ShopPlanKind =
  /** A click bundle: extra clicks for a subscription the account already holds to the same dataset. */
  | 'bundle'
  /** A subscription to a service for a period (a year), renewed or not at its end. */
  | 'plan';

/** Live updates, pushed over server-sent events at /graphql/stream (graphql-sse's protocol); not served on /graphql. */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * How far a file's run is, pushed as it changes: the current state at once, then each change; the
   * stream ends once nothing is running (after finished). The gateway asks the bureau while the
   * subscription lasts; the browser never polls.
   */
  bureauFileProgress: BureauFileProgress;
};


/** Live updates, pushed over server-sent events at /graphql/stream (graphql-sse's protocol); not served on /graphql. */
export type SubscriptionBureauFileProgressArgs = {
  accountId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
};

/** A subscription and its click forecast, for the run-out warning. */
export type SubscriptionForecast = {
  __typename?: 'SubscriptionForecast';
  /** When its clicks run out at the recent rate. */
  forecast: ClickForecast;
  /** The subscription. */
  subscription: AccountPlan;
};

/** One subscription of the account, with its clicks over the report's window. */
export type SubscriptionUsageReport = {
  __typename?: 'SubscriptionUsageReport';
  /**
   * The same figures as `usage` without their dates: the clicks of each of the window's `periods`, in
   * its order, 0 where unused. A client that draws many of them reads a list of numbers rather than a
   * list of objects.
   */
  clicksPerPeriod: Array<Scalars['Int']['output']>;
  /**
   * The window's clicks by country (`GET /account/plans/usage/countries`), most clicks first. Look-ups
   * in the international dataset are counted against the account's address lookup plan, so this is
   * where they show; a uk or australia dataset's own look-ups count as GB or AU.
   */
  countries: Array<CountryUsage>;
  /** When the clicks run out at the recent rate. */
  forecast: ClickForecast;
  /** The subscription as the account manager summarises it (clicks left, average, change, end date, estimated expiry). */
  subscription: AccountPlan;
  /** All the clicks in the window (the sum of `usage`). */
  totalClicks: Scalars['Int']['output'];
  /** Clicks per day or month over the window, oldest first; days or months without use are listed with 0. */
  usage: Array<UsagePoint>;
};

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
 * When the account's owners are e-mailed about its keys. A key reaching a daily cap always alerts
 * them; this chooses how many refused calls of one key within an hour do. Each key alerts at most
 * once per reason and day, and only owners who keep the API token alerts permission.
 */
export type TokenAlertSettings = {
  __typename?: 'TokenAlertSettings';
  /** The account. */
  accountId: Scalars['ID']['output'];
  /** False when the user server keeps no alert settings (a service without this provider's extension). */
  available: Scalars['Boolean']['output'];
  /** Refused calls of one key within an hour that alert the owners; null for no such alerts (or not available). */
  refusalThreshold?: Maybe<Scalars['Int']['output']>;
};

/** One call the services refused a token's key. */
export type TokenRefusal = {
  __typename?: 'TokenRefusal';
  /** When the call was refused. */
  at: Scalars['DateTime']['output'];
  /** The client address the services saw the call come from. */
  clientAddress: Scalars['String']['output'];
  /** The reason in the services' words, as the caller was answered (The token's daily cap of 500 clicks is reached). */
  message: Scalars['String']['output'];
  /** Why it was refused. */
  reason: TokenRefusalReason;
  /** The web origin the call said referred it; empty when it named none. */
  referrer: Scalars['String']['output'];
  /** The service called, by name (Address Autocomplete). */
  service: Scalars['String']['output'];
};

/** How many of a token's calls were refused for one reason. */
export type TokenRefusalCount = {
  __typename?: 'TokenRefusalCount';
  /** The calls refused for it. */
  count: Scalars['Int']['output'];
  /** The reason. */
  reason: TokenRefusalReason;
};

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

/**
 * The calls the services refused a token's key in the last 30 days, so an owner can tell an attack
 * (many addresses, strange referrers) from a misconfigured site (its own referrer, a cap too low).
 */
export type TokenRefusals = {
  __typename?: 'TokenRefusals';
  /**
   * False when the user server keeps no record of refused calls (a service without this provider's
   * extension): the counts and calls are then empty, which does not mean none were refused.
   */
  available: Scalars['Boolean']['output'];
  /** The refused calls counted by reason, most first. */
  byReason: Array<TokenRefusalCount>;
  /** The start of the 30 days counted; null when not available. */
  from?: Maybe<Scalars['DateTime']['output']>;
  /** The latest refused calls, newest first: at most 50. */
  latest: Array<TokenRefusal>;
  /** The token. */
  tokenId: Scalars['ID']['output'];
  /** Calls refused in the 30 days. */
  total: Scalars['Int']['output'];
};

/** The services one API token of the group may use. */
export type TokenServiceAccess = {
  __typename?: 'TokenServiceAccess';
  /** True while the token is locked; its switches still apply once it is unlocked. */
  locked: Scalars['Boolean']['output'];
  /** Every service, with its switch for this token. */
  services: Array<ServiceSwitch>;
  /** The token's tag (for example website). */
  tag: Scalars['String']['output'];
  /** The token's id. */
  tokenId: Scalars['ID']['output'];
};

/** What running one look-up with a token's key gave. */
export type TokenTrial = {
  __typename?: 'TokenTrial';
  /** The curl command that makes the same call. */
  command: Scalars['String']['output'];
  /** What happened: how many suggestions came back, or the service's reason for refusing (for example The token is locked). */
  message: Scalars['String']['output'];
  /** True when the service answered the look-up. */
  ok: Scalars['Boolean']['output'];
  /** The HTTP status the service answered with. */
  status: Scalars['Int']['output'];
  /** The first suggestions the look-up gave; empty when it was refused. */
  suggestions: Array<Scalars['String']['output']>;
  /** The token after the look-up: its last use and clicks count the look-up when it was answered. */
  token: ApiToken;
};

/** The clicks made with a token on one day. */
export type TokenUsageDay = {
  __typename?: 'TokenUsageDay';
  /** Clicks counted on the token that day. */
  clicks: Scalars['Int']['output'];
  /** The day (its UTC midnight). */
  day: Scalars['DateTime']['output'];
};

/** One API token of the account, with its clicks over the report's window. */
export type TokenUsageReport = {
  __typename?: 'TokenUsageReport';
  /**
   * The same figures as `usage` without their dates: the clicks of each of the window's `periods`, in
   * its order, 0 where unused. A client that draws many of them reads a list of numbers rather than a
   * list of objects.
   */
  clicksPerPeriod: Array<Scalars['Int']['output']>;
  /** True while the token is locked (its line stays flat from the day it was locked). */
  locked: Scalars['Boolean']['output'];
  /** The token's id. */
  tokenId: Scalars['ID']['output'];
  /** The token's name (tag), unique within the account. */
  tokenTag: Scalars['String']['output'];
  /** All the clicks in the window (the sum of `usage`). */
  totalClicks: Scalars['Int']['output'];
  /** Clicks per day or month over the window, oldest first; days or months without use are listed with 0. */
  usage: Array<UsagePoint>;
};

/** How the post town is written on the label. */
export type TownFormat =
  /** Post Town */
  | 'Lowercase'
  /** POST TOWN */
  | 'Uppercase';

/**
 * A basket item that cannot be bought now: its plan is not on sale to the item's account (its sale has
 * ended, or it never was), or it is a click bundle without a plan of its dataset to top up (a free
 * trial is none). It is not priced and adds nothing to `total`; `checkout` refuses the basket while it
 * holds it, naming its `planId` (`input.items[1].planId`).
 */
export type UnavailableBasketItem = {
  __typename?: 'UnavailableBasketItem';
  /** The account it was to be bought for. */
  accountId: Scalars['ID']['output'];
  /** How many clicks it asks for. */
  clicks: Scalars['Int']['output'];
  /**
   * The plan's name where the portal knows it (the plan is on sale, or the account holds it); empty
   * where it does not, when the name the basket was shown before is all there is.
   */
  plan?: Maybe<Scalars['String']['output']>;
  /** The plan or bundle. */
  planId: Scalars['ID']['output'];
  /**
   * Why it cannot be bought, in words a person reads: `Not on sale to this account`, or for a bundle
   * `Buy a UK Addresses (PAF) plan first: a bundle tops one up`.
   */
  reason: Scalars['String']['output'];
};

/** How usage is grouped over time in a report. */
export type UsagePeriod =
  /** One figure per UTC day. */
  | 'daily'
  /** One figure per calendar month (UTC). The report's dates are widened to whole months. */
  | 'monthly';

/** The clicks of one day or month. */
export type UsagePoint = {
  __typename?: 'UsagePoint';
  /** Clicks counted in that day or month. */
  clicks: Scalars['Int']['output'];
  /** The start of the day or month (00:00:00 UTC). */
  period: Scalars['DateTime']['output'];
};

/**
 * An account's usage report over a window of time. Each part is fetched only when asked for, and
 * the parts asked for in one request are fetched from the services at the same time.
 */
export type UsageReport = {
  __typename?: 'UsageReport';
  /** The account reported on. */
  accountId: Scalars['ID']['output'];
  /** What the account was charged in the window, oldest first. */
  charges: Array<Charge>;
  /** Every subscription of the account (as `accountPlans` orders them) with its usage and forecast. */
  subscriptions: Array<SubscriptionUsageReport>;
  /** One token by its tag (`GET /account/tokens/usage`); fails with NOT_FOUND when the account has no such token. */
  token: TokenUsageReport;
  /** Every API token of the account with its usage (`GET /account/tokens/allusage`). */
  tokens: Array<TokenUsageReport>;
  /** The dates covered, widened to whole days or months. */
  window: ReportWindow;
};


/**
 * An account's usage report over a window of time. Each part is fetched only when asked for, and
 * the parts asked for in one request are fetched from the services at the same time.
 */
export type UsageReportTokenArgs = {
  tag: Scalars['String']['input'];
};

/** A person who signs in to the portal. */
export type User = {
  __typename?: 'User';
  /** When the user was last active. */
  activity?: Maybe<Scalars['DateTime']['output']>;
  /** First line of the postal address. */
  address1?: Maybe<Scalars['String']['output']>;
  /** Second line of the postal address. */
  address2?: Maybe<Scalars['String']['output']>;
  /** Third line of the postal address. */
  address3?: Maybe<Scalars['String']['output']>;
  /** Fourth line of the postal address. */
  address4?: Maybe<Scalars['String']['output']>;
  /** The company the person works for. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** Country. */
  country?: Maybe<Scalars['String']['output']>;
  /** County or state. */
  county?: Maybe<Scalars['String']['output']>;
  /** When the user was created. */
  createTimestamp?: Maybe<Scalars['DateTime']['output']>;
  /** The id of the user who created this one. */
  creationUserId?: Maybe<Scalars['ID']['output']>;
  /** The e-mail address messages are sent to. */
  email: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Always false for a user; kept for callers that list users and groups together. */
  isGroup: Scalars['Boolean']['output'];
  /** True when the user may not sign in. */
  locked: Scalars['Boolean']['output'];
  /** The user name (e-mail address) the user signs in with. */
  name: Scalars['String']['output'];
  /**
   * The user's setting of every permission in the catalogue, grouped as the catalogue groups them.
   * The user, owners of a group the user is in, and staff may read them; anyone else gets FORBIDDEN.
   */
  permissions: Array<UserPermission>;
  /** The person's own name. */
  personalName?: Maybe<Scalars['String']['output']>;
  /** Postcode. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** A finer kind of record, where one applies. */
  subType?: Maybe<Scalars['String']['output']>;
  /** The territory the user belongs to. */
  territory: Territory;
  /** Post town. */
  town?: Maybe<Scalars['String']['output']>;
  /** The kind of record. */
  type?: Maybe<Scalars['String']['output']>;
  /** When the user was last changed. */
  updateTimestamp?: Maybe<Scalars['DateTime']['output']>;
  /** The id of the user who last changed this one. */
  updateUserId?: Maybe<Scalars['ID']['output']>;
  /** The user name (e-mail address) the user signs in with: the same as `name`, named as `SessionUser` names it. */
  userName: Scalars['String']['output'];
};

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
  address1?: InputMaybe<Scalars['String']['input']>;
  /** Second line of the postal address; an empty string clears it. */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** Third line of the postal address; an empty string clears it. */
  address3?: InputMaybe<Scalars['String']['input']>;
  /** Fourth line of the postal address; an empty string clears it. */
  address4?: InputMaybe<Scalars['String']['input']>;
  /**
   * The company the person works for; may not be blank (nothing visible): BAD_USER_INPUT,
   * `argument` `input.companyName`, message `Enter your company name`, before the service is asked.
   */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /**
   * Country; may not be blank (nothing visible): BAD_USER_INPUT, `argument` `input.country`,
   * message `Enter your country`, before the service is asked.
   */
  country?: InputMaybe<Scalars['String']['input']>;
  /** County or state; an empty string clears it. */
  county?: InputMaybe<Scalars['String']['input']>;
  /**
   * The person's own name; may not be blank (nothing visible): BAD_USER_INPUT, `argument`
   * `input.personalName`, message `Enter your name`, before the service is asked.
   */
  personalName?: InputMaybe<Scalars['String']['input']>;
  /** Postcode; an empty string clears it. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Post town; an empty string clears it. */
  town?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A user's setting of one permission, with the settings grouped under it. Not identified by the
 * permission's id alone, since every user has a setting of each permission: a client caches it as
 * part of the user it belongs to.
 */
export type UserPermission = {
  __typename?: 'UserPermission';
  /** The settings grouped under this one, in the catalogue's order; empty for most. */
  children: Array<UserPermission>;
  /** Whether the permission is on for a user who has never changed it. */
  def: Scalars['Boolean']['output'];
  /** True when the permission is on for this user. */
  enabled: Scalars['Boolean']['output'];
  /** The permission's name. */
  name: Scalars['String']['output'];
  /** The catalogue's entry for the permission: its reference name, description and flags. Null if the catalogue lacks it. */
  permission?: Maybe<Permission>;
  /** The id of the permission (the catalogue's `Permission.id`). */
  permissionId: Scalars['ID']['output'];
  /** The user whose setting this is. */
  userId: Scalars['ID']['output'];
};

/** The services one user of the group may use. */
export type UserServiceAccess = {
  __typename?: 'UserServiceAccess';
  /** The user's name (their e-mail address). */
  name: Scalars['String']['output'];
  /** The user's own name, when they gave one. */
  personalName?: Maybe<Scalars['String']['output']>;
  /** Every service, with its switch for this user in this group. */
  services: Array<ServiceSwitch>;
  /** The user's id. */
  userId: Scalars['ID']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccessLevel: AccessLevel;
  AccountDeletion: ResolverTypeWrapper<AccountDeletion>;
  AccountPlan: ResolverTypeWrapper<AccountPlan>;
  Address: ResolverTypeWrapper<Address>;
  AddressCleanseAdministration: ResolverTypeWrapper<AddressCleanseAdministration>;
  AddressCleanseOptions: ResolverTypeWrapper<AddressCleanseOptions>;
  AddressCountry: ResolverTypeWrapper<AddressCountry>;
  AddressDataset: ResolverTypeWrapper<AddressDataset>;
  AddressField: ResolverTypeWrapper<AddressField>;
  AddressResult: ResolverTypeWrapper<AddressResult>;
  AddressSuggestion: ResolverTypeWrapper<AddressSuggestion>;
  AddressSuggestions: ResolverTypeWrapper<AddressSuggestions>;
  AdminCost: ResolverTypeWrapper<AdminCost>;
  AdminCostInput: AdminCostInput;
  ApiToken: ResolverTypeWrapper<ApiToken>;
  ApiTokenBulkInput: ApiTokenBulkInput;
  ApiTokenSettingsInput: ApiTokenSettingsInput;
  AutomaticRenewal: ResolverTypeWrapper<AutomaticRenewal>;
  BankAccountStatus: BankAccountStatus;
  BankAccountValidation: ResolverTypeWrapper<BankAccountValidation>;
  BasketItemInput: BasketItemInput;
  BasketQuote: ResolverTypeWrapper<BasketQuote>;
  BillingDetailsInput: BillingDetailsInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BundleChangesInput: BundleChangesInput;
  BureauAddressSettings: ResolverTypeWrapper<BureauAddressSettings>;
  BureauAddressSettingsInput: BureauAddressSettingsInput;
  BureauChange: ResolverTypeWrapper<BureauChange>;
  BureauCostLine: ResolverTypeWrapper<BureauCostLine>;
  BureauCostType: ResolverTypeWrapper<BureauCostType>;
  BureauCosts: ResolverTypeWrapper<BureauCosts>;
  BureauDedupeStats: ResolverTypeWrapper<BureauDedupeStats>;
  BureauDuplicateAction: BureauDuplicateAction;
  BureauFile: ResolverTypeWrapper<UpstreamBureauFile>;
  BureauFileProgress: ResolverTypeWrapper<BureauFileProgress>;
  BureauFileSettings: ResolverTypeWrapper<BureauFileSettings>;
  BureauFileSettingsInput: BureauFileSettingsInput;
  BureauFileStatus: BureauFileStatus;
  BureauFileUpload: ResolverTypeWrapper<BureauFileUpload>;
  BureauFullResults: ResolverTypeWrapper<BureauFullResults>;
  BureauInputField: ResolverTypeWrapper<BureauInputField>;
  BureauInputFieldInput: BureauInputFieldInput;
  BureauInvoice: ResolverTypeWrapper<Omit<BureauInvoice, 'file'> & { file: ResolversTypes['BureauFile'] }>;
  BureauInvoiceDetails: ResolverTypeWrapper<BureauInvoiceDetails>;
  BureauJobCharge: ResolverTypeWrapper<BureauJobCharge>;
  BureauJobTransaction: ResolverTypeWrapper<BureauJobTransaction>;
  BureauMatchingStats: ResolverTypeWrapper<BureauMatchingStats>;
  BureauOption: ResolverTypeWrapper<BureauOption>;
  BureauOutputFile: BureauOutputFile;
  BureauRecordFate: BureauRecordFate;
  BureauRecordFateCount: ResolverTypeWrapper<BureauRecordFateCount>;
  BureauRoyaltyCharge: ResolverTypeWrapper<BureauRoyaltyCharge>;
  BureauStat: ResolverTypeWrapper<BureauStat>;
  BureauStats: ResolverTypeWrapper<BureauStats>;
  BureauStatsFigures: ResolverTypeWrapper<BureauStatsFigures>;
  BureauSuppressionAction: BureauSuppressionAction;
  BureauSuppressionChoice: ResolverTypeWrapper<BureauSuppressionChoice>;
  BureauSuppressionChoiceInput: BureauSuppressionChoiceInput;
  BureauTestResults: ResolverTypeWrapper<BureauTestResults>;
  CataloguePlan: ResolverTypeWrapper<UpstreamCataloguePlan>;
  CataloguePlanComparison: ResolverTypeWrapper<CataloguePlanComparison>;
  CataloguePlanComparisonInput: CataloguePlanComparisonInput;
  CataloguePlanFilter: ResolverTypeWrapper<CataloguePlanFilter>;
  CataloguePlanFilterInput: CataloguePlanFilterInput;
  CataloguePlanInput: CataloguePlanInput;
  CataloguePriceTier: ResolverTypeWrapper<CataloguePriceTier>;
  CataloguePriceTierInput: CataloguePriceTierInput;
  ChangedBundle: ResolverTypeWrapper<ChangedBundle>;
  Charge: ResolverTypeWrapper<Charge>;
  ChargeKind: ChargeKind;
  Charity: ResolverTypeWrapper<UpstreamCharity>;
  CharityInput: CharityInput;
  CharityStatus: CharityStatus;
  CheckoutInput: CheckoutInput;
  CheckoutStarted: ResolverTypeWrapper<CheckoutStarted>;
  ClickForecast: ResolverTypeWrapper<ClickForecast>;
  CountryUsage: ResolverTypeWrapper<CountryUsage>;
  CreateBureauFileInput: CreateBureauFileInput;
  CreatedGroup: ResolverTypeWrapper<CreatedGroup>;
  Currency: Currency;
  Dataset: ResolverTypeWrapper<UpstreamDataset>;
  DatasetInput: DatasetInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EmailReason: EmailReason;
  EmailStatus: EmailStatus;
  EmailValidation: ResolverTypeWrapper<EmailValidation>;
  ErrorCode: ErrorCode;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Group: ResolverTypeWrapper<UpstreamGroup>;
  GroupAdministration: ResolverTypeWrapper<GroupAdministrationSource>;
  GroupDetailsInput: GroupDetailsInput;
  GroupInvitation: ResolverTypeWrapper<GroupInvitation>;
  GroupServiceAccess: ResolverTypeWrapper<GroupServiceAccess>;
  GroupSubtype: GroupSubtype;
  GroupType: GroupType;
  GroupUser: ResolverTypeWrapper<GroupUser>;
  GroupUserOrder: GroupUserOrder;
  GroupUserPage: ResolverTypeWrapper<GroupUserPage>;
  HeldPlan: ResolverTypeWrapper<HeldPlan>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvitationInput: InvitationInput;
  LabelConfigurationInput: LabelConfigurationInput;
  LabelFormat: LabelFormat;
  Lead: ResolverTypeWrapper<Lead>;
  LeadInput: LeadInput;
  LeadOption: ResolverTypeWrapper<LeadOption>;
  LeadOptionInput: LeadOptionInput;
  LeadService: ResolverTypeWrapper<LeadService>;
  LeadServiceInput: LeadServiceInput;
  LeadStatus: LeadStatus;
  LineRule: LineRule;
  Maf: ResolverTypeWrapper<Maf>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewApiTokenInput: NewApiTokenInput;
  NewBundleInput: NewBundleInput;
  NewGroupInput: NewGroupInput;
  NewGroupType: NewGroupType;
  PartnerAccountInfo: ResolverTypeWrapper<PartnerAccountInfo>;
  PartnerType: PartnerType;
  PayBureauFileInput: PayBureauFileInput;
  PaymentDetailsPage: ResolverTypeWrapper<PaymentDetailsPage>;
  PaymentUser: ResolverTypeWrapper<PaymentUser>;
  Permission: ResolverTypeWrapper<UpstreamPermission>;
  PlanBundle: ResolverTypeWrapper<PlanBundle>;
  PlanCalculator: PlanCalculator;
  PlanComparison: ResolverTypeWrapper<PlanComparison>;
  PlanFilter: ResolverTypeWrapper<PlanFilter>;
  PlanService: PlanService;
  PlanSubscriptionTerms: ResolverTypeWrapper<PlanSubscriptionTerms>;
  PriceBand: ResolverTypeWrapper<PriceBand>;
  PricedBasketItem: ResolverTypeWrapper<PricedBasketItem>;
  ProviderService: ResolverTypeWrapper<ProviderService>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Registration: ResolverTypeWrapper<Registration>;
  RegistrationInput: RegistrationInput;
  ReportWindow: ResolverTypeWrapper<SettledReportWindow>;
  Role: Role;
  SavedPayment: ResolverTypeWrapper<SavedPayment>;
  SearchGroupPage: ResolverTypeWrapper<Omit<SearchGroupPage, 'items'> & { items: Array<ResolversTypes['Group']> }>;
  SearchResults: ResolverTypeWrapper<SearchFound>;
  SearchToken: ResolverTypeWrapper<UpstreamSearchToken>;
  SearchTokenPage: ResolverTypeWrapper<Omit<SearchTokenPage, 'items'> & { items: Array<ResolversTypes['SearchToken']> }>;
  SearchUserPage: ResolverTypeWrapper<Omit<SearchUserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  ServiceFailure: ResolverTypeWrapper<ServiceFailure>;
  ServiceJwt: ResolverTypeWrapper<ServiceJwt>;
  ServiceSwitch: ResolverTypeWrapper<ServiceSwitch>;
  SessionUser: ResolverTypeWrapper<UpstreamSessionUser>;
  ShopOrder: ResolverTypeWrapper<ShopOrder>;
  ShopOrderConfirmation: ResolverTypeWrapper<ShopOrderConfirmation>;
  ShopOrderStatus: ShopOrderStatus;
  ShopPlan: ResolverTypeWrapper<ShopPlan>;
  ShopPlanKind: ShopPlanKind;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionForecast: ResolverTypeWrapper<SubscriptionForecast>;
  SubscriptionUsageReport: ResolverTypeWrapper<SubscriptionUsageSource>;
  Territory: Territory;
  TokenAlertSettings: ResolverTypeWrapper<TokenAlertSettings>;
  TokenRefusal: ResolverTypeWrapper<TokenRefusal>;
  TokenRefusalCount: ResolverTypeWrapper<TokenRefusalCount>;
  TokenRefusalReason: TokenRefusalReason;
  TokenRefusals: ResolverTypeWrapper<TokenRefusals>;
  TokenServiceAccess: ResolverTypeWrapper<TokenServiceAccess>;
  TokenTrial: ResolverTypeWrapper<TokenTrial>;
  TokenUsageDay: ResolverTypeWrapper<TokenUsageDay>;
  TokenUsageReport: ResolverTypeWrapper<TokenUsageReport>;
  TownFormat: TownFormat;
  UnavailableBasketItem: ResolverTypeWrapper<UnavailableBasketItem>;
  UsagePeriod: UsagePeriod;
  UsagePoint: ResolverTypeWrapper<UsagePoint>;
  UsageReport: ResolverTypeWrapper<UsageReportSource>;
  User: ResolverTypeWrapper<UpstreamUser>;
  UserDetailsInput: UserDetailsInput;
  UserPermission: ResolverTypeWrapper<UserPermissionOfUser>;
  UserServiceAccess: ResolverTypeWrapper<UserServiceAccess>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountDeletion: AccountDeletion;
  AccountPlan: AccountPlan;
  Address: Address;
  AddressCleanseAdministration: AddressCleanseAdministration;
  AddressCleanseOptions: AddressCleanseOptions;
  AddressCountry: AddressCountry;
  AddressDataset: AddressDataset;
  AddressField: AddressField;
  AddressResult: AddressResult;
  AddressSuggestion: AddressSuggestion;
  AddressSuggestions: AddressSuggestions;
  AdminCost: AdminCost;
  AdminCostInput: AdminCostInput;
  ApiToken: ApiToken;
  ApiTokenBulkInput: ApiTokenBulkInput;
  ApiTokenSettingsInput: ApiTokenSettingsInput;
  AutomaticRenewal: AutomaticRenewal;
  BankAccountValidation: BankAccountValidation;
  BasketItemInput: BasketItemInput;
  BasketQuote: BasketQuote;
  BillingDetailsInput: BillingDetailsInput;
  Boolean: Scalars['Boolean']['output'];
  BundleChangesInput: BundleChangesInput;
  BureauAddressSettings: BureauAddressSettings;
  BureauAddressSettingsInput: BureauAddressSettingsInput;
  BureauChange: BureauChange;
  BureauCostLine: BureauCostLine;
  BureauCostType: BureauCostType;
  BureauCosts: BureauCosts;
  BureauDedupeStats: BureauDedupeStats;
  BureauFile: UpstreamBureauFile;
  BureauFileProgress: BureauFileProgress;
  BureauFileSettings: BureauFileSettings;
  BureauFileSettingsInput: BureauFileSettingsInput;
  BureauFileUpload: BureauFileUpload;
  BureauFullResults: BureauFullResults;
  BureauInputField: BureauInputField;
  BureauInputFieldInput: BureauInputFieldInput;
  BureauInvoice: Omit<BureauInvoice, 'file'> & { file: ResolversParentTypes['BureauFile'] };
  BureauInvoiceDetails: BureauInvoiceDetails;
  BureauJobCharge: BureauJobCharge;
  BureauJobTransaction: BureauJobTransaction;
  BureauMatchingStats: BureauMatchingStats;
  BureauOption: BureauOption;
  BureauRecordFateCount: BureauRecordFateCount;
  BureauRoyaltyCharge: BureauRoyaltyCharge;
  BureauStat: BureauStat;
  BureauStats: BureauStats;
  BureauStatsFigures: BureauStatsFigures;
  BureauSuppressionChoice: BureauSuppressionChoice;
  BureauSuppressionChoiceInput: BureauSuppressionChoiceInput;
  BureauTestResults: BureauTestResults;
  CataloguePlan: UpstreamCataloguePlan;
  CataloguePlanComparison: CataloguePlanComparison;
  CataloguePlanComparisonInput: CataloguePlanComparisonInput;
  CataloguePlanFilter: CataloguePlanFilter;
  CataloguePlanFilterInput: CataloguePlanFilterInput;
  CataloguePlanInput: CataloguePlanInput;
  CataloguePriceTier: CataloguePriceTier;
  CataloguePriceTierInput: CataloguePriceTierInput;
  ChangedBundle: ChangedBundle;
  Charge: Charge;
  Charity: UpstreamCharity;
  CharityInput: CharityInput;
  CheckoutInput: CheckoutInput;
  CheckoutStarted: CheckoutStarted;
  ClickForecast: ClickForecast;
  CountryUsage: CountryUsage;
  CreateBureauFileInput: CreateBureauFileInput;
  CreatedGroup: CreatedGroup;
  Dataset: UpstreamDataset;
  DatasetInput: DatasetInput;
  DateTime: Scalars['DateTime']['output'];
  EmailValidation: EmailValidation;
  Float: Scalars['Float']['output'];
  Group: UpstreamGroup;
  GroupAdministration: GroupAdministrationSource;
  GroupDetailsInput: GroupDetailsInput;
  GroupInvitation: GroupInvitation;
  GroupServiceAccess: GroupServiceAccess;
  GroupUser: GroupUser;
  GroupUserPage: GroupUserPage;
  HeldPlan: HeldPlan;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InvitationInput: InvitationInput;
  LabelConfigurationInput: LabelConfigurationInput;
  Lead: Lead;
  LeadInput: LeadInput;
  LeadOption: LeadOption;
  LeadOptionInput: LeadOptionInput;
  LeadService: LeadService;
  LeadServiceInput: LeadServiceInput;
  Maf: Maf;
  Mutation: Record<PropertyKey, never>;
  NewApiTokenInput: NewApiTokenInput;
  NewBundleInput: NewBundleInput;
  NewGroupInput: NewGroupInput;
  PartnerAccountInfo: PartnerAccountInfo;
  PayBureauFileInput: PayBureauFileInput;
  PaymentDetailsPage: PaymentDetailsPage;
  PaymentUser: PaymentUser;
  Permission: UpstreamPermission;
  PlanBundle: PlanBundle;
  PlanComparison: PlanComparison;
  PlanFilter: PlanFilter;
  PlanSubscriptionTerms: PlanSubscriptionTerms;
  PriceBand: PriceBand;
  PricedBasketItem: PricedBasketItem;
  ProviderService: ProviderService;
  Query: Record<PropertyKey, never>;
  Registration: Registration;
  RegistrationInput: RegistrationInput;
  ReportWindow: SettledReportWindow;
  SavedPayment: SavedPayment;
  SearchGroupPage: Omit<SearchGroupPage, 'items'> & { items: Array<ResolversParentTypes['Group']> };
  SearchResults: SearchFound;
  SearchToken: UpstreamSearchToken;
  SearchTokenPage: Omit<SearchTokenPage, 'items'> & { items: Array<ResolversParentTypes['SearchToken']> };
  SearchUserPage: Omit<SearchUserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  ServiceFailure: ServiceFailure;
  ServiceJwt: ServiceJwt;
  ServiceSwitch: ServiceSwitch;
  SessionUser: UpstreamSessionUser;
  ShopOrder: ShopOrder;
  ShopOrderConfirmation: ShopOrderConfirmation;
  ShopPlan: ShopPlan;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SubscriptionForecast: SubscriptionForecast;
  SubscriptionUsageReport: SubscriptionUsageSource;
  TokenAlertSettings: TokenAlertSettings;
  TokenRefusal: TokenRefusal;
  TokenRefusalCount: TokenRefusalCount;
  TokenRefusals: TokenRefusals;
  TokenServiceAccess: TokenServiceAccess;
  TokenTrial: TokenTrial;
  TokenUsageDay: TokenUsageDay;
  TokenUsageReport: TokenUsageReport;
  UnavailableBasketItem: UnavailableBasketItem;
  UsagePoint: UsagePoint;
  UsageReport: UsageReportSource;
  User: UpstreamUser;
  UserDetailsInput: UserDetailsInput;
  UserPermission: UserPermissionOfUser;
  UserServiceAccess: UserServiceAccess;
};

export type AccountDeletionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountDeletion'] = ResolversParentTypes['AccountDeletion']> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountPlan'] = ResolversParentTypes['AccountPlan']> = {
  averageClicks?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bundles?: Resolver<Array<ResolversTypes['PlanBundle']>, ParentType, ContextType>;
  clickConsumptionChange?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  clickLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clicksConsumedInPeriod?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  datasetRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deprecated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deprecatedByPlan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deprecatedByPlanId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  estimatedExpiryDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remainClicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['PlanService'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['PlanSubscriptionTerms'], ParentType, ContextType>;
  trial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  fields?: Resolver<Array<ResolversTypes['AddressField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddressCleanseAdministrationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressCleanseAdministration'] = ResolversParentTypes['AddressCleanseAdministration']> = {
  canChangePrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  costTypes?: Resolver<Array<ResolversTypes['BureauCostType']>, ParentType, ContextType>;
  costs?: Resolver<Array<ResolversTypes['AdminCost']>, ParentType, ContextType>;
  jobCharges?: Resolver<Array<ResolversTypes['BureauJobCharge']>, ParentType, ContextType>;
  mafs?: Resolver<Array<ResolversTypes['Maf']>, ParentType, ContextType>;
  royaltyCharges?: Resolver<Array<ResolversTypes['BureauRoyaltyCharge']>, ParentType, ContextType>;
};

export type AddressCleanseOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressCleanseOptions'] = ResolversParentTypes['AddressCleanseOptions']> = {
  dedupeLevels?: Resolver<Array<ResolversTypes['BureauOption']>, ParentType, ContextType>;
  mafs?: Resolver<Array<ResolversTypes['Maf']>, ParentType, ContextType>;
  mappingTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  outputFields?: Resolver<Array<ResolversTypes['BureauOption']>, ParentType, ContextType>;
  outputGroups?: Resolver<Array<ResolversTypes['BureauOption']>, ParentType, ContextType>;
  suppressionActions?: Resolver<Array<ResolversTypes['BureauOption']>, ParentType, ContextType>;
  suppressionTypes?: Resolver<Array<ResolversTypes['BureauOption']>, ParentType, ContextType>;
};

export type AddressCountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressCountry'] = ResolversParentTypes['AddressCountry']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressDatasetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressDataset'] = ResolversParentTypes['AddressDataset']> = {
  international?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ref?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AddressFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressField'] = ResolversParentTypes['AddressField']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressResult'] = ResolversParentTypes['AddressResult']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  failure?: Resolver<Maybe<ResolversTypes['ServiceFailure']>, ParentType, ContextType>;
};

export type AddressSuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressSuggestion'] = ResolversParentTypes['AddressSuggestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressSuggestionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressSuggestions'] = ResolversParentTypes['AddressSuggestions']> = {
  failure?: Resolver<Maybe<ResolversTypes['ServiceFailure']>, ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['AddressSuggestion']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminCostResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCost'] = ResolversParentTypes['AdminCost']> = {
  basePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  costId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  costTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  costTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  minRecCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricePerMatch?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pricePerRecord?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  realPricePerMatch?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  realPricePerRecord?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  territory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApiTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dailyCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dailyCapPerAddress?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expiry?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipRange?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUsed?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  referrer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tryCommand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usage?: Resolver<Array<ResolversTypes['TokenUsageDay']>, ParentType, ContextType>;
};

export type AutomaticRenewalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutomaticRenewal'] = ResolversParentTypes['AutomaticRenewal']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  estimatedRenewalDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  on?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['PlanService'], ParentType, ContextType>;
  topUpExpectedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  topUpPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type BankAccountValidationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankAccountValidation'] = ResolversParentTypes['BankAccountValidation']> = {
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BankAccountStatus'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BasketQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BasketQuote'] = ResolversParentTypes['BasketQuote']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PricedBasketItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unavailable?: Resolver<Array<ResolversTypes['UnavailableBasketItem']>, ParentType, ContextType>;
};

export type BureauAddressSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauAddressSettings'] = ResolversParentTypes['BureauAddressSettings']> = {
  correctPostcode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  correctStreet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  correctTown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  usePAF?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BureauChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauChange'] = ResolversParentTypes['BureauChange']> = {
  change?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cleansed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  given?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BureauCostLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauCostLine'] = ResolversParentTypes['BureauCostLine']> = {
  basePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  charged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  costTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileRecordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  matchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumRecordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricePerMatch?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pricePerRecord?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  testMatchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  testRecordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BureauCostTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauCostType'] = ResolversParentTypes['BureauCostType']> = {
  costTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BureauCostsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauCosts'] = ResolversParentTypes['BureauCosts']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['BureauInvoiceDetails']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['BureauCostLine']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BureauDedupeStatsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauDedupeStats'] = ResolversParentTypes['BureauDedupeStats']> = {
  child?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unique?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BureauFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauFile'] = ResolversParentTypes['BureauFile']> = {
  costs?: Resolver<Maybe<ResolversTypes['BureauCosts']>, ParentType, ContextType>;
  createTimestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duplicatesDownloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullResults?: Resolver<Maybe<ResolversTypes['BureauFullResults']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['BureauFileProgress'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['BureauFileSettings'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BureauFileStatus'], ParentType, ContextType>;
  testResults?: Resolver<Maybe<ResolversTypes['BureauTestResults']>, ParentType, ContextType>;
  updateTimestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  upload?: Resolver<ResolversTypes['BureauFileUpload'], ParentType, ContextType>;
};

export type BureauFileProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauFileProgress'] = ResolversParentTypes['BureauFileProgress']> = {
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  processedRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BureauFileStatus'], ParentType, ContextType>;
  totalRecords?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type BureauFileSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauFileSettings'] = ResolversParentTypes['BureauFileSettings']> = {
  addressSettings?: Resolver<ResolversTypes['BureauAddressSettings'], ParentType, ContextType>;
  dedupeAction?: Resolver<ResolversTypes['BureauDuplicateAction'], ParentType, ContextType>;
  dedupeLevel?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dedupeSeparateFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mafId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outputFields?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  outputGroups?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  suppressions?: Resolver<Array<ResolversTypes['BureauSuppressionChoice']>, ParentType, ContextType>;
};

export type BureauFileUploadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauFileUpload'] = ResolversParentTypes['BureauFileUpload']> = {
  delimiter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasHeader?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inputFields?: Resolver<Array<ResolversTypes['BureauInputField']>, ParentType, ContextType>;
  rowCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  templateFileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  testRowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  useQuotes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BureauFullResultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauFullResults'] = ResolversParentTypes['BureauFullResults']> = {
  addressUpdateStats?: Resolver<Array<ResolversTypes['BureauStat']>, ParentType, ContextType>;
  changeSample?: Resolver<Array<ResolversTypes['BureauChange']>, ParentType, ContextType>;
  codingStats?: Resolver<Array<ResolversTypes['BureauStat']>, ParentType, ContextType>;
  dedupeStats?: Resolver<Array<ResolversTypes['BureauStat']>, ParentType, ContextType>;
  duplicatesRecordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inputRecordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  matchLevelStats?: Resolver<Array<ResolversTypes['BureauStat']>, ParentType, ContextType>;
  outputGroupStats?: Resolver<Array<ResolversTypes['BureauStat']>, ParentType, ContextType>;
  outputRecordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recordFates?: Resolver<Array<ResolversTypes['BureauRecordFateCount']>, ParentType, ContextType>;
  suppressionFlaggedStats?: Resolver<Array<ResolversTypes['BureauStat']>, ParentType, ContextType>;
  suppressionRemovedStats?: Resolver<Array<ResolversTypes['BureauStat']>, ParentType, ContextType>;
};

export type BureauInputFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauInputField'] = ResolversParentTypes['BureauInputField']> = {
  inputOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mappingOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mappingType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BureauInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauInvoice'] = ResolversParentTypes['BureauInvoice']> = {
  file?: Resolver<ResolversTypes['BureauFile'], ParentType, ContextType>;
  invoiceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BureauInvoiceDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauInvoiceDetails'] = ResolversParentTypes['BureauInvoiceDetails']> = {
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaseOrder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BureauJobChargeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauJobCharge'] = ResolversParentTypes['BureauJobCharge']> = {
  accId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  isPostPay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mafId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRealCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['BureauJobTransaction']>, ParentType, ContextType>;
};

export type BureauJobTransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauJobTransaction'] = ResolversParentTypes['BureauJobTransaction']> = {
  charge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  costTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BureauMatchingStatsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauMatchingStats'] = ResolversParentTypes['BureauMatchingStats']> = {
  matched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unmatched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BureauOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauOption'] = ResolversParentTypes['BureauOption']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BureauRecordFateCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauRecordFateCount'] = ResolversParentTypes['BureauRecordFateCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fate?: Resolver<ResolversTypes['BureauRecordFate'], ParentType, ContextType>;
  file?: Resolver<ResolversTypes['BureauOutputFile'], ParentType, ContextType>;
};

export type BureauRoyaltyChargeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauRoyaltyCharge'] = ResolversParentTypes['BureauRoyaltyCharge']> = {
  mafId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mafName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePerMatch?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  territory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BureauStatResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauStat'] = ResolversParentTypes['BureauStat']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BureauStatsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauStats'] = ResolversParentTypes['BureauStats']> = {
  all?: Resolver<ResolversTypes['BureauStatsFigures'], ParentType, ContextType>;
  mafCountryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mafId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mafName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchased?: Resolver<ResolversTypes['BureauStatsFigures'], ParentType, ContextType>;
};

export type BureauStatsFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauStatsFigures'] = ResolversParentTypes['BureauStatsFigures']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deduplication?: Resolver<ResolversTypes['BureauDedupeStats'], ParentType, ContextType>;
  files?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inputRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  matching?: Resolver<ResolversTypes['BureauMatchingStats'], ParentType, ContextType>;
  outputRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suppression?: Resolver<Array<ResolversTypes['BureauStat']>, ParentType, ContextType>;
};

export type BureauSuppressionChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauSuppressionChoice'] = ResolversParentTypes['BureauSuppressionChoice']> = {
  action?: Resolver<ResolversTypes['BureauSuppressionAction'], ParentType, ContextType>;
  suppressionType?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BureauTestResultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BureauTestResults'] = ResolversParentTypes['BureauTestResults']> = {
  addressUpdateStats?: Resolver<Array<ResolversTypes['BureauStat']>, ParentType, ContextType>;
  changeSample?: Resolver<Array<ResolversTypes['BureauChange']>, ParentType, ContextType>;
  codingStats?: Resolver<Array<ResolversTypes['BureauStat']>, ParentType, ContextType>;
  dedupeStats?: Resolver<Array<ResolversTypes['BureauStat']>, ParentType, ContextType>;
  matchLevelStats?: Resolver<Array<ResolversTypes['BureauStat']>, ParentType, ContextType>;
  outputGroupStats?: Resolver<Array<ResolversTypes['BureauStat']>, ParentType, ContextType>;
  recordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recordFates?: Resolver<Array<ResolversTypes['BureauRecordFateCount']>, ParentType, ContextType>;
  suppressionStats?: Resolver<Array<ResolversTypes['BureauStat']>, ParentType, ContextType>;
};

export type CataloguePlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CataloguePlan'] = ResolversParentTypes['CataloguePlan']> = {
  allowTest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  availableEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  availableStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  calculator?: Resolver<ResolversTypes['PlanCalculator'], ParentType, ContextType>;
  comparisons?: Resolver<Array<ResolversTypes['CataloguePlanComparison']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  dataset?: Resolver<ResolversTypes['Dataset'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['CataloguePlanFilter']>, ParentType, ContextType>;
  formula?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricing?: Resolver<Array<ResolversTypes['CataloguePriceTier']>, ParentType, ContextType>;
  service?: Resolver<ResolversTypes['PlanService'], ParentType, ContextType>;
  subscriberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscriptionCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  territory?: Resolver<ResolversTypes['Territory'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type CataloguePlanComparisonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CataloguePlanComparison'] = ResolversParentTypes['CataloguePlanComparison']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CataloguePlanFilterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CataloguePlanFilter'] = ResolversParentTypes['CataloguePlanFilter']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CataloguePriceTierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CataloguePriceTier'] = ResolversParentTypes['CataloguePriceTier']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ChangedBundleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangedBundle'] = ResolversParentTypes['ChangedBundle']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bundle?: Resolver<ResolversTypes['PlanBundle'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['PlanService'], ParentType, ContextType>;
};

export type ChargeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Charge'] = ResolversParentTypes['Charge']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  clicks?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ChargeKind'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  purchaseOrder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  records?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  service?: Resolver<Maybe<ResolversTypes['PlanService']>, ParentType, ContextType>;
};

export type CharityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Charity'] = ResolversParentTypes['Charity']> = {
  isOSDiscount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostalOperatorDiscount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CharityStatus'], ParentType, ContextType>;
};

export type CheckoutStartedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutStarted'] = ResolversParentTypes['CheckoutStarted']> = {
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['BasketQuote'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClickForecastResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClickForecast'] = ResolversParentTypes['ClickForecast']> = {
  dailyAverage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  remainClicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runOutDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  runsOutEarly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CountryUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CountryUsage'] = ResolversParentTypes['CountryUsage']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatedGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedGroup'] = ResolversParentTypes['CreatedGroup']> = {
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DatasetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dataset'] = ResolversParentTypes['Dataset']> = {
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  datasetRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['PlanService'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EmailValidationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailValidation'] = ResolversParentTypes['EmailValidation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failure?: Resolver<Maybe<ResolversTypes['ServiceFailure']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['EmailReason']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['EmailStatus']>, ParentType, ContextType>;
  suggestion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = {
  activityTimestamp?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  charity?: Resolver<Maybe<ResolversTypes['Charity']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createTimestamp?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  creationUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isManager?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingOwnership?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtype?: Resolver<Maybe<ResolversTypes['GroupSubtype']>, ParentType, ContextType>;
  territory?: Resolver<ResolversTypes['Territory'], ParentType, ContextType>;
  town?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['GroupType'], ParentType, ContextType>;
  updateTimestamp?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updateUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type GroupAdministrationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupAdministration'] = ResolversParentTypes['GroupAdministration']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['GroupInvitation']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['GroupUser']>, ParentType, ContextType, RequireFields<GroupAdministrationUserArgs, 'userId'>>;
  users?: Resolver<ResolversTypes['GroupUserPage'], ParentType, ContextType, RequireFields<GroupAdministrationUsersArgs, 'limit' | 'offset' | 'orderBy'>>;
};

export type GroupInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupInvitation'] = ResolversParentTypes['GroupInvitation']> = {
  accessLevel?: Resolver<ResolversTypes['AccessLevel'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  takeOwnership?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GroupServiceAccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupServiceAccess'] = ResolversParentTypes['GroupServiceAccess']> = {
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tokens?: Resolver<Array<ResolversTypes['TokenServiceAccess']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['UserServiceAccess']>, ParentType, ContextType>;
};

export type GroupUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupUser'] = ResolversParentTypes['GroupUser']> = {
  accessLevel?: Resolver<ResolversTypes['AccessLevel'], ParentType, ContextType>;
  activity?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heldInGroupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  heldInGroupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inherited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type GroupUserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupUserPage'] = ResolversParentTypes['GroupUserPage']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['GroupUser']>, ParentType, ContextType>;
};

export type HeldPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HeldPlan'] = ResolversParentTypes['HeldPlan']> = {
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  remainClicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LeadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Lead'] = ResolversParentTypes['Lead']> = {
  cleansing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  closeDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyAddress?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  division?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrichments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  integrations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  jobTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jointMeeting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  partnerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  probability?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['LeadService']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LeadStatus'], ParentType, ContextType>;
};

export type LeadOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadOption'] = ResolversParentTypes['LeadOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  option?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requirement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LeadServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadService'] = ResolversParentTypes['LeadService']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MafResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Maf'] = ResolversParentTypes['Maf']> = {
  mafCountryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mafId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mafName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitation?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'token'>>;
  addPaymentUser?: Resolver<Array<ResolversTypes['PaymentUser']>, ParentType, ContextType, RequireFields<MutationAddPaymentUserArgs, 'accountId' | 'userId'>>;
  changeApiTokensInBulk?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType, RequireFields<MutationChangeApiTokensInBulkArgs, 'groupId' | 'input'>>;
  changeLeadStatus?: Resolver<ResolversTypes['Lead'], ParentType, ContextType, RequireFields<MutationChangeLeadStatusArgs, 'leadId' | 'partnerId' | 'status'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  checkout?: Resolver<ResolversTypes['CheckoutStarted'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'captchaToken' | 'input'>>;
  confirmCharity?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationConfirmCharityArgs, 'groupId' | 'input' | 'isValid'>>;
  createApiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createBundle?: Resolver<ResolversTypes['ChangedBundle'], ParentType, ContextType, RequireFields<MutationCreateBundleArgs, 'accountId' | 'input' | 'organisationId'>>;
  createBureauFile?: Resolver<ResolversTypes['BureauFile'], ParentType, ContextType, RequireFields<MutationCreateBureauFileArgs, 'accountId' | 'input'>>;
  createBureauTestResults?: Resolver<ResolversTypes['BureauFile'], ParentType, ContextType, RequireFields<MutationCreateBureauTestResultsArgs, 'accountId' | 'fileId'>>;
  createDataset?: Resolver<ResolversTypes['Dataset'], ParentType, ContextType, RequireFields<MutationCreateDatasetArgs, 'input'>>;
  createGroup?: Resolver<ResolversTypes['CreatedGroup'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'input'>>;
  createLead?: Resolver<ResolversTypes['Lead'], ParentType, ContextType, RequireFields<MutationCreateLeadArgs, 'input' | 'partnerId'>>;
  createLeadOption?: Resolver<ResolversTypes['LeadOption'], ParentType, ContextType, RequireFields<MutationCreateLeadOptionArgs, 'input'>>;
  createPlan?: Resolver<ResolversTypes['CataloguePlan'], ParentType, ContextType, RequireFields<MutationCreatePlanArgs, 'input'>>;
  createPlanComparison?: Resolver<ResolversTypes['CataloguePlan'], ParentType, ContextType, RequireFields<MutationCreatePlanComparisonArgs, 'input' | 'planId'>>;
  createPlanFilter?: Resolver<ResolversTypes['CataloguePlan'], ParentType, ContextType, RequireFields<MutationCreatePlanFilterArgs, 'input' | 'planId'>>;
  deleteApiToken?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteApiTokenArgs, 'accountId' | 'id'>>;
  deleteBundle?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteBundleArgs, 'bundleId'>>;
  deleteBureauFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteBureauFileArgs, 'accountId' | 'fileId'>>;
  deleteDataset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteDatasetArgs, 'id'>>;
  deleteGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteGroupArgs, 'groupId'>>;
  deleteLead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteLeadArgs, 'leadId' | 'partnerId'>>;
  deleteLeadOption?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteLeadOptionArgs, 'id'>>;
  deletePlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePlanArgs, 'id'>>;
  deletePlanComparison?: Resolver<ResolversTypes['CataloguePlan'], ParentType, ContextType, RequireFields<MutationDeletePlanComparisonArgs, 'comparisonId' | 'planId'>>;
  deletePlanFilter?: Resolver<ResolversTypes['CataloguePlan'], ParentType, ContextType, RequireFields<MutationDeletePlanFilterArgs, 'filterId' | 'planId'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  disableCorporate?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationDisableCorporateArgs, 'groupId'>>;
  discardBureauResults?: Resolver<ResolversTypes['BureauFile'], ParentType, ContextType, RequireFields<MutationDiscardBureauResultsArgs, 'accountId' | 'fileId'>>;
  enableCorporate?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationEnableCorporateArgs, 'groupId'>>;
  exportApiToken?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationExportApiTokenArgs, 'accountId' | 'password' | 'userName'>>;
  inviteGroupUser?: Resolver<ResolversTypes['GroupInvitation'], ParentType, ContextType, RequireFields<MutationInviteGroupUserArgs, 'groupId' | 'input'>>;
  migrateOrganisationToPartner?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationMigrateOrganisationToPartnerArgs, 'groupId' | 'partnerType'>>;
  payBureauFile?: Resolver<ResolversTypes['BureauInvoice'], ParentType, ContextType, RequireFields<MutationPayBureauFileArgs, 'accountId' | 'fileId' | 'input'>>;
  reauthenticate?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType, Partial<MutationReauthenticateArgs>>;
  register?: Resolver<ResolversTypes['Registration'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'captchaToken' | 'input'>>;
  removeCharity?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationRemoveCharityArgs, 'groupId'>>;
  removeFromPartner?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationRemoveFromPartnerArgs, 'groupId'>>;
  removeGroupUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveGroupUserArgs, 'groupId' | 'userId'>>;
  removePaymentDetails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePaymentDetailsArgs, 'accountId'>>;
  removePaymentUser?: Resolver<Array<ResolversTypes['PaymentUser']>, ParentType, ContextType, RequireFields<MutationRemovePaymentUserArgs, 'accountId' | 'userId'>>;
  renameBureauFile?: Resolver<ResolversTypes['BureauFile'], ParentType, ContextType, RequireFields<MutationRenameBureauFileArgs, 'accountId' | 'fileId' | 'name'>>;
  reorderPlanComparisons?: Resolver<ResolversTypes['CataloguePlan'], ParentType, ContextType, RequireFields<MutationReorderPlanComparisonsArgs, 'comparisonIds' | 'planId'>>;
  reorderPlanFilters?: Resolver<ResolversTypes['CataloguePlan'], ParentType, ContextType, RequireFields<MutationReorderPlanFiltersArgs, 'filterIds' | 'planId'>>;
  replacePaymentDetails?: Resolver<ResolversTypes['PaymentDetailsPage'], ParentType, ContextType, RequireFields<MutationReplacePaymentDetailsArgs, 'accountId' | 'backUrl'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'userName'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'activationCode' | 'password' | 'userName'>>;
  sendValidationCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  setApiTokenAlertThreshold?: Resolver<ResolversTypes['TokenAlertSettings'], ParentType, ContextType, RequireFields<MutationSetApiTokenAlertThresholdArgs, 'accountId'>>;
  setApiTokenLock?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType, RequireFields<MutationSetApiTokenLockArgs, 'accountId' | 'id' | 'locked'>>;
  setAutomaticRenewal?: Resolver<ResolversTypes['AutomaticRenewal'], ParentType, ContextType, RequireFields<MutationSetAutomaticRenewalArgs, 'accountId' | 'clicks' | 'planId'>>;
  setGroupUserAccessLevel?: Resolver<ResolversTypes['GroupUser'], ParentType, ContextType, RequireFields<MutationSetGroupUserAccessLevelArgs, 'accessLevel' | 'groupId' | 'userId'>>;
  setGroupUserLocked?: Resolver<ResolversTypes['GroupUser'], ParentType, ContextType, RequireFields<MutationSetGroupUserLockedArgs, 'groupId' | 'locked' | 'userId'>>;
  setServiceAccess?: Resolver<Array<ResolversTypes['ServiceSwitch']>, ParentType, ContextType, RequireFields<MutationSetServiceAccessArgs, 'enabled' | 'groupId' | 'serviceId' | 'userId'>>;
  setUserPermission?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserPermissionArgs, 'enabled' | 'permissionId' | 'userId'>>;
  signIn?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'password' | 'userName'>>;
  stopAutomaticRenewal?: Resolver<ResolversTypes['AutomaticRenewal'], ParentType, ContextType, RequireFields<MutationStopAutomaticRenewalArgs, 'accountId' | 'planId'>>;
  tryApiToken?: Resolver<ResolversTypes['TokenTrial'], ParentType, ContextType, RequireFields<MutationTryApiTokenArgs, 'accountId' | 'id'>>;
  updateAdminCost?: Resolver<ResolversTypes['AdminCost'], ParentType, ContextType, RequireFields<MutationUpdateAdminCostArgs, 'costId' | 'input'>>;
  updateApiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType, RequireFields<MutationUpdateApiTokenArgs, 'accountId' | 'id' | 'input'>>;
  updateBundle?: Resolver<ResolversTypes['ChangedBundle'], ParentType, ContextType, RequireFields<MutationUpdateBundleArgs, 'bundleId' | 'input'>>;
  updateBureauFileSettings?: Resolver<ResolversTypes['BureauFile'], ParentType, ContextType, RequireFields<MutationUpdateBureauFileSettingsArgs, 'accountId' | 'fileId' | 'settings'>>;
  updateBureauInputFields?: Resolver<ResolversTypes['BureauFile'], ParentType, ContextType, RequireFields<MutationUpdateBureauInputFieldsArgs, 'accountId' | 'fileId' | 'inputFields'>>;
  updateCharity?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationUpdateCharityArgs, 'groupId' | 'input'>>;
  updateDataset?: Resolver<ResolversTypes['Dataset'], ParentType, ContextType, RequireFields<MutationUpdateDatasetArgs, 'id' | 'input'>>;
  updateGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationUpdateGroupArgs, 'groupId' | 'input'>>;
  updateLead?: Resolver<ResolversTypes['Lead'], ParentType, ContextType, RequireFields<MutationUpdateLeadArgs, 'input' | 'leadId' | 'partnerId'>>;
  updateLeadOption?: Resolver<ResolversTypes['LeadOption'], ParentType, ContextType, RequireFields<MutationUpdateLeadOptionArgs, 'id' | 'input'>>;
  updatePlan?: Resolver<ResolversTypes['CataloguePlan'], ParentType, ContextType, RequireFields<MutationUpdatePlanArgs, 'id' | 'input'>>;
  updatePlanComparison?: Resolver<ResolversTypes['CataloguePlan'], ParentType, ContextType, RequireFields<MutationUpdatePlanComparisonArgs, 'comparisonId' | 'input' | 'planId'>>;
  updatePlanFilter?: Resolver<ResolversTypes['CataloguePlan'], ParentType, ContextType, RequireFields<MutationUpdatePlanFilterArgs, 'filterId' | 'input' | 'planId'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  validateUser?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType, RequireFields<MutationValidateUserArgs, 'code'>>;
  withdrawInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationWithdrawInvitationArgs, 'email' | 'groupId'>>;
};

export type PartnerAccountInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PartnerAccountInfo'] = ResolversParentTypes['PartnerAccountInfo']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clickLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  datasetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  estimatedExpiryDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  organisationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organisationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remainingClicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runsOutBeforeEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  usedClicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentDetailsPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentDetailsPage'] = ResolversParentTypes['PaymentDetailsPage']> = {
  checkoutUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentUser'] = ResolversParentTypes['PaymentUser']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  admin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  refId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlanBundleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlanBundle'] = ResolversParentTypes['PlanBundle']> = {
  bundleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  purchaseDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PlanComparisonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlanComparison'] = ResolversParentTypes['PlanComparison']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanFilterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlanFilter'] = ResolversParentTypes['PlanFilter']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanSubscriptionTermsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlanSubscriptionTerms'] = ResolversParentTypes['PlanSubscriptionTerms']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  estimatedRenewalDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PriceBandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceBand'] = ResolversParentTypes['PriceBand']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PricedBasketItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PricedBasketItem'] = ResolversParentTypes['PricedBasketItem']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ShopPlanKind'], ParentType, ContextType>;
  minimumClicks?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['PlanService'], ParentType, ContextType>;
};

export type ProviderServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProviderService'] = ResolversParentTypes['ProviderService']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offersJwt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountPlans?: Resolver<Array<ResolversTypes['AccountPlan']>, ParentType, ContextType, RequireFields<QueryAccountPlansArgs, 'accountId'>>;
  address?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<QueryAddressArgs, 'accountId' | 'configuration' | 'dataset' | 'id'>>;
  addressCleanseAdministration?: Resolver<ResolversTypes['AddressCleanseAdministration'], ParentType, ContextType, RequireFields<QueryAddressCleanseAdministrationArgs, 'accountId'>>;
  addressCleanseOptions?: Resolver<ResolversTypes['AddressCleanseOptions'], ParentType, ContextType, RequireFields<QueryAddressCleanseOptionsArgs, 'accountId'>>;
  addressCountries?: Resolver<Array<ResolversTypes['AddressCountry']>, ParentType, ContextType>;
  addressDatasets?: Resolver<Array<ResolversTypes['AddressDataset']>, ParentType, ContextType, RequireFields<QueryAddressDatasetsArgs, 'accountId'>>;
  addressSuggestions?: Resolver<ResolversTypes['AddressSuggestions'], ParentType, ContextType, RequireFields<QueryAddressSuggestionsArgs, 'accountId' | 'dataset' | 'text'>>;
  adminCost?: Resolver<Maybe<ResolversTypes['AdminCost']>, ParentType, ContextType, RequireFields<QueryAdminCostArgs, 'costId'>>;
  apiTokenAlertSettings?: Resolver<ResolversTypes['TokenAlertSettings'], ParentType, ContextType, RequireFields<QueryApiTokenAlertSettingsArgs, 'accountId'>>;
  apiTokenRefusals?: Resolver<ResolversTypes['TokenRefusals'], ParentType, ContextType, RequireFields<QueryApiTokenRefusalsArgs, 'accountId' | 'id'>>;
  apiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType, RequireFields<QueryApiTokensArgs, 'accountId'>>;
  automaticRenewals?: Resolver<Array<ResolversTypes['AutomaticRenewal']>, ParentType, ContextType, RequireFields<QueryAutomaticRenewalsArgs, 'accountId'>>;
  bankAccountValidation?: Resolver<ResolversTypes['BankAccountValidation'], ParentType, ContextType, RequireFields<QueryBankAccountValidationArgs, 'accountId' | 'accountNumber' | 'sortCode'>>;
  basketQuote?: Resolver<ResolversTypes['BasketQuote'], ParentType, ContextType, RequireFields<QueryBasketQuoteArgs, 'items'>>;
  bundleInvoice?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryBundleInvoiceArgs, 'backUrl' | 'bundleId'>>;
  bureauFile?: Resolver<Maybe<ResolversTypes['BureauFile']>, ParentType, ContextType, RequireFields<QueryBureauFileArgs, 'accountId' | 'fileId'>>;
  bureauFiles?: Resolver<Array<ResolversTypes['BureauFile']>, ParentType, ContextType, RequireFields<QueryBureauFilesArgs, 'accountId'>>;
  bureauStats?: Resolver<Array<ResolversTypes['BureauStats']>, ParentType, ContextType, RequireFields<QueryBureauStatsArgs, 'accountId'>>;
  canDeleteAccount?: Resolver<ResolversTypes['AccountDeletion'], ParentType, ContextType, RequireFields<QueryCanDeleteAccountArgs, 'accountId'>>;
  cataloguePlan?: Resolver<Maybe<ResolversTypes['CataloguePlan']>, ParentType, ContextType, RequireFields<QueryCataloguePlanArgs, 'id'>>;
  cataloguePlans?: Resolver<Array<ResolversTypes['CataloguePlan']>, ParentType, ContextType>;
  clickForecasts?: Resolver<Array<ResolversTypes['SubscriptionForecast']>, ParentType, ContextType, RequireFields<QueryClickForecastsArgs, 'accountId'>>;
  dataset?: Resolver<Maybe<ResolversTypes['Dataset']>, ParentType, ContextType, RequireFields<QueryDatasetArgs, 'id'>>;
  datasets?: Resolver<Array<ResolversTypes['Dataset']>, ParentType, ContextType>;
  emailValidation?: Resolver<Array<ResolversTypes['EmailValidation']>, ParentType, ContextType, RequireFields<QueryEmailValidationArgs, 'accountId' | 'emails'>>;
  groupAdministration?: Resolver<ResolversTypes['GroupAdministration'], ParentType, ContextType, RequireFields<QueryGroupAdministrationArgs, 'groupId'>>;
  groupServiceAccess?: Resolver<ResolversTypes['GroupServiceAccess'], ParentType, ContextType, RequireFields<QueryGroupServiceAccessArgs, 'groupId'>>;
  groupStatus?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<QueryGroupStatusArgs, 'groupId'>>;
  leadOptions?: Resolver<Array<ResolversTypes['LeadOption']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myGroups?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  partnerAccounts?: Resolver<Array<ResolversTypes['PartnerAccountInfo']>, ParentType, ContextType, RequireFields<QueryPartnerAccountsArgs, 'partnerId'>>;
  partnerLead?: Resolver<Maybe<ResolversTypes['Lead']>, ParentType, ContextType, RequireFields<QueryPartnerLeadArgs, 'leadId' | 'partnerId'>>;
  partnerLeads?: Resolver<Array<ResolversTypes['Lead']>, ParentType, ContextType, RequireFields<QueryPartnerLeadsArgs, 'partnerId'>>;
  paymentDetails?: Resolver<Maybe<ResolversTypes['SavedPayment']>, ParentType, ContextType, RequireFields<QueryPaymentDetailsArgs, 'accountId'>>;
  paymentUsers?: Resolver<Array<ResolversTypes['PaymentUser']>, ParentType, ContextType, RequireFields<QueryPaymentUsersArgs, 'accountId'>>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  providerServices?: Resolver<Array<ResolversTypes['ProviderService']>, ParentType, ContextType>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'filter'>>;
  serviceJwt?: Resolver<ResolversTypes['ServiceJwt'], ParentType, ContextType, RequireFields<QueryServiceJwtArgs, 'groupId' | 'serviceId'>>;
  shopOrder?: Resolver<ResolversTypes['ShopOrder'], ParentType, ContextType, RequireFields<QueryShopOrderArgs, 'orderId'>>;
  shopOrderConfirmation?: Resolver<ResolversTypes['ShopOrderConfirmation'], ParentType, ContextType, RequireFields<QueryShopOrderConfirmationArgs, 'orderId'>>;
  shopPlans?: Resolver<Array<ResolversTypes['ShopPlan']>, ParentType, ContextType, RequireFields<QueryShopPlansArgs, 'accountId'>>;
  usageReport?: Resolver<ResolversTypes['UsageReport'], ParentType, ContextType, RequireFields<QueryUsageReportArgs, 'accountId' | 'from' | 'period' | 'to'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
};

export type RegistrationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Registration'] = ResolversParentTypes['Registration']> = {
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReportWindowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportWindow'] = ResolversParentTypes['ReportWindow']> = {
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['UsagePeriod'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['DateTime']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SavedPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedPayment'] = ResolversParentTypes['SavedPayment']> = {
  billingEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiryMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiryYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchGroupPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchGroupPage'] = ResolversParentTypes['SearchGroupPage']> = {
  items?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  filter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groups?: Resolver<ResolversTypes['SearchGroupPage'], ParentType, ContextType, RequireFields<SearchResultsGroupsArgs, 'limit' | 'offset'>>;
  tokens?: Resolver<ResolversTypes['SearchTokenPage'], ParentType, ContextType, RequireFields<SearchResultsTokensArgs, 'limit' | 'offset'>>;
  users?: Resolver<ResolversTypes['SearchUserPage'], ParentType, ContextType, RequireFields<SearchResultsUsersArgs, 'limit' | 'offset'>>;
};

export type SearchTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchToken'] = ResolversParentTypes['SearchToken']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiry?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchTokenPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchTokenPage'] = ResolversParentTypes['SearchTokenPage']> = {
  items?: Resolver<Array<ResolversTypes['SearchToken']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchUserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchUserPage'] = ResolversParentTypes['SearchUserPage']> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ServiceFailureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceFailure'] = ResolversParentTypes['ServiceFailure']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  upstreamStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ServiceJwtResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceJwt'] = ResolversParentTypes['ServiceJwt']> = {
  expiry?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jwt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ServiceSwitchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceSwitch'] = ResolversParentTypes['ServiceSwitch']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SessionUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionUser'] = ResolversParentTypes['SessionUser']> = {
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jwt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recycleDate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  territory?: Resolver<ResolversTypes['Territory'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ShopOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShopOrder'] = ResolversParentTypes['ShopOrder']> = {
  cardBrand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardLastFour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PricedBasketItem']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ShopOrderStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ShopOrderConfirmationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShopOrderConfirmation'] = ResolversParentTypes['ShopOrderConfirmation']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['ShopOrder']>, ParentType, ContextType>;
};

export type ShopPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShopPlan'] = ResolversParentTypes['ShopPlan']> = {
  allowTest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comparisons?: Resolver<Array<ResolversTypes['PlanComparison']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  dataset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  datasetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  datasetRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['PlanFilter']>, ParentType, ContextType>;
  held?: Resolver<Maybe<ResolversTypes['HeldPlan']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ShopPlanKind'], ParentType, ContextType>;
  maximumClicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumClicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pricing?: Resolver<Array<ResolversTypes['PriceBand']>, ParentType, ContextType>;
  service?: Resolver<ResolversTypes['PlanService'], ParentType, ContextType>;
  unavailableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  bureauFileProgress?: SubscriptionResolver<ResolversTypes['BureauFileProgress'], "bureauFileProgress", ParentType, ContextType, RequireFields<SubscriptionBureauFileProgressArgs, 'accountId' | 'fileId'>>;
};

export type SubscriptionForecastResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionForecast'] = ResolversParentTypes['SubscriptionForecast']> = {
  forecast?: Resolver<ResolversTypes['ClickForecast'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['AccountPlan'], ParentType, ContextType>;
};

export type SubscriptionUsageReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionUsageReport'] = ResolversParentTypes['SubscriptionUsageReport']> = {
  clicksPerPeriod?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  countries?: Resolver<Array<ResolversTypes['CountryUsage']>, ParentType, ContextType>;
  forecast?: Resolver<ResolversTypes['ClickForecast'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['AccountPlan'], ParentType, ContextType>;
  totalClicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usage?: Resolver<Array<ResolversTypes['UsagePoint']>, ParentType, ContextType>;
};

export type TokenAlertSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TokenAlertSettings'] = ResolversParentTypes['TokenAlertSettings']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refusalThreshold?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TokenRefusalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TokenRefusal'] = ResolversParentTypes['TokenRefusal']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['TokenRefusalReason'], ParentType, ContextType>;
  referrer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TokenRefusalCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TokenRefusalCount'] = ResolversParentTypes['TokenRefusalCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['TokenRefusalReason'], ParentType, ContextType>;
};

export type TokenRefusalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TokenRefusals'] = ResolversParentTypes['TokenRefusals']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  byReason?: Resolver<Array<ResolversTypes['TokenRefusalCount']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  latest?: Resolver<Array<ResolversTypes['TokenRefusal']>, ParentType, ContextType>;
  tokenId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TokenServiceAccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TokenServiceAccess'] = ResolversParentTypes['TokenServiceAccess']> = {
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['ServiceSwitch']>, ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TokenTrialResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TokenTrial'] = ResolversParentTypes['TokenTrial']> = {
  command?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
};

export type TokenUsageDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TokenUsageDay'] = ResolversParentTypes['TokenUsageDay']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TokenUsageReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TokenUsageReport'] = ResolversParentTypes['TokenUsageReport']> = {
  clicksPerPeriod?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tokenId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tokenTag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalClicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usage?: Resolver<Array<ResolversTypes['UsagePoint']>, ParentType, ContextType>;
};

export type UnavailableBasketItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnavailableBasketItem'] = ResolversParentTypes['UnavailableBasketItem']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UsagePointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UsagePoint'] = ResolversParentTypes['UsagePoint']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type UsageReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UsageReport'] = ResolversParentTypes['UsageReport']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  charges?: Resolver<Array<ResolversTypes['Charge']>, ParentType, ContextType>;
  subscriptions?: Resolver<Array<ResolversTypes['SubscriptionUsageReport']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['TokenUsageReport'], ParentType, ContextType, RequireFields<UsageReportTokenArgs, 'tag'>>;
  tokens?: Resolver<Array<ResolversTypes['TokenUsageReport']>, ParentType, ContextType>;
  window?: Resolver<ResolversTypes['ReportWindow'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  activity?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createTimestamp?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  creationUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['UserPermission']>, ParentType, ContextType>;
  personalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  territory?: Resolver<ResolversTypes['Territory'], ParentType, ContextType>;
  town?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updateTimestamp?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updateUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPermissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPermission'] = ResolversParentTypes['UserPermission']> = {
  children?: Resolver<Array<ResolversTypes['UserPermission']>, ParentType, ContextType>;
  def?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permission?: Resolver<Maybe<ResolversTypes['Permission']>, ParentType, ContextType>;
  permissionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserServiceAccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserServiceAccess'] = ResolversParentTypes['UserServiceAccess']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['ServiceSwitch']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccountDeletion?: AccountDeletionResolvers<ContextType>;
  AccountPlan?: AccountPlanResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressCleanseAdministration?: AddressCleanseAdministrationResolvers<ContextType>;
  AddressCleanseOptions?: AddressCleanseOptionsResolvers<ContextType>;
  AddressCountry?: AddressCountryResolvers<ContextType>;
  AddressDataset?: AddressDatasetResolvers<ContextType>;
  AddressField?: AddressFieldResolvers<ContextType>;
  AddressResult?: AddressResultResolvers<ContextType>;
  AddressSuggestion?: AddressSuggestionResolvers<ContextType>;
  AddressSuggestions?: AddressSuggestionsResolvers<ContextType>;
  AdminCost?: AdminCostResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  AutomaticRenewal?: AutomaticRenewalResolvers<ContextType>;
  BankAccountValidation?: BankAccountValidationResolvers<ContextType>;
  BasketQuote?: BasketQuoteResolvers<ContextType>;
  BureauAddressSettings?: BureauAddressSettingsResolvers<ContextType>;
  BureauChange?: BureauChangeResolvers<ContextType>;
  BureauCostLine?: BureauCostLineResolvers<ContextType>;
  BureauCostType?: BureauCostTypeResolvers<ContextType>;
  BureauCosts?: BureauCostsResolvers<ContextType>;
  BureauDedupeStats?: BureauDedupeStatsResolvers<ContextType>;
  BureauFile?: BureauFileResolvers<ContextType>;
  BureauFileProgress?: BureauFileProgressResolvers<ContextType>;
  BureauFileSettings?: BureauFileSettingsResolvers<ContextType>;
  BureauFileUpload?: BureauFileUploadResolvers<ContextType>;
  BureauFullResults?: BureauFullResultsResolvers<ContextType>;
  BureauInputField?: BureauInputFieldResolvers<ContextType>;
  BureauInvoice?: BureauInvoiceResolvers<ContextType>;
  BureauInvoiceDetails?: BureauInvoiceDetailsResolvers<ContextType>;
  BureauJobCharge?: BureauJobChargeResolvers<ContextType>;
  BureauJobTransaction?: BureauJobTransactionResolvers<ContextType>;
  BureauMatchingStats?: BureauMatchingStatsResolvers<ContextType>;
  BureauOption?: BureauOptionResolvers<ContextType>;
  BureauRecordFateCount?: BureauRecordFateCountResolvers<ContextType>;
  BureauRoyaltyCharge?: BureauRoyaltyChargeResolvers<ContextType>;
  BureauStat?: BureauStatResolvers<ContextType>;
  BureauStats?: BureauStatsResolvers<ContextType>;
  BureauStatsFigures?: BureauStatsFiguresResolvers<ContextType>;
  BureauSuppressionChoice?: BureauSuppressionChoiceResolvers<ContextType>;
  BureauTestResults?: BureauTestResultsResolvers<ContextType>;
  CataloguePlan?: CataloguePlanResolvers<ContextType>;
  CataloguePlanComparison?: CataloguePlanComparisonResolvers<ContextType>;
  CataloguePlanFilter?: CataloguePlanFilterResolvers<ContextType>;
  CataloguePriceTier?: CataloguePriceTierResolvers<ContextType>;
  ChangedBundle?: ChangedBundleResolvers<ContextType>;
  Charge?: ChargeResolvers<ContextType>;
  Charity?: CharityResolvers<ContextType>;
  CheckoutStarted?: CheckoutStartedResolvers<ContextType>;
  ClickForecast?: ClickForecastResolvers<ContextType>;
  CountryUsage?: CountryUsageResolvers<ContextType>;
  CreatedGroup?: CreatedGroupResolvers<ContextType>;
  Dataset?: DatasetResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EmailValidation?: EmailValidationResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  GroupAdministration?: GroupAdministrationResolvers<ContextType>;
  GroupInvitation?: GroupInvitationResolvers<ContextType>;
  GroupServiceAccess?: GroupServiceAccessResolvers<ContextType>;
  GroupUser?: GroupUserResolvers<ContextType>;
  GroupUserPage?: GroupUserPageResolvers<ContextType>;
  HeldPlan?: HeldPlanResolvers<ContextType>;
  Lead?: LeadResolvers<ContextType>;
  LeadOption?: LeadOptionResolvers<ContextType>;
  LeadService?: LeadServiceResolvers<ContextType>;
  Maf?: MafResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PartnerAccountInfo?: PartnerAccountInfoResolvers<ContextType>;
  PaymentDetailsPage?: PaymentDetailsPageResolvers<ContextType>;
  PaymentUser?: PaymentUserResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  PlanBundle?: PlanBundleResolvers<ContextType>;
  PlanComparison?: PlanComparisonResolvers<ContextType>;
  PlanFilter?: PlanFilterResolvers<ContextType>;
  PlanSubscriptionTerms?: PlanSubscriptionTermsResolvers<ContextType>;
  PriceBand?: PriceBandResolvers<ContextType>;
  PricedBasketItem?: PricedBasketItemResolvers<ContextType>;
  ProviderService?: ProviderServiceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Registration?: RegistrationResolvers<ContextType>;
  ReportWindow?: ReportWindowResolvers<ContextType>;
  SavedPayment?: SavedPaymentResolvers<ContextType>;
  SearchGroupPage?: SearchGroupPageResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  SearchToken?: SearchTokenResolvers<ContextType>;
  SearchTokenPage?: SearchTokenPageResolvers<ContextType>;
  SearchUserPage?: SearchUserPageResolvers<ContextType>;
  ServiceFailure?: ServiceFailureResolvers<ContextType>;
  ServiceJwt?: ServiceJwtResolvers<ContextType>;
  ServiceSwitch?: ServiceSwitchResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
  ShopOrder?: ShopOrderResolvers<ContextType>;
  ShopOrderConfirmation?: ShopOrderConfirmationResolvers<ContextType>;
  ShopPlan?: ShopPlanResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubscriptionForecast?: SubscriptionForecastResolvers<ContextType>;
  SubscriptionUsageReport?: SubscriptionUsageReportResolvers<ContextType>;
  TokenAlertSettings?: TokenAlertSettingsResolvers<ContextType>;
  TokenRefusal?: TokenRefusalResolvers<ContextType>;
  TokenRefusalCount?: TokenRefusalCountResolvers<ContextType>;
  TokenRefusals?: TokenRefusalsResolvers<ContextType>;
  TokenServiceAccess?: TokenServiceAccessResolvers<ContextType>;
  TokenTrial?: TokenTrialResolvers<ContextType>;
  TokenUsageDay?: TokenUsageDayResolvers<ContextType>;
  TokenUsageReport?: TokenUsageReportResolvers<ContextType>;
  UnavailableBasketItem?: UnavailableBasketItemResolvers<ContextType>;
  UsagePoint?: UsagePointResolvers<ContextType>;
  UsageReport?: UsageReportResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPermission?: UserPermissionResolvers<ContextType>;
  UserServiceAccess?: UserServiceAccessResolvers<ContextType>;
};

