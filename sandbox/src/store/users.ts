import type { PostalAddress, UserRecord } from '../seed';
import type { StoreState } from './state';

/** What a user (or staff) may change of a user's record: the names and the postal address. */
export type UserDetails = Pick<UserRecord, 'personalName' | 'companyName'> & PostalAddress;

const STAFF_ROLES = new Set(['admin', 'super', 'sales']);

/** The users: finding them, their staff roles, and the changes to a user's own record. */
export class Users {
  constructor(private readonly state: StoreState) {}

  get(id: number): UserRecord | undefined {
    return this.state.users.get(id);
  }

  findByName(name: string): UserRecord | undefined {
    const wanted = name.trim().toLowerCase();
    for (const user of this.state.users.values()) if (user.name.toLowerCase() === wanted) return user;
    return undefined;
  }

  isStaff(user: UserRecord): boolean {
    return user.roles.some((role) => STAFF_ROLES.has(role));
  }

  /** The id a new user takes: the next of the users' sequence, never a removed user's. */
  nextId(): number {
    return this.state.ids.users.next(this.state.users.keys());
  }

  add(user: UserRecord): void {
    this.state.users.set(user.id, user);
  }

  setLocked(userId: number, locked: boolean, byUserId: number | null): boolean {
    const user = this.state.users.get(userId);
    if (!user) return false;
    user.locked = locked;
    this.touch(user, byUserId);
    return true;
  }

  /** Sets the details given; those left out stay as they are. */
  updateDetails(userId: number, details: Partial<UserDetails>, byUserId: number): UserRecord | undefined {
    const user = this.state.users.get(userId);
    if (!user) return undefined;
    Object.assign(user, details);
    this.touch(user, byUserId);
    return user;
  }

  setPasswordHash(userId: number, passwordHash: string): void {
    const user = this.state.users.get(userId);
    if (!user) return;
    user.passwordHash = passwordHash;
    this.touch(user, userId);
  }

  recordActivity(userId: number): void {
    const user = this.state.users.get(userId);
    if (user) user.activity = this.state.nowSeconds();
  }

  /** Removes the user and their memberships; whatever else holds the user is the caller's to drop. */
  remove(userId: number): boolean {
    if (!this.state.users.delete(userId)) return false;
    const memberships = this.state.memberships;
    for (let i = memberships.length - 1; i >= 0; i--) {
      if (memberships[i]?.userId === userId) memberships.splice(i, 1);
    }
    return true;
  }

  /** Stamps a change to the user's record: when, and by whom. */
  touch(user: UserRecord, byUserId: number | null): void {
    user.updateTimestamp = this.state.nowSeconds();
    user.updateUserId = byUserId;
  }
}
