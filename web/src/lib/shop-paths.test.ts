// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { needsSubscription } from './shop-paths';

describe('needsSubscription', () => {
  it.each([
    ['This account has no address lookup subscription', true],
    ['Failed to retrieve the address: This account has no address lookup subscription', true],
    ['This account has no e-mail validation subscription', true],
    ['Failed to validate the bank account: This account has no payment validation subscription', true],
    ["This account's address lookup trial has used all its clicks: buy a plan to go on", true],
    ['Not allowed to use that account', false],
    ['Address not found', false],
    ['This account has no subscriptions yet.', false],
    ['', false],
    [null, false],
  ])('%j: %s', (message, expected) => {
    expect(needsSubscription(message)).toBe(expected);
  });
});
