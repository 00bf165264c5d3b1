import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { TokenCard_TokenFragment } from '../../../gql/graphql';
import { fakeGateway, renderScreen } from '../test/test-support';
import { TokenCard } from './token-card';

// A browser west of Greenwich, set before the modules make their date formats (vi.hoisted runs first).
const zoneBefore = vi.hoisted(() => {
  const before = process.env.TZ;
  process.env.TZ = 'America/New_York';
  return before;
});

afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

const token = (extra: Partial<TokenCard_TokenFragment>): TokenCard_TokenFragment =>
  ({
    __typename: 'ApiToken',
    id: '301',
    accountId: '103',
    tag: 'website',
    key: 'sbx_0123456789abcdef0123456789abcdef',
    locked: false,
    ipRange: '',
    referrer: '',
    expiry: null,
    dailyCap: null,
    dailyCapPerAddress: null,
    createdBy: 'owner@acme.example',
    createdAt: '2026-01-27T00:00:00.000Z',
    lastUsed: null,
    usage: [],
    tryCommand: 'curl ...',
    ...extra,
  }) as TokenCard_TokenFragment;

/** The value shown beside a label of the card's details. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe("a token card's days, in a browser west of Greenwich", () => {
  it('is in New York, so the test means something', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
  });

  // The edit dialog, and the services, take an expiry day as its UTC midnight; read in New York the
  // card said the day before (31 May for a token set to expire on 1 June), and so of its last use.
  it.each<[string, Partial<TokenCard_TokenFragment>, string, string]>([
    ['an expiry day and a day of last use', { expiry: '2030-06-01T00:00:00.000Z', lastUsed: '2026-11-23T00:00:00.000Z' }, '1 Jun 2030', '23 Nov 2026 (UTC)'],
    ['the first of a year', { expiry: '2027-01-01T00:00:00.000Z', lastUsed: '2026-01-01T00:00:00.000Z' }, '1 Jan 2027', '1 Jan 2026 (UTC)'],
    ['never', { expiry: null, lastUsed: null }, 'Never', 'Never'],
  ])('%s', (_name, extra, expires, lastUsed) => {
    renderScreen(<TokenCard token={token(extra)} />, { client: fakeGateway(() => ({ data: {} })).client });
    expect(detail('Expires')).toBe(expires);
    expect(detail('Last used')).toBe(lastUsed);
  });

  // Created was written in the browser's zone (1 Feb, 19:00 here) beside a last use in UTC (2 Feb):
  // a token used the moment it was made read as used the day after it was made.
  it('writes when the token was created and the day it was last used both in UTC, saying so', () => {
    renderScreen(<TokenCard token={token({ createdAt: '2026-02-02T00:00:00.000Z', lastUsed: '2026-02-02T00:00:00.000Z' })} />, {
      client: fakeGateway(() => ({ data: {} })).client,
    });
    expect(detail('Created')).toBe('2 Feb 2026, 00:00 (UTC)');
    expect(detail('Last used')).toBe('2 Feb 2026 (UTC)');
  });
});
