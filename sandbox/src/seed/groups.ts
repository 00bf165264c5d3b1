import type { SeedClock } from './clock';
import { userIds } from './users';
import type { GroupRecord, GroupSubtype, GroupType, Membership, PostalAddress, Territory } from './types';

/** Ids follow the tree top-down, so an organisation's first account has the lowest id. */
export const groupIds = {
  northwindPartners: 101,
  acmeLtd: 102,
  acmeMain: 103,
  acmeWeb: 104,
  brightCharity: 105,
  brightMain: 106,
  referralCo: 107,
  refcoClient: 108,
  refcoMain: 109,
  soloTraders: 110,
  soloMain: 111,
  koalaPty: 112,
  koalaMain: 113,
  newCo: 114,
  newMain: 115,
} as const;

interface DemoGroup {
  id: number;
  parentId: number | null;
  name: string;
  type: GroupType;
  subtype: GroupSubtype;
  territory: Territory;
  createdBy: number;
  createdDaysAgo: number;
  address: PostalAddress;
  charityNumber?: string;
}

function uk(address1: string, town: string, county: string, postcode: string): PostalAddress {
  return { address1, address2: '', address3: '', address4: '', town, county, postcode, country: 'United Kingdom' };
}

const northwind = uk('40 North Street', 'Leeds', 'West Yorkshire', 'LS1 4AB');
const acme = uk('1 Acme Way', 'Manchester', 'Greater Manchester', 'M1 1AA');
const bright = uk('22 Hope Street', 'Liverpool', 'Merseyside', 'L1 9BQ');
const referral = uk('7 Market Place', 'Cardiff', 'South Glamorgan', 'CF10 1AA');
const refco = uk('15 Quay Road', 'Swansea', 'West Glamorgan', 'SA1 1AA');
const solo = uk('3 High Street', 'York', 'North Yorkshire', 'YO1 7HH');
const koala: PostalAddress = {
  address1: '12 Wattle Street',
  address2: '',
  address3: '',
  address4: '',
  town: 'Sydney',
  county: 'NSW',
  postcode: '2000',
  country: 'Australia',
};
const newCo = uk('9 Fresh Lane', 'Bath', 'Somerset', 'BA1 1AA');

const { admin, partner, referrer, newcomer } = userIds;

const demoGroups: DemoGroup[] = [
  {
    id: groupIds.northwindPartners,
    parentId: null,
    name: 'Northwind Partners',
    type: 'partner',
    subtype: '',
    territory: 'uk',
    createdBy: admin,
    createdDaysAgo: 420,
    address: northwind,
  },
  {
    id: groupIds.acmeLtd,
    parentId: groupIds.northwindPartners,
    name: 'Acme Ltd',
    type: 'organisation',
    subtype: 'corporate',
    territory: 'uk',
    createdBy: partner,
    createdDaysAgo: 400,
    address: acme,
  },
  {
    id: groupIds.acmeMain,
    parentId: groupIds.acmeLtd,
    name: 'Acme Main',
    type: 'account',
    subtype: '',
    territory: 'uk',
    createdBy: partner,
    createdDaysAgo: 400,
    address: acme,
  },
  {
    id: groupIds.acmeWeb,
    parentId: groupIds.acmeLtd,
    name: 'Acme Web',
    type: 'account',
    subtype: '',
    territory: 'uk',
    createdBy: userIds.owner,
    createdDaysAgo: 350,
    address: acme,
  },
  {
    id: groupIds.brightCharity,
    parentId: groupIds.northwindPartners,
    name: 'Bright Charity',
    type: 'organisation',
    subtype: '',
    territory: 'uk',
    createdBy: partner,
    createdDaysAgo: 380,
    address: bright,
    charityNumber: '1100123',
  },
  {
    id: groupIds.brightMain,
    parentId: groupIds.brightCharity,
    name: 'Bright Main',
    type: 'account',
    subtype: '',
    territory: 'uk',
    createdBy: partner,
    createdDaysAgo: 380,
    address: bright,
  },
  {
    id: groupIds.referralCo,
    parentId: null,
    name: 'Referral Co',
    type: 'partner',
    subtype: 'referrer',
    territory: 'uk',
    createdBy: admin,
    createdDaysAgo: 410,
    address: referral,
  },
  {
    id: groupIds.refcoClient,
    parentId: groupIds.referralCo,
    name: 'Refco Client',
    type: 'organisation',
    subtype: '',
    territory: 'uk',
    createdBy: referrer,
    createdDaysAgo: 360,
    address: refco,
  },
  {
    id: groupIds.refcoMain,
    parentId: groupIds.refcoClient,
    name: 'Refco Main',
    type: 'account',
    subtype: '',
    territory: 'uk',
    createdBy: referrer,
    createdDaysAgo: 360,
    address: refco,
  },
  {
    id: groupIds.soloTraders,
    parentId: null,
    name: 'Solo Traders',
    type: 'organisation',
    subtype: '',
    territory: 'uk',
    createdBy: userIds.solo,
    createdDaysAgo: 300,
    address: solo,
  },
  {
    id: groupIds.soloMain,
    parentId: groupIds.soloTraders,
    name: 'Solo Main',
    type: 'account',
    subtype: '',
    territory: 'uk',
    createdBy: userIds.solo,
    createdDaysAgo: 300,
    address: solo,
  },
  {
    id: groupIds.koalaPty,
    parentId: null,
    name: 'Koala Pty',
    type: 'organisation',
    subtype: '',
    territory: 'australia',
    createdBy: userIds.koala,
    createdDaysAgo: 250,
    address: koala,
  },
  {
    id: groupIds.koalaMain,
    parentId: groupIds.koalaPty,
    name: 'Koala Main',
    type: 'account',
    subtype: '',
    territory: 'australia',
    createdBy: userIds.koala,
    createdDaysAgo: 250,
    address: koala,
  },
  {
    id: groupIds.newCo,
    parentId: null,
    name: 'New Co',
    type: 'organisation',
    subtype: '',
    territory: 'uk',
    createdBy: newcomer,
    createdDaysAgo: 2,
    address: newCo,
  },
  {
    id: groupIds.newMain,
    parentId: groupIds.newCo,
    name: 'New Main',
    type: 'account',
    subtype: '',
    territory: 'uk',
    createdBy: newcomer,
    createdDaysAgo: 2,
    address: newCo,
  },
];

export function seedGroups(clock: SeedClock): GroupRecord[] {
  return demoGroups.map((group) => ({
    id: group.id,
    parentId: group.parentId,
    name: group.name,
    type: group.type,
    subtype: group.subtype,
    ...group.address,
    territory: group.territory,
    pendingOwnership: false,
    ...(group.charityNumber ? { charity: { number: group.charityNumber, status: 'valid' as const } } : {}),
    creationUserId: group.createdBy,
    updateUserId: group.createdBy,
    activityTimestamp: clock.daysAgo(Math.min(group.createdDaysAgo, 1)),
    createTimestamp: clock.daysAgo(group.createdDaysAgo),
    updateTimestamp: clock.daysAgo(Math.min(group.createdDaysAgo, 45)),
  }));
}

export function seedMemberships(): Membership[] {
  return [
    { userId: userIds.owner, groupId: groupIds.acmeLtd, accessLevel: 'owner' },
    { userId: userIds.member, groupId: groupIds.acmeMain, accessLevel: 'member' },
    { userId: userIds.partner, groupId: groupIds.northwindPartners, accessLevel: 'owner' },
    { userId: userIds.referrer, groupId: groupIds.referralCo, accessLevel: 'owner' },
    { userId: userIds.solo, groupId: groupIds.soloTraders, accessLevel: 'owner' },
    { userId: userIds.koala, groupId: groupIds.koalaPty, accessLevel: 'owner' },
    { userId: userIds.newcomer, groupId: groupIds.newCo, accessLevel: 'owner' },
  ];
}
