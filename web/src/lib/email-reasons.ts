import type { EmailReason } from '../gql/graphql';

/**
 * Each e-mail verdict's reason in words: the Email Validation screen, its CSV and the Email
 * Validation Guide all use these, so the guide explains exactly what the screen says.
 */
export const reasonNames: Record<EmailReason, string> = {
  syntax: 'Not written as an e-mail address can be',
  reservedDomain: 'A reserved example or test domain (like example.com or .test): no mail can reach it',
  noMailDomain: 'The domain receives no mail',
  disposable: 'Disposable address: the domain hands out throwaway addresses',
  roleAccount: 'Role account (like info@ or sales@), not a person',
  catchAll: 'The domain accepts mail for any address, so this one cannot be confirmed',
  unconfirmed: 'The domain’s mail server could neither confirm nor rule out this mailbox',
  unrecognisedAnswer: 'The service gave an answer this portal does not know, so it is shown as unknown',
};
