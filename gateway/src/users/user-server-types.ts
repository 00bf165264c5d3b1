import { z } from 'zod';
import { orNull } from '../upstream/shape';

// The user server's JSON shapes (sandbox/README.md, "User server"), declared so that the request
// layer checks each answer against them; the types are what the checks give. Ids are numbers,
// timestamps epoch seconds. Answers are frozen once checked.

export const upstreamRole = z.enum(['account', 'admin', 'super', 'sales']);
export const upstreamTerritory = z.enum(['uk', 'australia']);
export type UpstreamRole = z.output<typeof upstreamRole>;
export type UpstreamTerritory = z.output<typeof upstreamTerritory>;

/** `GET /auth` and `GET /reauth`: a session. */
export const upstreamSessionUser = z.object({
  jwt: z.string(),
  id: z.number(),
  userName: z.string(),
  recycleDate: z.number(),
  roles: z.array(upstreamRole),
  territory: upstreamTerritory,
  validated: z.boolean(),
  accountId: z.number().nullish(),
});
export type UpstreamSessionUser = z.output<typeof upstreamSessionUser>;

/** The postal address users and groups both carry; a field the service leaves out is null. */
const postalAddress = {
  address1: orNull(z.string()),
  address2: orNull(z.string()),
  address3: orNull(z.string()),
  address4: orNull(z.string()),
  town: orNull(z.string()),
  county: orNull(z.string()),
  postcode: orNull(z.string()),
  country: orNull(z.string()),
};

/** `GET /user`. */
export const upstreamUser = z.object({
  ...postalAddress,
  id: z.number(),
  name: z.string(),
  email: z.string(),
  personalName: orNull(z.string()),
  companyName: orNull(z.string()),
  territory: upstreamTerritory,
  isGroup: z.boolean(),
  type: orNull(z.string()),
  subType: orNull(z.string()),
  locked: z.boolean(),
  activity: orNull(z.number()),
  createTimestamp: orNull(z.number()),
  updateTimestamp: orNull(z.number()),
  creationUserId: orNull(z.number()),
  updateUserId: orNull(z.number()),
});
export type UpstreamUser = z.output<typeof upstreamUser>;

const groupFields = z.object({
  ...postalAddress,
  id: z.number(),
  parentId: orNull(z.number()),
  /** Named even where the caller may not see the parent; absent from services that do not send it. */
  parentName: z.string().nullish(),
  name: z.string(),
  type: z.enum(['partner', 'organisation', 'account']),
  /** '' when the group has no subtype. */
  subtype: orNull(z.enum(['referrer', 'corporate', ''])),
  territory: upstreamTerritory,
  pendingOwnership: z.boolean(),
  /** Only for a charity: its number and how far the provider's check has got (schema/group-status.graphql). */
  charity: z.lazy(() => upstreamCharity).nullish(),
  isMember: z.boolean(),
  isOwner: z.boolean(),
  isManager: z.boolean(),
  creationUserId: orNull(z.number()),
  updateUserId: orNull(z.number()),
  activityTimestamp: orNull(z.number()),
  createTimestamp: orNull(z.number()),
  updateTimestamp: orNull(z.number()),
});

/** A group as `GET /groups` lists it, or as `GET /group` answers with its children. */
export type UpstreamGroup = z.output<typeof groupFields> & {
  /** Present on GET /group answers (direct children, or the subtree with recurse=true). */
  children?: UpstreamGroup[];
};

// Groups nest, so the type is written out above and the shape refers to itself lazily.
export const upstreamGroup: z.ZodType<UpstreamGroup, unknown> = groupFields.extend({
  children: z.array(z.lazy(() => upstreamGroup)).optional(),
});

/** `GET /groups`: every group the caller may see, flat. */
export const upstreamGroups = z.array(upstreamGroup);

/** `POST /users`: the new user's id. */
export const upstreamRegistration = z.object({ id: z.number() });
export type UpstreamRegistration = z.output<typeof upstreamRegistration>;

/** `POST /groups`: the new group, and the account made inside an organisation created for a user. */
export const upstreamCreatedGroup = z.object({ id: z.number(), accountId: z.number().nullish() });
export type UpstreamCreatedGroup = z.output<typeof upstreamCreatedGroup>;

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

/** The body of POST /groups: `userId` for a new organisation of that user, or `groupId` for a group below it. */
export interface UpstreamNewGroup {
  userId?: number;
  groupId?: number;
  type: 'organisation' | 'account';
  name: string;
  country?: string;
}

// ---- Corporate, charity and partner status; the staff search (schema/group-status.graphql, schema/search.graphql)

/** A group's charity status: its number, how far verification has got, and its discounts. */
export const upstreamCharity = z.object({
  number: z.string(),
  status: z.enum(['pending', 'valid', 'notValid']),
  isPostalOperatorDiscount: z.boolean().default(false),
  isOSDiscount: z.boolean().default(false),
});
export type UpstreamCharity = z.output<typeof upstreamCharity>;

/** The body of PUT /group/updatecharity, and of PUT /group/confirmcharity with `isValid`. */
export interface UpstreamCharityDetails {
  charityPSLNumber: string;
  isInVerifyProcess: boolean;
  isPostalOperatorDiscount: boolean;
  isOSDiscount: boolean;
  isValid?: boolean;
}

/** The kinds of partner an organisation may be migrated to (PUT /migrate/orgToPartner). */
export type UpstreamPartnerType = 'reseller' | 'referrer';

/** An API token as `GET /search` lists it: never its key. */
export const upstreamSearchToken = z.object({
  id: z.number(),
  parentId: z.number(),
  parentName: z.string().nullish(),
  type: orNull(z.string()),
  tag: z.string(),
  locked: z.boolean(),
  userName: orNull(z.string()),
  expiry: orNull(z.number()),
});
export type UpstreamSearchToken = z.output<typeof upstreamSearchToken>;

/** `GET /search`: every token, group and user matching the filter, unpaged. */
export const upstreamSearchResults = z.object({
  tokens: z.array(upstreamSearchToken),
  groups: z.array(upstreamGroup),
  users: z.array(upstreamUser),
});
export type UpstreamSearchResults = z.output<typeof upstreamSearchResults>;

// ---- User settings: a user's details, password and permissions

/** The body of `PUT /users?id=`: the details to change; those left out stay as they are. */
export interface UpstreamUserDetails {
  personalName?: string;
  companyName?: string;
  address1?: string;
  address2?: string;
  address3?: string;
  address4?: string;
  town?: string;
  county?: string;
  postcode?: string;
  country?: string;
}

/** `GET /permissions`: an entry of the permissions catalogue. */
export const upstreamPermission = z.object({
  id: z.number(),
  refId: z.string(),
  name: z.string(),
  description: orNull(z.string()),
  parentId: orNull(z.number()),
  admin: z.boolean(),
  isNotification: z.boolean(),
  isService: z.boolean(),
});
export type UpstreamPermission = z.output<typeof upstreamPermission>;
export const upstreamPermissions = z.array(upstreamPermission);

/** A user's setting of one permission, with the permissions grouped under it. */
export interface UpstreamUserPermission {
  id: number;
  name: string;
  enabled: boolean;
  def: boolean;
  children: UpstreamUserPermission[];
}

// Settings nest, so the type is written out above and the shape refers to itself lazily.
export const upstreamUserPermission: z.ZodType<UpstreamUserPermission, unknown> = z.object({
  id: z.number(),
  name: z.string(),
  enabled: z.boolean(),
  def: z.boolean(),
  children: z.array(z.lazy(() => upstreamUserPermission)).default([]),
});

/** `GET /userpermissions` and `PUT /userpermissions`: the user's whole tree of settings. */
export const upstreamUserPermissions = z.array(upstreamUserPermission);

/** A user's setting as the gateway hands it on: the service's, with the user it belongs to. */
export type UserPermissionOfUser = UpstreamUserPermission & { userId: string };

// ---- Account administration: a group's users, invitations, access levels, locks, editing and
// deleting groups (schema/group-users.graphql)

export const upstreamAccessLevel = z.enum(['owner', 'sudoowner', 'member', 'manager']);
export type UpstreamAccessLevel = z.output<typeof upstreamAccessLevel>;

/**
 * A line of `GET /groupusers`: a user holding access in the group (held there or in a group above,
 * `groupId`), or with `pending` an invitation still waiting for an answer.
 */
export const upstreamGroupUserLine = z.object({
  pending: z.boolean().default(false),
  userId: orNull(z.number()),
  email: z.string(),
  name: orNull(z.string()),
  personalName: orNull(z.string()),
  accessLevel: upstreamAccessLevel,
  groupId: z.number(),
  groupName: orNull(z.string()),
  inherited: z.boolean().default(false),
  locked: z.boolean().default(false),
  activity: orNull(z.number()),
  sentAt: orNull(z.number()),
  expiry: orNull(z.number()),
  takeOwnership: z.boolean().default(false),
});
export type UpstreamGroupUserLine = z.output<typeof upstreamGroupUserLine>;
export const upstreamGroupUserLines = z.array(upstreamGroupUserLine);

/** `GET` and `PUT /groupuseraccess`: one user's access level in a group, and where it is held. */
export const upstreamGroupUserAccess = z.object({
  groupId: z.number(),
  userId: z.number(),
  accessLevel: upstreamAccessLevel,
  heldInGroupId: z.number(),
  heldInGroupName: orNull(z.string()),
  inherited: z.boolean(),
});
export type UpstreamGroupUserAccess = z.output<typeof upstreamGroupUserAccess>;

/** `PUT /userlock`: the user's lock as it now is. */
export const upstreamUserLock = z.object({ id: z.number(), locked: z.boolean() });

/** `POST /groupinvite`: the group joined, with the caller's flags in it. */
export const upstreamJoinedGroup = groupFields.extend({ accessLevel: upstreamAccessLevel.nullish() });

/** The body of `POST /groupusers`: how long the invitation lasts, and where its link leads. */
export interface UpstreamInvitationRequest {
  expiry: number;
  takeOwnership: boolean;
  backUrl?: string;
}

/** The body of `PUT /groups?groupId=`: the name and address fields to change. */
export interface UpstreamGroupDetails {
  name?: string;
  address1?: string;
  address2?: string;
  address3?: string;
  address4?: string;
  town?: string;
  county?: string;
  postcode?: string;
  country?: string;
}
