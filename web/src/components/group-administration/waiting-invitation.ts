/** An invitation still waiting for its answer, as the group's list shows it. */
export interface WaitingInvitation {
  email: string;
  accessLevel: string;
  takeOwnership: boolean;
  expires?: string | null;
}

/**
 * The group's waiting invitation to the address being typed, if there is one. The user server
 * compares addresses without regard to case, and a new invitation to an address withdraws the
 * one waiting there (its link stops working), so the form says so before it is sent.
 */
export function waitingInvitationTo<Invitation extends WaitingInvitation>(invitations: readonly Invitation[], typed: string): Invitation | undefined {
  const address = typed.trim().toLowerCase();
  if (!address.includes('@')) return undefined;
  return invitations.find((invitation) => invitation.email.trim().toLowerCase() === address);
}
