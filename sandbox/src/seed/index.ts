import { mafs, seedBureauFiles } from './bureau';
import { seedClock } from './clock';
import { seedGroups, seedMemberships } from './groups';
import { seedLeads } from './leads';
import { seedPermissions, seedUserPermissions } from './permissions';
import { datasets, seedPlans } from './plans';
import { addDemoBundles, seedSubscriptions } from './subscriptions';
import { seedTokens } from './tokens';
import { seedSubscriptionUsage, seedTokenUsage } from './usage';
import { seedUsers, userIds } from './users';
import type { SeedData } from './types';

export const SEEDED_VALIDATION_CODE = '123456';

/** Fresh objects on every call, so each sandbox may change its own copy freely. */
export function createSeed(nowMs: number): SeedData {
  const clock = seedClock(nowMs);
  const users = seedUsers(clock);
  const plans = seedPlans(clock);
  const subscriptions = seedSubscriptions(clock, plans);
  addDemoBundles(clock, subscriptions, plans);
  const tokens = seedTokens(clock);
  const newcomer = users.find((user) => user.id === userIds.newcomer);
  if (!newcomer) throw new Error('The seed lacks new@new.example');
  return {
    users,
    groups: seedGroups(clock),
    memberships: seedMemberships(),
    datasets: datasets.map((dataset) => ({ ...dataset })),
    plans,
    subscriptions,
    subscriptionUsage: seedSubscriptionUsage(clock, subscriptions),
    tokens,
    tokenUsage: seedTokenUsage(clock, tokens),
    mafs: mafs.map((maf) => ({ ...maf })),
    bureauFiles: seedBureauFiles(clock),
    leads: seedLeads(clock),
    pendingValidationCodes: [{ userId: newcomer.id, code: SEEDED_VALIDATION_CODE }],
    outbox: [{ email: newcomer.email, kind: 'validation', code: SEEDED_VALIDATION_CODE, sentAt: newcomer.createTimestamp }],
    permissions: seedPermissions(),
    userPermissions: seedUserPermissions(),
  };
}

export { DEMO_PASSWORD, userIds } from './users';
export { groupIds } from './groups';
export { planIds } from './plans';
export { permissionIds } from './permissions';
export { tokenIds } from './tokens';
export { USAGE_HISTORY_DAYS } from './usage';
export type * from './types';
