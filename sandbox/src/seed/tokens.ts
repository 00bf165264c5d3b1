import { createHash } from 'node:crypto';
import type { SeedClock } from './clock';
import { groupIds } from './groups';
import { userIds } from './users';
import type { ApiToken } from './types';

export const tokenIds = { acmeWebsite: 301, acmeCrm: 302, koalaWebsite: 303 } as const;

/** How many days ago the crm token was locked; it has no usage since. */
export const CRM_LOCKED_DAYS_AGO = 14;

interface DemoToken {
  id: number;
  accountId: number;
  tag: string;
  owner: number;
  userName: string;
  locked: boolean;
  ipRange: string;
  referrer: string;
  createdDaysAgo: number;
}

const demoTokens: DemoToken[] = [
  {
    id: tokenIds.acmeWebsite,
    accountId: groupIds.acmeMain,
    tag: 'website',
    owner: userIds.owner,
    userName: 'owner@acme.example',
    locked: false,
    ipRange: '',
    referrer: 'https://www.acme.example',
    createdDaysAgo: 300,
  },
  {
    id: tokenIds.acmeCrm,
    accountId: groupIds.acmeMain,
    tag: 'crm',
    owner: userIds.owner,
    userName: 'owner@acme.example',
    locked: true,
    ipRange: '203.0.113.0/24',
    referrer: '',
    createdDaysAgo: 200,
  },
  {
    id: tokenIds.koalaWebsite,
    accountId: groupIds.koalaMain,
    tag: 'website',
    owner: userIds.koala,
    userName: 'koala@koala.example',
    locked: false,
    ipRange: '',
    referrer: 'https://www.koala.example',
    createdDaysAgo: 240,
  },
];

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function seedTokens(clock: SeedClock): ApiToken[] {
  return demoTokens.map((token) => {
    // Derived from the id so the demo keys stay the same on every start.
    const key = `sbx_${sha256(`sandbox-token-${token.id}`).slice(0, 32)}`;
    return {
      id: token.id,
      parentId: token.accountId,
      type: 'key',
      tag: token.tag,
      key,
      hash: sha256(key),
      locked: token.locked,
      ipRange: token.ipRange,
      referrer: token.referrer,
      expiry: 0,
      properties: {},
      userName: token.userName,
      users: [token.owner],
      creationUserId: token.owner,
      updateUserId: token.owner,
      createTimestamp: clock.daysAgo(token.createdDaysAgo),
      updateTimestamp: clock.daysAgo(token.locked ? CRM_LOCKED_DAYS_AGO : token.createdDaysAgo),
    };
  });
}
