import { hashPasswordSync } from '../auth/password';
import type { SeedClock } from './clock';
import type { PostalAddress, Role, Territory, UserRecord } from './types';

export const DEMO_PASSWORD = 'Passw0rd!';

export const userIds = {
  owner: 1,
  member: 2,
  partner: 3,
  referrer: 4,
  solo: 5,
  koala: 6,
  newcomer: 7,
  admin: 8,
  super: 9,
  sales: 10,
} as const;

interface DemoUser {
  id: number;
  email: string;
  personalName: string;
  companyName: string;
  roles: Role[];
  territory: Territory;
  validated: boolean;
  createdDaysAgo: number;
  address: PostalAddress;
}

const providerOffice: PostalAddress = {
  address1: 'Data House',
  address2: '1 Harbour Road',
  address3: '',
  address4: '',
  town: 'Bristol',
  county: 'Bristol',
  postcode: 'BS1 5AA',
  country: 'United Kingdom',
};

function ukAddress(address1: string, town: string, county: string, postcode: string): PostalAddress {
  return { address1, address2: '', address3: '', address4: '', town, county, postcode, country: 'United Kingdom' };
}

const demoUsers: DemoUser[] = [
  {
    id: userIds.owner,
    createdDaysAgo: 400,
    email: 'owner@acme.example',
    personalName: 'Olivia Owner',
    companyName: 'Acme Ltd',
    roles: ['account'],
    territory: 'uk',
    validated: true,
    address: ukAddress('1 Acme Way', 'Manchester', 'Greater Manchester', 'M1 1AA'),
  },
  {
    id: userIds.member,
    createdDaysAgo: 380,
    email: 'member@acme.example',
    personalName: 'Martin Member',
    companyName: 'Acme Ltd',
    roles: ['account'],
    territory: 'uk',
    validated: true,
    address: ukAddress('1 Acme Way', 'Manchester', 'Greater Manchester', 'M1 1AA'),
  },
  {
    id: userIds.partner,
    createdDaysAgo: 420,
    email: 'partner@northwind.example',
    personalName: 'Priya Partner',
    companyName: 'Northwind Partners',
    roles: ['account'],
    territory: 'uk',
    validated: true,
    address: ukAddress('40 North Street', 'Leeds', 'West Yorkshire', 'LS1 4AB'),
  },
  {
    id: userIds.referrer,
    createdDaysAgo: 410,
    email: 'referrer@referral.example',
    personalName: 'Rhys Referrer',
    companyName: 'Referral Co',
    roles: ['account'],
    territory: 'uk',
    validated: true,
    address: ukAddress('7 Market Place', 'Cardiff', 'South Glamorgan', 'CF10 1AA'),
  },
  {
    id: userIds.solo,
    createdDaysAgo: 300,
    email: 'solo@solo.example',
    personalName: 'Sam Solo',
    companyName: 'Solo Traders',
    roles: ['account'],
    territory: 'uk',
    validated: true,
    address: ukAddress('3 High Street', 'York', 'North Yorkshire', 'YO1 7HH'),
  },
  {
    id: userIds.koala,
    email: 'koala@koala.example',
    personalName: 'Kylie Koala',
    companyName: 'Koala Pty',
    roles: ['account'],
    territory: 'australia',
    validated: true,
    createdDaysAgo: 250,
    address: { address1: '12 Wattle Street', address2: '', address3: '', address4: '', town: 'Sydney', county: 'NSW', postcode: '2000', country: 'Australia' },
  },
  {
    id: userIds.newcomer,
    email: 'new@new.example',
    personalName: 'Nina New',
    companyName: 'New Co',
    roles: ['account'],
    territory: 'uk',
    validated: false,
    createdDaysAgo: 2,
    address: ukAddress('9 Fresh Lane', 'Bath', 'Somerset', 'BA1 1AA'),
  },
  {
    id: userIds.admin,
    email: 'admin@provider.example',
    personalName: 'Ada Admin',
    companyName: 'Provider',
    roles: ['admin'],
    territory: 'uk',
    validated: true,
    createdDaysAgo: 900,
    address: providerOffice,
  },
  {
    id: userIds.super,
    email: 'super@provider.example',
    personalName: 'Stella Super',
    companyName: 'Provider',
    roles: ['super'],
    territory: 'uk',
    validated: true,
    createdDaysAgo: 900,
    address: providerOffice,
  },
  {
    id: userIds.sales,
    email: 'sales@provider.example',
    personalName: 'Simon Sales',
    companyName: 'Provider',
    roles: ['sales'],
    territory: 'uk',
    validated: true,
    createdDaysAgo: 900,
    address: providerOffice,
  },
];

// scrypt is slow on purpose, so each demo user's hash is made once per process, not per sandbox.
const hashes = new Map<number, string>();

function demoHash(userId: number): string {
  let hash = hashes.get(userId);
  if (!hash) {
    hash = hashPasswordSync(DEMO_PASSWORD);
    hashes.set(userId, hash);
  }
  return hash;
}

export function seedUsers(clock: SeedClock): UserRecord[] {
  return demoUsers.map((user) => {
    const staff = !user.roles.includes('account');
    return {
      id: user.id,
      name: user.email,
      email: user.email,
      passwordHash: demoHash(user.id),
      personalName: user.personalName,
      companyName: user.companyName,
      ...user.address,
      territory: user.territory,
      roles: [...user.roles],
      validated: user.validated,
      locked: false,
      activity: clock.daysAgo(user.validated ? 1 : user.createdDaysAgo),
      createTimestamp: clock.daysAgo(user.createdDaysAgo),
      updateTimestamp: clock.daysAgo(Math.min(user.createdDaysAgo, 30)),
      creationUserId: staff ? null : userIds.admin,
      updateUserId: staff ? null : user.id,
    };
  });
}
