// The user server's JSON shapes (sandbox/README.md, "User server"). Ids are numbers, timestamps
// epoch seconds. Answers are frozen once parsed, hence readonly.

export type UpstreamRole = 'account' | 'admin' | 'super' | 'sales';
export type UpstreamTerritory = 'uk' | 'australia';

export interface UpstreamSessionUser {
  readonly jwt: string;
  readonly id: number;
  readonly userName: string;
  readonly recycleDate: number;
  readonly roles: readonly UpstreamRole[];
  readonly territory: UpstreamTerritory;
  readonly validated: boolean;
  readonly accountId?: number | null;
}

/** The postal address users and groups both carry; a field the service leaves out is null. */
export interface UpstreamPostalAddress {
  readonly address1: string | null;
  readonly address2: string | null;
  readonly address3: string | null;
  readonly address4: string | null;
  readonly town: string | null;
  readonly county: string | null;
  readonly postcode: string | null;
  readonly country: string | null;
}

export interface UpstreamUser extends UpstreamPostalAddress {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly personalName: string | null;
  readonly companyName: string | null;
  readonly territory: UpstreamTerritory;
  readonly isGroup: boolean;
  readonly type: string | null;
  readonly subType: string | null;
  readonly locked: boolean;
  readonly activity: number | null;
  readonly createTimestamp: number | null;
  readonly updateTimestamp: number | null;
  readonly creationUserId: number | null;
  readonly updateUserId: number | null;
}

export interface UpstreamGroup extends UpstreamPostalAddress {
  readonly id: number;
  readonly parentId: number | null;
  readonly name: string;
  readonly type: 'partner' | 'organisation' | 'account';
  /** '' when the group has no subtype. */
  readonly subtype: 'referrer' | 'corporate' | '' | null;
  readonly territory: UpstreamTerritory;
  readonly pendingOwnership: boolean;
  readonly isMember: boolean;
  readonly isOwner: boolean;
  readonly isManager: boolean;
  readonly creationUserId: number | null;
  readonly updateUserId: number | null;
  readonly activityTimestamp: number | null;
  readonly createTimestamp: number | null;
  readonly updateTimestamp: number | null;
  /** Present on GET /group answers (direct children, or the subtree with recurse=true). */
  readonly children?: readonly UpstreamGroup[];
}

export interface UpstreamRegistrationRequest {
  email: string;
  password: string;
  personalName: string;
  companyName: string;
  country: string;
  territory: UpstreamTerritory;
  charityPSLNumber?: string;
  isInVerifyProcess?: boolean;
}

export interface UpstreamRegistration {
  readonly id: number;
}

export interface UpstreamSent {
  readonly sent: boolean;
}

/** The body of POST /groups: `userId` for a new organisation of that user, or `groupId` for a group below it. */
export interface UpstreamNewGroup {
  userId?: number;
  groupId?: number;
  type: 'organisation' | 'account';
  name: string;
  country?: string;
}

export interface UpstreamCreatedGroup {
  readonly id: number;
  /** The account made inside an organisation created for a user. */
  readonly accountId?: number | null;
}
