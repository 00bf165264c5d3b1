// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { graphqlExamples } from '../lib/api-examples';
import type { SessionUser } from '../lib/session/session-user';
import { accountDataset, ownDataset } from './example-dataset';
import { ACCOUNT_ID_PLACEHOLDER, exampleTab } from './example-tabs';
import { exampleAccountId } from './session-fetch';

const plans = graphqlExamples.find((example) => example.id === 'plans')!;
const me = graphqlExamples.find((example) => example.id === 'me')!;
const suggestions = graphqlExamples.find((example) => example.id === 'suggestions')!;
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

describe("the Address lookup example, for the account's own dataset", () => {
  it('names the dataset the account has, with something to search for in it; the guide’s uk one where it is not known', () => {
    expect(JSON.parse(exampleTab(suggestions, '113', 'au-gnaf').variables)).toEqual({ accountId: '113', dataset: 'au-gnaf', text: 'sydney' });
    expect(JSON.parse(exampleTab(suggestions, '103', 'uk-paf').variables)).toEqual({ accountId: '103', dataset: 'uk-paf', text: 'high street manc' });
    expect(JSON.parse(exampleTab(suggestions, null).variables)).toEqual({ accountId: ACCOUNT_ID_PLACEHOLDER, dataset: 'uk-paf', text: 'high street manc' });
  });

  it("takes the account's own dataset, never the international one", () => {
    expect(
      ownDataset([
        { ref: 'international', international: true },
        { ref: 'au-gnaf', international: false },
      ]),
    ).toBe('au-gnaf');
    expect(ownDataset([{ ref: 'international', international: true }])).toBeNull();
  });

  it('asks the gateway for the account’s datasets, and cannot tell when it refuses or does not answer', async () => {
    const asked: unknown[] = [];
    const answering = (body: unknown, status = 200) =>
      (async (_input: unknown, init?: RequestInit) => {
        asked.push(JSON.parse(String(init?.body)));
        return Response.json(body, { status });
      }) as typeof fetch;
    const datasets = [
      { ref: 'au-gnaf', international: false },
      { ref: 'international', international: true },
    ];
    expect(await accountDataset('113', answering({ data: { addressDatasets: datasets } }))).toBe('au-gnaf');
    expect(asked[0]).toMatchObject({ variables: { accountId: '113' } });
    expect(
      await accountDataset('999', answering({ data: null, errors: [{ message: 'Cannot load the datasets', extensions: { code: 'FORBIDDEN' } }] })),
    ).toBeNull();
    expect(await accountDataset('113', answering({}, 502))).toBeNull();
    expect(await accountDataset('113', (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch)).toBeNull();
  });
});
