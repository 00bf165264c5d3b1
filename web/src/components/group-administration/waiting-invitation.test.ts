import { describe, expect, it } from 'vitest';
import { waitingInvitationTo } from './waiting-invitation';

const waiting = [
  { email: 'Spaced@Example.com', accessLevel: 'owner', takeOwnership: false },
  { email: "o'brien@example.com", accessLevel: 'member', takeOwnership: true },
];

describe('waitingInvitationTo', () => {
  it.each([
    ['the same address', 'Spaced@Example.com', 'Spaced@Example.com'],
    ['another case', 'SPACED@example.COM', 'Spaced@Example.com'],
    ['spaces around it', '  spaced@example.com ', 'Spaced@Example.com'],
    ['an apostrophe', "O'Brien@example.com", "o'brien@example.com"],
    ['another address', 'spaced@example.org', undefined],
    ['part of an address', 'spaced@example', undefined],
    ['no @ yet', 'Spaced', undefined],
    ['nothing typed', '', undefined],
  ])('%s', (_case, typed, found) => {
    expect(waitingInvitationTo(waiting, typed)?.email).toBe(found);
  });

  it('finds nothing among no invitations', () => {
    expect(waitingInvitationTo([], 'spaced@example.com')).toBeUndefined();
  });
});
