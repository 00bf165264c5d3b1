export type Territory = 'uk' | 'australia';
export type Role = 'account' | 'admin' | 'super' | 'sales';
export type GroupType = 'partner' | 'organisation' | 'account';
export type GroupSubtype = 'referrer' | 'corporate' | '';
export type AccessLevel = 'owner' | 'sudoowner' | 'member' | 'manager';
export type Currency = 'GBP' | 'AUD';
/** The provider's services, named as the shop names them. */
export type ServiceKind = 'address' | 'bankcode' | 'email' | 'name';

export interface PostalAddress {
  address1: string;
  address2: string;
  address3: string;
  address4: string;
  town: string;
  county: string;
  postcode: string;
  country: string;
}

export interface UserRecord extends PostalAddress {
  id: number;
  /** The user name, which is the e-mail address the user signed up with. */
  name: string;
  email: string;
  passwordHash: string;
  personalName: string;
  companyName: string;
  territory: Territory;
  roles: Role[];
  validated: boolean;
  locked: boolean;
  activity: number;
  createTimestamp: number;
  updateTimestamp: number;
  creationUserId: number | null;
  updateUserId: number | null;
}

export interface Charity {
  number: string;
  status: 'pending' | 'valid' | 'notValid';
  /** The postal operator's charity discount applies (set with the number, confirmed by staff). */
  isPostalOperatorDiscount?: boolean;
  /** The Ordnance Survey charity discount applies. */
  isOSDiscount?: boolean;
}

export interface GroupRecord extends PostalAddress {
  id: number;
  parentId: number | null;
  name: string;
  type: GroupType;
  subtype: GroupSubtype;
  territory: Territory;
  pendingOwnership: boolean;
  charity?: Charity;
  creationUserId: number | null;
  updateUserId: number | null;
  activityTimestamp: number;
  createTimestamp: number;
  updateTimestamp: number;
}

export interface Membership {
  userId: number;
  groupId: number;
  accessLevel: AccessLevel;
}

export interface Dataset {
  datasetId: number;
  dataset: string;
  datasetRef: string;
  service: ServiceKind;
}

export interface PriceBand {
  clicks: number;
  price: number;
}

export interface PlanFilter {
  description: string;
  category: string;
  displayOrder: number;
}

export interface PlanComparison {
  description: string;
  displayOrder: number;
}

export interface Plan {
  planId: number;
  plan: string;
  description: string;
  service: ServiceKind;
  /** A plan renews each period; a bundle is a one-off top-up of clicks. */
  kind: 'plan' | 'bundle';
  datasetId: number;
  dataset: string;
  datasetRef: string;
  /** Days; 0 for a bundle, whose clicks last until used. */
  duration: number;
  clicks: number;
  price: number;
  currency: Currency;
  availableStart: number;
  /** 0 while the plan stays on sale. */
  availableEnd: number;
  calculator: string;
  pricing: PriceBand[];
  formula: string;
  createdDate: number;
  createdBy: number;
  updatedDate: number;
  updatedBy: number;
  territory: Territory;
  allowTest: boolean;
  displayOrder: number;
  planFilter: PlanFilter[];
  planComparison: PlanComparison[];
}

export interface Bundle {
  bundleId: number;
  planId: number;
  clicks: number;
  price: number;
  purchaseDate: number;
  startDate: number;
  endDate: number;
}

export interface Subscription {
  subscriptionId: number;
  accountId: number;
  planId: number;
  service: ServiceKind;
  startDate: number;
  endDate: number;
  clicks: number;
  price: number;
  currency: Currency;
  enabled: boolean;
  autoRenew: boolean;
  /** The clicks an automatic renewal buys, when the customer chose other than `clicks`. */
  renewalClicks?: number;
  /** What such a renewal costs, priced when the clicks were chosen. */
  renewalPrice?: number;
  /**
   * Automatic top-up: a renewal bought as soon as the remaining clicks fall below this percentage of
   * the period's allowance, rather than waiting for the period's end. 0 or absent: off.
   */
  topUpPercent?: number;
  /**
   * A free trial given to a new organisation's account when its owner validated (store/trials.ts):
   * a few clicks for a short while, never renewed, never charged, and no bundle tops it up.
   */
  trial?: boolean;
  bundles: Bundle[];
  /**
   * More clicks of this plan bought in the shop for the running period (already in `clicks`), each
   * a charge of its own on the day it was paid; absent when none were.
   */
  topUps?: TopUp[];
}

/** Clicks of a held plan bought in the shop while its period runs, and what they cost. */
export interface TopUp {
  date: number;
  clicks: number;
  price: number;
}

/** Clicks used on one day (`date` is that day's UTC midnight in epoch seconds). */
export interface SubscriptionUsage {
  subscriptionId: number;
  accountId: number;
  planId: number;
  date: number;
  clicks: number;
}

export interface TokenUsage {
  tokenId: number;
  accountId: number;
  date: number;
  clicks: number;
}

export interface ApiToken {
  id: number;
  /** The account the token belongs to. */
  parentId: number;
  type: string;
  tag: string;
  key: string;
  /** SHA-256 of the key, as the real service stores it. */
  hash: string;
  locked: boolean;
  ipRange: string;
  referrer: string;
  /** Epoch seconds; 0 for a token that never expires. */
  expiry: number;
  properties: Record<string, string>;
  userName: string;
  users: number[];
  creationUserId: number;
  updateUserId: number;
  createTimestamp: number;
  updateTimestamp: number;
}

export interface Maf {
  mafId: number;
  mafName: string;
  mafCountryCode: string;
}

export interface BureauInputField {
  name: string;
  row1: string;
  row2: string;
  mappingType: string;
  mappingOrder: number;
  inputOrder: number;
}

export interface BureauFileUpload {
  delimiter: string;
  fileServerId: string;
  hasHeader: boolean;
  inputFields: BureauInputField[];
  mafId: number;
  name: string;
  rowCount: number;
  testFileServerId: string;
  testRowCount: number;
  usePAF: boolean;
  useQuotes: boolean;
  templateFileId: number | null;
}

export interface StatLine {
  description: string;
  count: number;
}

/** What happened to a record: the one thing said of it, so that the lines of a run add up to its records. */
export type RecordFate = 'cleansed' | 'corrected' | 'unmatched' | 'duplicate' | 'suppressed';

/** Where a record went: the cleansed file, the separate duplicates file, or no file at all. */
export type OutputFile = 'cleansed' | 'duplicates' | 'none';

/** So many records met this fate and went to this file. A run's lines add up to its records. */
export interface FateLine {
  fate: RecordFate;
  file: OutputFile;
  count: number;
}

/** One change the bureau made to a record, as a sample of what it changes. */
export interface ChangeSample {
  /** The record's place in the file, from 1 (the header line not counted). */
  row: number;
  /** The record's Reference column, or '' when none is mapped. */
  reference: string;
  /** What was changed: Postcode corrected, Postcode added, Postcode formatted, Street corrected, Street added, Street formatted, Town corrected, Town added or Town formatted. */
  change: string;
  given: string;
  cleansed: string;
}

export interface TestResults {
  recordCount: number;
  codingStats: StatLine[];
  suppressionStats: StatLine[];
  outputGroupStats: StatLine[];
  /** Premise, Street, Postcode and None: how closely each record was placed; they add up to recordCount. */
  matchLevelStats: StatLine[];
  /** What was changed, per kind of change (a record may have several). */
  addressUpdateStats: StatLine[];
  /** Unique, Parent and Child; empty when duplicates are not looked for. */
  dedupeStats: StatLine[];
  /** Every record once: what happens to it and into which file. */
  recordFates: FateLine[];
  changeSample: ChangeSample[];
}

export interface FullResults {
  inputRecordCount: number;
  outputRecordCount: number;
  codingStats: StatLine[];
  addressUpdateStats: StatLine[];
  dedupeStats: StatLine[];
  suppressionRemovedStats: StatLine[];
  suppressionFlaggedStats: StatLine[];
  outputGroupStats: StatLine[];
  matchLevelStats: StatLine[];
  /** Records written to the separate duplicates file (0 without one). */
  duplicatesRecordCount: number;
  recordFates: FateLine[];
  changeSample: ChangeSample[];
}

export interface BureauFile {
  id: number;
  accountId: number;
  name: string;
  /** Where the file is in the address cleanse flow (docs/flows.md). */
  status: 'uploaded' | 'mapped' | 'tested' | 'costed' | 'paid' | 'processing' | 'finished' | 'discarded';
  upload: BureauFileUpload;
  testResults: TestResults | null;
  fullResults: FullResults | null;
  creationUserId: number;
  createTimestamp: number;
  updateTimestamp: number;
}

export interface LeadService {
  service: 'Address Lookup' | 'Payment Validation' | 'Address Cleanse';
  quantity: number;
}

export interface Lead {
  id: number;
  /** The partner the lead belongs to. */
  parentId: number;
  companyName: string;
  companyAddress: string[];
  contactName: string;
  email: string;
  phoneNumber: string;
  jobTitle: string;
  division: string;
  services: LeadService[];
  integrations: string[];
  enrichments: string[];
  cleansing: string[];
  probability: number;
  jointMeeting: boolean;
  description: string;
  status: 'open' | 'won' | 'lost';
  openDate: number;
  /** Expected close while open, actual close once won or lost. */
  closeDate: number;
}

export interface OutboxMessage {
  email: string;
  kind: 'validation' | 'resetpassword' | 'invitation' | 'tokenalert';
  /** The code to type in; for an invitation, its token (the jwt of POST /groupinvite); '' for an alert. */
  code: string;
  /**
   * Where the message's link leads: for an invitation the portal's page with the token in its
   * query, for an alert the token on the portal's Tokens screen.
   */
  link?: string;
  /** An alert's subject and words (store/token-alerts.ts). */
  subject?: string;
  text?: string;
  /** An alert's token and why it was sent. */
  tokenId?: number;
  reason?: 'dailyCap' | 'addressCap' | 'refusals';
  sentAt: number;
}

export interface SeedData {
  users: UserRecord[];
  groups: GroupRecord[];
  memberships: Membership[];
  datasets: Dataset[];
  plans: Plan[];
  subscriptions: Subscription[];
  subscriptionUsage: SubscriptionUsage[];
  tokens: ApiToken[];
  tokenUsage: TokenUsage[];
  mafs: Maf[];
  bureauFiles: BureauFile[];
  leads: Lead[];
  /** Codes waiting for a user to enter them, by user id. */
  pendingValidationCodes: { userId: number; code: string }[];
  outbox: OutboxMessage[];
  /** The permissions catalogue. */
  permissions: Permission[];
  /** Each user's settings that differ from the permission's default. */
  userPermissions: UserPermissionSetting[];
}

/** An entry of the permissions catalogue; `def` is what a user has until it is changed. */
export interface Permission {
  id: number;
  /** The reference name the portal shows staff-role permissions by. */
  refId: string;
  name: string;
  description: string;
  /** The permission this one is grouped under; null for one that stands alone. */
  parentId: number | null;
  /** A staff-role permission: only staff may grant it. */
  admin: boolean;
  /** A privacy (notification) setting: the user may change their own. */
  isNotification: boolean;
  isService: boolean;
  def: boolean;
}

/** One user's setting of one permission, where it differs from the default. */
export interface UserPermissionSetting {
  userId: number;
  permissionId: number;
  enabled: boolean;
}
