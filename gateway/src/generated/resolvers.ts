import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UpstreamGroup, UpstreamUser, UpstreamSessionUser, UpstreamPermission, UserPermissionOfUser, UpstreamSearchToken, UpstreamCharity } from '../user-server/types';
import type { GroupAdministrationSource } from '../user-server/group-users-resolvers';
import type { SearchFound } from '../user-server/search-resolvers';
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
  /** An instant in time, as an ISO 8601 string in UTC (for example 2026-11-21T09:30:00.000Z). */
  DateTime: { input: unknown; output: unknown; }
};

/** What a user may do in a group (spec section 4, Group access levels). */
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
  /** When the remaining clicks would run out at the current rate, or the end of the period if sooner. */
  estimatedExpiryDate?: Maybe<Scalars['DateTime']['output']>;
  /** The plan's name. */
  plan: Scalars['String']['output'];
  /** The plan's id, a number as the provider keeps it. */
  planId: Scalars['Int']['output'];
  /** Clicks still available: the period's allowance plus bundles, less what has been used. */
  remainClicks: Scalars['Int']['output'];
  /** The service the plan gives access to. */
  service: PlanService;
  /** The subscription's state as the provider reports it, for example active, expired or disabled. */
  status: Scalars['String']['output'];
  /** The clicks and price of each period, and when it renews. */
  subscription: PlanSubscriptionTerms;
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

/** The result of checking a UK sort code and account number. */
export type BankAccountValidation = {
  __typename?: 'BankAccountValidation';
  /** The account number as checked (eight digits, after the standard conversions of longer and shorter numbers). */
  accountNumber: Scalars['String']['output'];
  /** Why it passed or failed, in words (for example: Passed the modulus 11 check; Failed the double alternate check). */
  reason: Scalars['String']['output'];
  /** The sort code as checked (six digits). */
  sortCode: Scalars['String']['output'];
  /** True when the account number passes the modulus checks for the sort code. */
  valid: Scalars['Boolean']['output'];
};

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

/** How far the provider's check of a charity number has got (spec section 4, Charity status). */
export type CharityStatus =
  /** The provider's staff checked the charity number and found it not valid. */
  | 'notValid'
  /** The charity number is set and waits for the provider's staff to check it. */
  | 'pending'
  /** The provider's staff checked the charity number and found it valid. */
  | 'valid';

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

/** Why an address got its verdict, where a reason applies. */
export type EmailReason =
  /** The domain accepts mail for any address, so this one cannot be confirmed. */
  | 'catchAll'
  /** The domain hands out throwaway addresses. */
  | 'disposable'
  /** The domain receives no mail. */
  | 'noMailDomain'
  /** The address belongs to a role (info@, sales@...), not a person. */
  | 'roleAccount'
  /** The address is not written as an e-mail address can be. */
  | 'syntax';

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
  /** Why, where a reason applies. */
  reason?: Maybe<EmailReason>;
  /** The verdict; empty when the service failed. */
  status?: Maybe<EmailStatus>;
  /** A likely intended address, where the domain looks like a typing slip (gmial.com). */
  suggestion?: Maybe<Scalars['String']['output']>;
};

/**
 * Why something failed: every code the portal sends, in one list.
 *
 * Every GraphQL error carries one of these as `extensions.code`, and `ServiceFailure.code` (a failure
 * reported as data) is one of them too. An error caused by one of the provider's services, and a
 * refusal by the portal itself, also carries in `extensions`:
 *
 * - `action`: what the caller was doing, as a short phrase ("load your groups"); a screen can show
 *   `Failed to {action}: {msg}`.
 * - `msg`: the reason in words, when there is one: the service's own reason or the portal's.
 * - `upstreamStatus`: the HTTP status the service answered with; null when it did not answer, or when
 *   the portal refused without asking it.
 *
 * Some codes carry more, named below. The wording of messages is not part of the contract; codes are.
 */
export type ErrorCode =
  /**
   * The service refused the request as wrong (HTTP 400), with its reason: a wrong password, a bad code,
   * a field it does not accept. Also the portal's answer to an HTTP request that is not a GraphQL
   * request it accepts (no query, a mutation sent with GET).
   */
  | 'BAD_REQUEST'
  /** An argument or variable is not acceptable: a variable of the wrong type, or a value the portal refuses (an id that is not numeric, too many e-mail addresses; `extensions.argument` names it). */
  | 'BAD_USER_INPUT'
  /** The request clashes with what exists already (HTTP 409), for example an e-mail address that is already registered. */
  | 'CONFLICT'
  /** The caller may not do this, or not for this account or group (HTTP 403, or the portal's own access check). */
  | 'FORBIDDEN'
  /** The document is not valid GraphQL, or has more tokens than a document may. */
  | 'GRAPHQL_PARSE_FAILED'
  /** The document does not fit the schema, or goes past a query limit: depth, aliases, directives or cost. */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** Something went wrong in the portal itself; the message is deliberately plain and the details are logged. */
  | 'INTERNAL_SERVER_ERROR'
  /** What was asked for does not exist (HTTP 404). */
  | 'NOT_FOUND'
  /** The account has no subscription for the service asked for (HTTP 402). */
  | 'NO_SUBSCRIPTION'
  /** The request names an operation the document does not hold. */
  | 'OPERATION_RESOLUTION_FAILURE'
  /** An automatic persisted query's hash is not known yet; send the query text with it. */
  | 'PERSISTED_QUERY_NOT_FOUND'
  /** The bank account service answered with a SOAP fault; the message is the fault's text, and `extensions.faultcode` its code (soap:Client). */
  | 'SOAP_FAULT'
  /** Too many wrong passwords or codes: the attempt was refused without asking the service. `extensions.retryAfterSeconds` says when to try again. */
  | 'TOO_MANY_ATTEMPTS'
  /** The request would count more clicks than one request may. `extensions.maxClicks` and `extensions.clicks` give the limit and the count. */
  | 'TOO_MANY_CLICKS'
  /** The session is missing, expired or refused (HTTP 401). A client should sign the person out. */
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

/** A group's name and postal address, as its owners change them; fields left out stay as they are. */
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
  /** The group's name; it may not be empty. */
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

/** An invitation to send. */
export type InvitationInput = {
  /**
   * The portal's page the e-mail's link opens (an http or https address, such as
   * https://portal.example/portal/register); the invitation's token is added to its query as
   * `invitation`.
   */
  acceptUrl?: InputMaybe<Scalars['String']['input']>;
  /** What the invitee may do in the group; manager only for partners. */
  accessLevel?: InputMaybe<AccessLevel>;
  /** The address to invite. */
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
  /** How many lines the label has (1 to 10). */
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

/** When a label line is used. */
export type LineRule =
  /** Always; left blank when the address has nothing for it. */
  | 'Always'
  /** Only when the address has something for it. */
  | 'AsRequired'
  /** Never. */
  | 'Never';

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Joins the signed-in user to the group an invitation is for, and answers that group. The service
   * refuses (`BAD_REQUEST`) an expired, withdrawn or used invitation, and (`FORBIDDEN`) one sent to
   * another address.
   */
  acceptInvitation: Group;
  /**
   * Changes the signed-in user's password, proving it with the current one. Returns true once it is
   * changed. A new password that breaks the rule (at least 8 characters, with a letter and a digit) or
   * equals the current one fails with BAD_USER_INPUT (`argument`: newPassword) before anything is
   * tried. A wrong current password fails with BAD_REQUEST and the service's reason, and is throttled
   * as for `signIn`, counted together with it (code TOO_MANY_ATTEMPTS, with `retryAfterSeconds`).
   */
  changePassword: Scalars['Boolean']['output'];
  /** Confirms an organisation's charity number valid or not valid, with its discounts. Staff only (else `FORBIDDEN`). */
  confirmCharity: Group;
  /**
   * Creates an organisation for a user, or a group below one the signed-in user owns (staff may
   * create below any group). The new group appears in `myGroups` at once. Fails with code
   * `FORBIDDEN` when the signed-in user may not add groups to `groupId`.
   */
  createGroup: CreatedGroup;
  /**
   * Deletes a group with nothing below it. An account is first checked with the account manager:
   * one that may not be deleted is refused with code `CONFLICT` and the reason. Owners and staff
   * only (else `FORBIDDEN`, nothing changed).
   */
  deleteGroup: Scalars['Boolean']['output'];
  /**
   * Deletes a user: their record and the access they hold in every group. The user may delete
   * themselves, and staff anyone; anyone else is refused with FORBIDDEN before the service is asked.
   * The service refuses (CONFLICT) to delete the only owner of a group, so no group is left without
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
  /**
   * Makes an organisation with an empty subtype corporate. For the organisation's owner and staff;
   * anyone else is refused with code `FORBIDDEN`. The service refuses (code `BAD_REQUEST`) a group
   * that is not an organisation ("Invalid group type. Only organisations can have their corporate
   * status changed") and one that is already corporate ("Invalid group subtype. Only non corporate
   * organisations can have their corporate status enabled").
   */
  enableCorporate: Group;
  /**
   * Makes an API token for an account: a session token that lives one year (31,536,000 seconds) and
   * acts for `accountId`, returned as its JWT for the user to copy into their own systems. It is made
   * afresh on every call and never cached. A wrong user name or password fails with code `BAD_REQUEST`
   * and the service's reason; an account the user neither owns nor belongs to fails with `FORBIDDEN`.
   * Wrong passwords are throttled as for `signIn` and counted together with it (code
   * `TOO_MANY_ATTEMPTS`, with `retryAfterSeconds`).
   */
  exportApiToken: Scalars['String']['output'];
  /**
   * Invites an e-mail address to join the group. For the group's owners and staff (else `FORBIDDEN`,
   * and nothing is sent). The invitation is pending until accepted, withdrawn or expired. The service
   * refuses (`BAD_REQUEST`) a manager outside partners and (`CONFLICT`) someone already in the group.
   */
  inviteGroupUser: GroupInvitation;
  /**
   * Turns an organisation into a partner of the given type, at the top of the tree, keeping its
   * accounts and users; its corporate and charity status go. Staff only (else `FORBIDDEN`).
   */
  migrateOrganisationToPartner: Group;
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
   * `FORBIDDEN`, nothing changed); not the caller, and not access held above (`BAD_REQUEST`).
   */
  removeGroupUser: Scalars['Boolean']['output'];
  /** Sends an activation code for choosing a new password. Returns true whether or not the user exists, so the answer does not reveal who has an account. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /**
   * Sets a new password with the activation code sent by `requestPasswordReset`. Returns true on
   * success. A wrong or expired code fails with `BAD_REQUEST`; wrong codes are throttled per user
   * name and client address as for `signIn` (code `TOO_MANY_ATTEMPTS`, with `retryAfterSeconds`),
   * counted apart from passwords.
   */
  resetPassword: Scalars['Boolean']['output'];
  /** Sends the signed-in user a fresh validation code. Returns true once it is sent. */
  sendValidationCode: Scalars['Boolean']['output'];
  /**
   * Changes what a user may do in the group. Owners and staff only (else `FORBIDDEN`, nothing
   * changed); not the caller's own level, and not access held in a group above (`BAD_REQUEST`).
   */
  setGroupUserAccessLevel: GroupUser;
  /**
   * Locks a user of the group, so they can no longer sign in, or unlocks them. Owners of the group
   * and staff only, for a user who holds access in it (else `FORBIDDEN`, nothing changed).
   */
  setGroupUserLocked: GroupUser;
  /**
   * Turns one of a user's permissions on or off, and returns the user with their settings as they now
   * are. Staff may set any permission; staff-role (admin) permissions only staff. Owners of a group
   * the user is in may set the others; the user themselves only their privacy settings. Anyone else
   * is refused with FORBIDDEN, and nothing changes.
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
  /**
   * Makes an organisation a charity with the number given, or changes its number and discounts: the
   * status becomes pending until staff check it. For the organisation's owner and staff (else
   * `FORBIDDEN`); a blank number fails with `BAD_USER_INPUT`.
   */
  updateCharity: Group;
  /**
   * Changes a group's name and postal address, and answers the group as it now is (so the account
   * bar shows the new name at once). Owners and staff only (else `FORBIDDEN`, nothing changed).
   */
  updateGroup: Group;
  /**
   * Changes a user's details and returns the user as they now are. The user may change their own,
   * and staff anyone's; anyone else is refused with FORBIDDEN before the service is asked. A blank
   * name, company or country fails with BAD_REQUEST and the service's reason.
   */
  updateUser: User;
  /**
   * Validates the signed-in user with the code sent to them, and returns the refreshed session.
   * Wrong codes are throttled per user and client address as for `signIn`, with code `TOO_MANY_ATTEMPTS`.
   */
  validateUser: SessionUser;
  /** Withdraws the pending invitation to an address, so its link stops working. Owners and staff only (else `FORBIDDEN`). */
  withdrawInvitation: Scalars['Boolean']['output'];
};


export type MutationAcceptInvitationArgs = {
  token: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmCharityArgs = {
  groupId: Scalars['ID']['input'];
  input: CharityInput;
  isValid: Scalars['Boolean']['input'];
};


export type MutationCreateGroupArgs = {
  input: NewGroupInput;
};


export type MutationDeleteGroupArgs = {
  groupId: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisableCorporateArgs = {
  groupId: Scalars['ID']['input'];
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


export type MutationRequestPasswordResetArgs = {
  userName: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  activationCode: Scalars['String']['input'];
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
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


export type MutationUpdateCharityArgs = {
  groupId: Scalars['ID']['input'];
  input: CharityInput;
};


export type MutationUpdateGroupArgs = {
  groupId: Scalars['ID']['input'];
  input: GroupDetailsInput;
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
  /** The new group's name. */
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

/** The kind of partner an organisation becomes when it is migrated. */
export type PartnerType =
  /** A referrer partner: it refers organisations, and may not use applications, the shop, leads or administration. */
  | 'referrer'
  /** A partner that resells to the organisations below it. */
  | 'reseller';

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
  /** The clicks the plan allows each period. */
  clicks: Scalars['Int']['output'];
  /** When the subscription is expected to renew; empty when it will not renew by itself. */
  estimatedRenewalDate?: Maybe<Scalars['DateTime']['output']>;
  /** The price of one period, in the subscription's `currency`. */
  price: Scalars['Float']['output'];
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
  /** The countries of the international dataset. Counts no clicks. */
  addressCountries: Array<AddressCountry>;
  /** The address datasets the account may search. Counts no clicks. */
  addressDatasets: Array<AddressDataset>;
  /** Suggestions as a person types. Counts no clicks. */
  addressSuggestions: AddressSuggestions;
  /**
   * Checks a UK sort code and account number with the bank account service (uk only). Counts one
   * click against the account's payment validation subscription. A SOAP fault from the service is
   * a GraphQL error with code SOAP_FAULT and the fault's text as its message.
   */
  bankAccountValidation: BankAccountValidation;
  /** Whether an account may be deleted, and why not. For the account's owners and staff (else `FORBIDDEN`). */
  canDeleteAccount: AccountDeletion;
  /** Validates e-mail addresses (at most 100 at once). Counts one click per address against the account's e-mail validation subscription. */
  emailValidation: Array<EmailValidation>;
  /**
   * A group as its owners administer it. For the group's owners (directly or through a group above)
   * and staff; anyone else is refused with code `FORBIDDEN` and the owner-only refusal text.
   */
  groupAdministration: GroupAdministration;
  /**
   * A group by id, with its corporate, charity and partner status: what the group status panel shows.
   * Callers may read the groups they hold (and all below them); staff may read any group. Empty for a
   * group that does not exist; code `FORBIDDEN` for one the caller may not see.
   */
  groupStatus?: Maybe<Group>;
  /** The signed-in user's own record. */
  me: User;
  /**
   * The groups the signed-in user may see, as a tree: the top-level groups, each with its children.
   * Staff see every group.
   */
  myGroups: Array<Group>;
  /** The permissions catalogue, for any signed-in user, sorted by id. */
  permissions: Array<Permission>;
  /**
   * Searches every token, group and user for `filter`, without regard to case: the Account Search of
   * the staff roles (admin, super and sales). Anyone else is refused with code `FORBIDDEN`; a blank
   * filter, one over 100 characters, or a page outside its bounds fails with `BAD_USER_INPUT`.
   */
  search: SearchResults;
  /** A user by id. Callers may read themselves, the users of groups they own, and (staff) anyone. */
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


export type QueryAddressDatasetsArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryAddressSuggestionsArgs = {
  accountId: Scalars['ID']['input'];
  country?: InputMaybe<Scalars['String']['input']>;
  dataset: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type QueryBankAccountValidationArgs = {
  accountId: Scalars['ID']['input'];
  accountNumber: Scalars['String']['input'];
  sortCode: Scalars['String']['input'];
};


export type QueryCanDeleteAccountArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryEmailValidationArgs = {
  accountId: Scalars['ID']['input'];
  emails: Array<Scalars['String']['input']>;
};


export type QueryGroupAdministrationArgs = {
  groupId: Scalars['ID']['input'];
};


export type QueryGroupStatusArgs = {
  groupId: Scalars['ID']['input'];
};


export type QuerySearchArgs = {
  filter: Scalars['String']['input'];
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

/** What a new customer gives to register. */
export type RegistrationInput = {
  /** The charity number, when registering a charity. The charity is then verified by the provider. */
  charityPSLNumber?: InputMaybe<Scalars['String']['input']>;
  /** The company's name; the new organisation is named after it. */
  companyName: Scalars['String']['input'];
  /** The country of the company's address. */
  country: Scalars['String']['input'];
  /** The e-mail address; it becomes the user name. */
  email: Scalars['String']['input'];
  /** The password to sign in with: at least 8 characters, with a letter and a digit. */
  password: Scalars['String']['input'];
  /** The person's own name. */
  personalName: Scalars['String']['input'];
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

/** One page of the groups a search found. */
export type SearchGroupPage = {
  __typename?: 'SearchGroupPage';
  /** The groups of this page, by name. */
  items: Array<Group>;
  /** How many groups match in all, on every page. */
  total: Scalars['Int']['output'];
};

/**
 * What a staff search found (spec section 3, Search result): tokens, groups and users. Each kind is
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
 * What a staff search found (spec section 3, Search result): tokens, groups and users. Each kind is
 * paged on its own, so that a filter matching thousands stays quick to answer and to show.
 */
export type SearchResultsGroupsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * What a staff search found (spec section 3, Search result): tokens, groups and users. Each kind is
 * paged on its own, so that a filter matching thousands stays quick to answer and to show.
 */
export type SearchResultsTokensArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * What a staff search found (spec section 3, Search result): tokens, groups and users. Each kind is
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
  /** False until the user has entered the validation code sent to them; such a user may only validate. */
  validated: Scalars['Boolean']['output'];
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

/** How the post town is written on the label. */
export type TownFormat =
  /** Post Town */
  | 'Lowercase'
  /** POST TOWN */
  | 'Uppercase';

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
};

/** The details of a user that the user (or staff) may change. A field left out, or null, stays as it is. */
export type UserDetailsInput = {
  /** First line of the postal address; an empty string clears it. */
  address1?: InputMaybe<Scalars['String']['input']>;
  /** Second line of the postal address; an empty string clears it. */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** Third line of the postal address; an empty string clears it. */
  address3?: InputMaybe<Scalars['String']['input']>;
  /** Fourth line of the postal address; an empty string clears it. */
  address4?: InputMaybe<Scalars['String']['input']>;
  /** The company the person works for; may not be blank. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Country; may not be blank. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** County or state; an empty string clears it. */
  county?: InputMaybe<Scalars['String']['input']>;
  /** The person's own name; may not be blank. */
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
  AddressCountry: ResolverTypeWrapper<AddressCountry>;
  AddressDataset: ResolverTypeWrapper<AddressDataset>;
  AddressField: ResolverTypeWrapper<AddressField>;
  AddressResult: ResolverTypeWrapper<AddressResult>;
  AddressSuggestion: ResolverTypeWrapper<AddressSuggestion>;
  AddressSuggestions: ResolverTypeWrapper<AddressSuggestions>;
  BankAccountValidation: ResolverTypeWrapper<BankAccountValidation>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Charity: ResolverTypeWrapper<UpstreamCharity>;
  CharityInput: CharityInput;
  CharityStatus: CharityStatus;
  CreatedGroup: ResolverTypeWrapper<CreatedGroup>;
  Currency: Currency;
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
  GroupSubtype: GroupSubtype;
  GroupType: GroupType;
  GroupUser: ResolverTypeWrapper<GroupUser>;
  GroupUserOrder: GroupUserOrder;
  GroupUserPage: ResolverTypeWrapper<GroupUserPage>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvitationInput: InvitationInput;
  LabelConfigurationInput: LabelConfigurationInput;
  LabelFormat: LabelFormat;
  LineRule: LineRule;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewGroupInput: NewGroupInput;
  NewGroupType: NewGroupType;
  PartnerType: PartnerType;
  Permission: ResolverTypeWrapper<UpstreamPermission>;
  PlanBundle: ResolverTypeWrapper<PlanBundle>;
  PlanService: PlanService;
  PlanSubscriptionTerms: ResolverTypeWrapper<PlanSubscriptionTerms>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Registration: ResolverTypeWrapper<Registration>;
  RegistrationInput: RegistrationInput;
  Role: Role;
  SearchGroupPage: ResolverTypeWrapper<Omit<SearchGroupPage, 'items'> & { items: Array<ResolversTypes['Group']> }>;
  SearchResults: ResolverTypeWrapper<SearchFound>;
  SearchToken: ResolverTypeWrapper<UpstreamSearchToken>;
  SearchTokenPage: ResolverTypeWrapper<Omit<SearchTokenPage, 'items'> & { items: Array<ResolversTypes['SearchToken']> }>;
  SearchUserPage: ResolverTypeWrapper<Omit<SearchUserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  ServiceFailure: ResolverTypeWrapper<ServiceFailure>;
  SessionUser: ResolverTypeWrapper<UpstreamSessionUser>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Territory: Territory;
  TownFormat: TownFormat;
  User: ResolverTypeWrapper<UpstreamUser>;
  UserDetailsInput: UserDetailsInput;
  UserPermission: ResolverTypeWrapper<UserPermissionOfUser>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountDeletion: AccountDeletion;
  AccountPlan: AccountPlan;
  Address: Address;
  AddressCountry: AddressCountry;
  AddressDataset: AddressDataset;
  AddressField: AddressField;
  AddressResult: AddressResult;
  AddressSuggestion: AddressSuggestion;
  AddressSuggestions: AddressSuggestions;
  BankAccountValidation: BankAccountValidation;
  Boolean: Scalars['Boolean']['output'];
  Charity: UpstreamCharity;
  CharityInput: CharityInput;
  CreatedGroup: CreatedGroup;
  DateTime: Scalars['DateTime']['output'];
  EmailValidation: EmailValidation;
  Float: Scalars['Float']['output'];
  Group: UpstreamGroup;
  GroupAdministration: GroupAdministrationSource;
  GroupDetailsInput: GroupDetailsInput;
  GroupInvitation: GroupInvitation;
  GroupUser: GroupUser;
  GroupUserPage: GroupUserPage;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InvitationInput: InvitationInput;
  LabelConfigurationInput: LabelConfigurationInput;
  Mutation: Record<PropertyKey, never>;
  NewGroupInput: NewGroupInput;
  Permission: UpstreamPermission;
  PlanBundle: PlanBundle;
  PlanSubscriptionTerms: PlanSubscriptionTerms;
  Query: Record<PropertyKey, never>;
  Registration: Registration;
  RegistrationInput: RegistrationInput;
  SearchGroupPage: Omit<SearchGroupPage, 'items'> & { items: Array<ResolversParentTypes['Group']> };
  SearchResults: SearchFound;
  SearchToken: UpstreamSearchToken;
  SearchTokenPage: Omit<SearchTokenPage, 'items'> & { items: Array<ResolversParentTypes['SearchToken']> };
  SearchUserPage: Omit<SearchUserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  ServiceFailure: ServiceFailure;
  SessionUser: UpstreamSessionUser;
  String: Scalars['String']['output'];
  User: UpstreamUser;
  UserDetailsInput: UserDetailsInput;
  UserPermission: UserPermissionOfUser;
};

export type AccountDeletionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountDeletion'] = ResolversParentTypes['AccountDeletion']> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountPlan'] = ResolversParentTypes['AccountPlan']> = {
  averageClicks?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bundles?: Resolver<Array<ResolversTypes['PlanBundle']>, ParentType, ContextType>;
  clickConsumptionChange?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
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
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  fields?: Resolver<Array<ResolversTypes['AddressField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
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

export type BankAccountValidationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankAccountValidation'] = ResolversParentTypes['BankAccountValidation']> = {
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CharityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Charity'] = ResolversParentTypes['Charity']> = {
  isOSDiscount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostalOperatorDiscount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CharityStatus'], ParentType, ContextType>;
};

export type CreatedGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedGroup'] = ResolversParentTypes['CreatedGroup']> = {
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitation?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'token'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmCharity?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationConfirmCharityArgs, 'groupId' | 'input' | 'isValid'>>;
  createGroup?: Resolver<ResolversTypes['CreatedGroup'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'input'>>;
  deleteGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteGroupArgs, 'groupId'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  disableCorporate?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationDisableCorporateArgs, 'groupId'>>;
  enableCorporate?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationEnableCorporateArgs, 'groupId'>>;
  exportApiToken?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationExportApiTokenArgs, 'accountId' | 'password' | 'userName'>>;
  inviteGroupUser?: Resolver<ResolversTypes['GroupInvitation'], ParentType, ContextType, RequireFields<MutationInviteGroupUserArgs, 'groupId' | 'input'>>;
  migrateOrganisationToPartner?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationMigrateOrganisationToPartnerArgs, 'groupId' | 'partnerType'>>;
  reauthenticate?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType, Partial<MutationReauthenticateArgs>>;
  register?: Resolver<ResolversTypes['Registration'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'captchaToken' | 'input'>>;
  removeCharity?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationRemoveCharityArgs, 'groupId'>>;
  removeFromPartner?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationRemoveFromPartnerArgs, 'groupId'>>;
  removeGroupUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveGroupUserArgs, 'groupId' | 'userId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'userName'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'activationCode' | 'password' | 'userName'>>;
  sendValidationCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  setGroupUserAccessLevel?: Resolver<ResolversTypes['GroupUser'], ParentType, ContextType, RequireFields<MutationSetGroupUserAccessLevelArgs, 'accessLevel' | 'groupId' | 'userId'>>;
  setGroupUserLocked?: Resolver<ResolversTypes['GroupUser'], ParentType, ContextType, RequireFields<MutationSetGroupUserLockedArgs, 'groupId' | 'locked' | 'userId'>>;
  setUserPermission?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserPermissionArgs, 'enabled' | 'permissionId' | 'userId'>>;
  signIn?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'password' | 'userName'>>;
  updateCharity?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationUpdateCharityArgs, 'groupId' | 'input'>>;
  updateGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationUpdateGroupArgs, 'groupId' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  validateUser?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType, RequireFields<MutationValidateUserArgs, 'code'>>;
  withdrawInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationWithdrawInvitationArgs, 'email' | 'groupId'>>;
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

export type PlanSubscriptionTermsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlanSubscriptionTerms'] = ResolversParentTypes['PlanSubscriptionTerms']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  estimatedRenewalDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountPlans?: Resolver<Array<ResolversTypes['AccountPlan']>, ParentType, ContextType, RequireFields<QueryAccountPlansArgs, 'accountId'>>;
  address?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<QueryAddressArgs, 'accountId' | 'configuration' | 'dataset' | 'id'>>;
  addressCountries?: Resolver<Array<ResolversTypes['AddressCountry']>, ParentType, ContextType>;
  addressDatasets?: Resolver<Array<ResolversTypes['AddressDataset']>, ParentType, ContextType, RequireFields<QueryAddressDatasetsArgs, 'accountId'>>;
  addressSuggestions?: Resolver<ResolversTypes['AddressSuggestions'], ParentType, ContextType, RequireFields<QueryAddressSuggestionsArgs, 'accountId' | 'dataset' | 'text'>>;
  bankAccountValidation?: Resolver<ResolversTypes['BankAccountValidation'], ParentType, ContextType, RequireFields<QueryBankAccountValidationArgs, 'accountId' | 'accountNumber' | 'sortCode'>>;
  canDeleteAccount?: Resolver<ResolversTypes['AccountDeletion'], ParentType, ContextType, RequireFields<QueryCanDeleteAccountArgs, 'accountId'>>;
  emailValidation?: Resolver<Array<ResolversTypes['EmailValidation']>, ParentType, ContextType, RequireFields<QueryEmailValidationArgs, 'accountId' | 'emails'>>;
  groupAdministration?: Resolver<ResolversTypes['GroupAdministration'], ParentType, ContextType, RequireFields<QueryGroupAdministrationArgs, 'groupId'>>;
  groupStatus?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<QueryGroupStatusArgs, 'groupId'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myGroups?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'filter'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
};

export type RegistrationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Registration'] = ResolversParentTypes['Registration']> = {
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type Resolvers<ContextType = GatewayContext> = {
  AccountDeletion?: AccountDeletionResolvers<ContextType>;
  AccountPlan?: AccountPlanResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressCountry?: AddressCountryResolvers<ContextType>;
  AddressDataset?: AddressDatasetResolvers<ContextType>;
  AddressField?: AddressFieldResolvers<ContextType>;
  AddressResult?: AddressResultResolvers<ContextType>;
  AddressSuggestion?: AddressSuggestionResolvers<ContextType>;
  AddressSuggestions?: AddressSuggestionsResolvers<ContextType>;
  BankAccountValidation?: BankAccountValidationResolvers<ContextType>;
  Charity?: CharityResolvers<ContextType>;
  CreatedGroup?: CreatedGroupResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EmailValidation?: EmailValidationResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  GroupAdministration?: GroupAdministrationResolvers<ContextType>;
  GroupInvitation?: GroupInvitationResolvers<ContextType>;
  GroupUser?: GroupUserResolvers<ContextType>;
  GroupUserPage?: GroupUserPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  PlanBundle?: PlanBundleResolvers<ContextType>;
  PlanSubscriptionTerms?: PlanSubscriptionTermsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Registration?: RegistrationResolvers<ContextType>;
  SearchGroupPage?: SearchGroupPageResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  SearchToken?: SearchTokenResolvers<ContextType>;
  SearchTokenPage?: SearchTokenPageResolvers<ContextType>;
  SearchUserPage?: SearchUserPageResolvers<ContextType>;
  ServiceFailure?: ServiceFailureResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPermission?: UserPermissionResolvers<ContextType>;
};

