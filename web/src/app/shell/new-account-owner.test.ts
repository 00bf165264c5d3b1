// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newGroupFor } from './new-account-owner';

describe('newGroupFor', () => {
  it.each([
    {
      case: 'a user gets an organisation of their own',
      owner: { kind: 'user', id: '7', label: 'solo' } as const,
      input: { userId: '7', type: 'organisation', name: 'N' },
    },
    {
      case: 'a partner gets an organisation',
      owner: { kind: 'group', id: '101', type: 'partner', label: 'Northwind' } as const,
      input: { groupId: '101', type: 'organisation', name: 'N' },
    },
    {
      case: 'an organisation gets an account',
      owner: { kind: 'group', id: '102', type: 'organisation', label: 'Acme' } as const,
      input: { groupId: '102', type: 'account', name: 'N' },
    },
    { case: 'nothing chosen sends neither id', owner: null, input: { type: 'organisation', name: 'N' } },
  ])('$case', ({ owner, input }) => {
    expect(newGroupFor(owner, 'N')).toEqual(input);
  });
});
