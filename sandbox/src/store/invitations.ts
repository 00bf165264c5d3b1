import { randomBytes } from 'node:crypto';
import { compactVerify, SignJWT } from 'jose';
import type { AccessLevel } from '../seed';
import { IdSequence } from './id-sequence';
import type { StoreState } from './state';

/** An invitation is valid for a day unless the inviter says otherwise (docs/texts-and-constants.md). */
export const DEFAULT_INVITATION_SECONDS = 86_400;

export interface Invitation {
  id: number;
  groupId: number;
  email: string;
  accessLevel: AccessLevel;
  /** Accepting it makes the invitee an owner, and the group shows Pending Ownership until then. */
  takeOwnership: boolean;
  sentAt: number;
  expiresAt: number;
  invitedBy: number;
  status: 'pending' | 'accepted' | 'withdrawn';
  jwt: string;
}

export interface NewInvitation {
  groupId: number;
  email: string;
  accessLevel: AccessLevel;
  takeOwnership: boolean;
  expirySeconds: number;
  invitedBy: number;
  /** The portal's page the e-mail's link opens; the token goes in its query as `invitation`. */
  backUrl?: string;
}

/** Why a token cannot be accepted, in the words the service answers with. */
export type InvitationRefusal = 'invalid' | 'expired' | 'withdrawn' | 'used';

const AUDIENCE = 'groupinvite';

/**
 * Invitations to join a group: sent (a message with a link carrying a signed token goes to the
 * outbox), pending until accepted, withdrawn or expired. A newer invitation to the same address
 * for the same group replaces the older, as only the latest e-mail should work.
 */
export class Invitations {
  private readonly key = new Uint8Array(randomBytes(32));
  private readonly invitations: Invitation[] = [];
  /** Never an id given before: a token carries it, and must not come to stand for another invitation. */
  private readonly ids = new IdSequence(0);

  constructor(private readonly state: StoreState) {}

  async send(input: NewInvitation): Promise<Invitation> {
    const sentAt = this.state.nowSeconds();
    const id = this.ids.next();
    const expiresAt = sentAt + input.expirySeconds;
    const jwt = await new SignJWT({ inv: id, grp: input.groupId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(AUDIENCE)
      .setIssuedAt(sentAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    for (const older of this.pendingFor(input.groupId)) if (sameAddress(older.email, input.email)) older.status = 'withdrawn';
    const { groupId, email, accessLevel, takeOwnership, invitedBy } = input;
    const invitation: Invitation = { id, groupId, email, accessLevel, takeOwnership, invitedBy, sentAt, expiresAt, status: 'pending', jwt };
    this.invitations.push(invitation);
    const query = `invitation=${encodeURIComponent(jwt)}`;
    const link = input.backUrl ? `${input.backUrl}${input.backUrl.includes('?') ? '&' : '?'}${query}` : `/portal/register?${query}`;
    this.state.outbox.push({ email: input.email, kind: 'invitation', code: jwt, link, sentAt });
    this.refreshPendingOwnership(input.groupId);
    return invitation;
  }

  /** The group's invitations still waiting for an answer, oldest first. */
  pendingFor(groupId: number): Invitation[] {
    const now = this.state.nowSeconds();
    return this.invitations.filter((invitation) => invitation.groupId === groupId && invitation.status === 'pending' && invitation.expiresAt > now);
  }

  /** Withdraws the pending invitation to `email`; false when there is none. */
  withdraw(groupId: number, email: string): boolean {
    const pending = this.pendingFor(groupId).filter((invitation) => sameAddress(invitation.email, email));
    for (const invitation of pending) invitation.status = 'withdrawn';
    this.refreshPendingOwnership(groupId);
    return pending.length > 0;
  }

  /** The pending invitation a token stands for, or why it cannot be accepted. */
  async read(jwt: string): Promise<Invitation | InvitationRefusal> {
    const id = await this.verifiedId(jwt);
    const invitation = id === undefined ? undefined : this.invitations.find((candidate) => candidate.id === id);
    if (!invitation || invitation.jwt !== jwt) return 'invalid';
    // The most telling reason first: one withdrawn is withdrawn, however old.
    if (invitation.status === 'withdrawn') return 'withdrawn';
    if (invitation.status === 'accepted') return 'used';
    if (invitation.expiresAt <= this.state.nowSeconds()) return 'expired';
    return invitation;
  }

  accept(invitation: Invitation): void {
    invitation.status = 'accepted';
    this.refreshPendingOwnership(invitation.groupId);
  }

  /**
   * Forgets a deleted group's invitations, pending or answered, as the group's records go with it:
   * their links stop working (a token of one reads as invalid), and nothing can be accepted into it.
   */
  forgetGroup(groupId: number): void {
    for (let i = this.invitations.length - 1; i >= 0; i--) if (this.invitations[i]?.groupId === groupId) this.invitations.splice(i, 1);
  }

  /** A group shows Pending Ownership while an invitation to take it over waits for an answer. */
  refreshPendingOwnership(groupId: number): void {
    const group = this.state.groups.get(groupId);
    if (group) group.pendingOwnership = this.pendingFor(groupId).some((invitation) => invitation.takeOwnership);
  }

  /** The invitation id in a token this store signed; expiry is the record's to judge, not the token's. */
  private async verifiedId(jwt: string): Promise<number | undefined> {
    try {
      const { payload } = await compactVerify(jwt, this.key, { algorithms: ['HS256'] });
      const claims = JSON.parse(new TextDecoder().decode(payload)) as { inv?: unknown; aud?: unknown };
      return claims.aud === AUDIENCE && typeof claims.inv === 'number' ? claims.inv : undefined;
    } catch {
      return undefined;
    }
  }
}

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
