import type { ServiceClient, UpstreamOutcome } from '../upstream/service';
import { upstreamVerification, upstreamVerifyStarted, type UpstreamVerification, type UpstreamVerifyStarted } from './types';

export const EMAIL_ACTION = 'validate the e-mail address';

/**
 * The e-mail validation service's calls, made for one caller. Both hand failures back as data
 * (the look-up services report them beside the input) and neither is cached: a verification is
 * a chargeable start, and its state changes between polls.
 */
export class EmailValidationClient {
  constructor(private readonly http: ServiceClient) {}

  /** Starts a verification, counting one click on the account's e-mail subscription. */
  start(accountId: string, email: string): Promise<UpstreamOutcome<UpstreamVerifyStarted>> {
    return this.http.request({
      action: EMAIL_ACTION,
      method: 'POST',
      path: '/verify',
      query: { accId: accountId },
      body: { email },
      answer: upstreamVerifyStarted,
      auth: { kind: 'bearer' },
      cache: false,
      skipErrorHandling: true,
    });
  }

  /** Where a verification has got to. */
  read(id: string): Promise<UpstreamOutcome<UpstreamVerification>> {
    return this.http.request({
      action: EMAIL_ACTION,
      method: 'GET',
      path: `/verify/${encodeURIComponent(id)}`,
      answer: upstreamVerification,
      auth: { kind: 'bearer' },
      cache: false,
      skipErrorHandling: true,
    });
  }
}
