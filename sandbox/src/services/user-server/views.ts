import type { IssuedToken } from '../../auth/jwt';
import type { ApiToken, Charity, GroupRecord, PostalAddress, Role, Territory, UserRecord } from '../../seed';
import type { GroupAccess } from '../../store/groups';

export interface SessionUserView {
  jwt: string;
  id: number;
  userName: string;
  recycleDate: number;
  roles: Role[];
  territory: Territory;
  validated: boolean;
  accountId?: number;
}

export function sessionUserView(user: UserRecord, token: IssuedToken, recycleDate: number, accountId: number | undefined): SessionUserView {
  return {
    jwt: token.jwt,
    id: user.id,
    userName: user.name,
    recycleDate,
    roles: [...user.roles],
    territory: user.territory,
    validated: user.validated,
    ...(accountId === undefined ? {} : { accountId }),
  };
}

export function userView(user: UserRecord) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    personalName: user.personalName,
    companyName: user.companyName,
    address1: user.address1,
    address2: user.address2,
    address3: user.address3,
    address4: user.address4,
    town: user.town,
    county: user.county,
    postcode: user.postcode,
    country: user.country,
    territory: user.territory,
    isGroup: false as const,
    type: 'user' as const,
    subType: '' as const,
    locked: user.locked,
    activity: user.activity,
    createTimestamp: user.createTimestamp,
    updateTimestamp: user.updateTimestamp,
    creationUserId: user.creationUserId,
    updateUserId: user.updateUserId,
  };
}

export interface GroupView extends GroupAccess, PostalAddress {
  id: number;
  parentId: number | null;
  /** Given even where the caller may not see the parent, so a group at the top of their tree can name it. */
  parentName: string | null;
  name: string;
  type: GroupRecord['type'];
  subtype: GroupRecord['subtype'];
  territory: Territory;
  pendingOwnership: boolean;
  charity?: GroupRecord['charity'];
  creationUserId: number | null;
  updateUserId: number | null;
  activityTimestamp: number;
  createTimestamp: number;
  updateTimestamp: number;
  children?: GroupView[];
}

export function groupView(group: GroupRecord, access: GroupAccess, parentName: string | null): GroupView {
  return {
    id: group.id,
    parentId: group.parentId,
    parentName,
    name: group.name,
    type: group.type,
    subtype: group.subtype,
    address1: group.address1,
    address2: group.address2,
    address3: group.address3,
    address4: group.address4,
    town: group.town,
    county: group.county,
    postcode: group.postcode,
    country: group.country,
    territory: group.territory,
    pendingOwnership: group.pendingOwnership,
    isMember: access.isMember,
    isOwner: access.isOwner,
    isManager: access.isManager,
    ...(group.charity ? { charity: charityView(group.charity) } : {}),
    creationUserId: group.creationUserId,
    updateUserId: group.updateUserId,
    activityTimestamp: group.activityTimestamp,
    createTimestamp: group.createTimestamp,
    updateTimestamp: group.updateTimestamp,
  };
}

/** A charity with both discount flags spelt out, false where they were never set. */
export function charityView(charity: Charity): Required<Charity> {
  return {
    number: charity.number,
    status: charity.status,
    isPostalOperatorDiscount: charity.isPostalOperatorDiscount ?? false,
    isOSDiscount: charity.isOSDiscount ?? false,
  };
}

/** An API token as staff see it in a search: never its key or the key's hash. */
export function tokenView(token: ApiToken, parentName: string | null) {
  return {
    id: token.id,
    parentId: token.parentId,
    parentName,
    type: token.type,
    tag: token.tag,
    locked: token.locked,
    ipRange: token.ipRange,
    referrer: token.referrer,
    expiry: token.expiry,
    userName: token.userName,
    creationUserId: token.creationUserId,
    updateUserId: token.updateUserId,
    createTimestamp: token.createTimestamp,
    updateTimestamp: token.updateTimestamp,
  };
}
