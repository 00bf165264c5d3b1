// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { graphqlExamples } from '../lib/api-examples';
import type { SessionUser } from '../lib/session/session-user';
import { ACCOUNT_ID_PLACEHOLDER, exampleAccountId, exampleTab } from './example-tabs';

const plans = graphqlExamples.find((example) => example.id === 'plans')!;
const me = graphqlExamples.find((example) => example.id === 'me')!;
const owner: SessionUser = {
  jwt: 'j',
  id: '7',
  userName: 'owner@acme.example',
  recycleDate: 0,
  roles: ['account'],
  territory: 'uk',
  validated: true,
  accountId: '104',
};

const storage = (entries: Record<string, string>): Storage => {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null } as Storage;
};

describe('an example as a ready tab', () => {
  it("fills in the account's id, and leaves the operation as the guide shows it", () => {
    expect(exampleTab(plans, '103')).toEqual({ query: plans.query, variables: '{\n  "accountId": "103"\n}' });
  });

  it('says what to put where the account is not known, and has no variables where the operation takes none', () => {
    expect(JSON.parse(exampleTab(plans, null).variables)).toEqual({ accountId: ACCOUNT_ID_PLACEHOLDER });
    expect(exampleTab(me, '103').variables).toBe('');
  });

  it('uses the account chosen in the portal, else the one the session acts for, and none when signed out', () => {
    expect(exampleAccountId(owner, storage({ currentAccount: '103' }))).toBe('103');
    expect(exampleAccountId(owner, storage({}))).toBe('104');
    expect(exampleAccountId(null, storage({ currentAccount: '103' }))).toBeNull();
  });
});
