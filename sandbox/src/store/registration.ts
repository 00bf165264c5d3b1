import type { Territory, UserRecord } from '../seed';
import type { EmailedCodes } from './emailed-codes';
import { addressWithCountry, type Groups } from './groups';
import type { StoreState } from './state';
import type { Users } from './users';

export interface Registration {
  email: string;
  passwordHash: string;
  personalName: string;
  companyName: string;
  country: string;
  territory: Territory;
  charityNumber?: string;
}

/**
 * A new unvalidated user owning an organisation named after the company, with one account `Main`,
 * and a validation code in the outbox.
 */
export function register(parts: { state: StoreState; users: Users; groups: Groups; codes: EmailedCodes }, registration: Registration): UserRecord {
  const { state, users, groups, codes } = parts;
  const at = state.nowSeconds();
  const userId = users.nextId();
  const address = addressWithCountry(registration.country);
  const user: UserRecord = {
    id: userId,
    name: registration.email,
    email: registration.email,
    passwordHash: registration.passwordHash,
    personalName: registration.personalName,
    companyName: registration.companyName,
    ...address,
    territory: registration.territory,
    roles: ['account'],
    validated: false,
    locked: false,
    activity: at,
    createTimestamp: at,
    updateTimestamp: at,
    creationUserId: userId,
    updateUserId: userId,
  };
  users.add(user);
  const organisation = groups.add({
    parentId: null,
    name: registration.companyName,
    type: 'organisation',
    territory: registration.territory,
    address,
    byUserId: userId,
    ...(registration.charityNumber ? { charity: { number: registration.charityNumber, status: 'pending' as const } } : {}),
  });
  groups.add({ parentId: organisation.id, name: 'Main', type: 'account', territory: registration.territory, address, byUserId: userId });
  state.memberships.push({ userId, groupId: organisation.id, accessLevel: 'owner' });
  codes.issueValidationCode(user);
  return user;
}
