// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { byOrganisation, leftShare } from './partner-accounts';

describe('leftShare', () => {
  it.each([
    [0, 5000, 0],
    [1250, 5000, 25],
    [5001, 5000, 100],
    [10, 0, 0],
    [-5, 100, 0],
    [19_583, 23_000, 85],
  ])('%i of %i is %i%', (left, limit, share) => {
    expect(leftShare(left, limit)).toBe(share);
  });
});

describe('byOrganisation', () => {
  it('keeps each organisation once with its accounts in the order given', () => {
    const rows = [
      { organisationId: '102', organisationName: 'Acme Ltd', accountName: 'Acme Main' },
      { organisationId: '102', organisationName: 'Acme Ltd', accountName: 'Acme Web' },
      { organisationId: '104', organisationName: 'Bright Charity', accountName: 'Bright Main' },
      { organisationId: '102', organisationName: 'Acme Ltd', accountName: 'Acme Main' },
    ];
    expect(byOrganisation(rows).map((group) => [group.organisationName, group.rows.map((row) => row.accountName)])).toEqual([
      ['Acme Ltd', ['Acme Main', 'Acme Web', 'Acme Main']],
      ['Bright Charity', ['Bright Main']],
    ]);
  });
});
