/**
 * The portal page an invitation's e-mail link opens: the invitee registers (or logs in from the
 * same landing page), and the signed-in frame accepts the invitation carried in the query.
 */
export const invitationAcceptUrl = () => `${window.location.origin}/portal/register`;
