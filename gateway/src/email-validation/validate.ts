import type { EmailReason, EmailStatus, EmailValidation, ServiceFailure } from '../generated/resolvers';
import { UpstreamError } from '../upstream/errors';
import { errorCode, toServiceFailure, type ErrorCode } from '../upstream/failures';
import { addressForService, hasUntypedCharacter, suggestionAsTyped } from './address-form';
import { EMAIL_ACTION, type EmailValidationClient } from './client';
import type { UpstreamVerification } from './types';

export interface EmailValidationOptions {
  /** Addresses verified at the same time. */
  concurrency: number;
  /** How long one address may take, from its start to its verdict, in ms. */
  timeLimitMs: number;
  /** The wait before the second poll; each later wait doubles, up to maxPollDelayMs. */
  firstPollDelayMs: number;
  maxPollDelayMs: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const defaultEmailValidationOptions: EmailValidationOptions = {
  concurrency: 8,
  timeLimitMs: 20_000,
  firstPollDelayMs: 50,
  maxPollDelayMs: 1_000,
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const statuses: readonly EmailStatus[] = ['valid', 'invalid', 'risky', 'unknown'];
/** The reasons the service gives (unrecognisedAnswer is the portal's own). */
const serviceReasons: readonly EmailReason[] = ['syntax', 'reservedDomain', 'noMailDomain', 'disposable', 'roleAccount', 'catchAll', 'unconfirmed'];

/**
 * The verdict as the schema has it, so that every unknown one says why: a status or reason the
 * portal does not know is unknown / unrecognisedAnswer, and an unknown verdict without a reason
 * is unconfirmed, which is what unknown means. A valid verdict carries no reason.
 */
export function toEmailVerdict(answer: Pick<UpstreamVerification, 'status' | 'reason'>): { status: EmailStatus; reason: EmailReason | null } {
  const status = statuses.find((candidate) => candidate === answer.status);
  if (!status) return { status: 'unknown', reason: 'unrecognisedAnswer' };
  if (status === 'valid') return { status, reason: null };
  if (answer.reason) return { status, reason: serviceReasons.find((candidate) => candidate === answer.reason) ?? 'unrecognisedAnswer' };
  return { status, reason: status === 'unknown' ? 'unconfirmed' : null };
}

function toEmailValidation(email: string, answer: UpstreamVerification): EmailValidation {
  const suggestion = answer.suggestion ? suggestionAsTyped(email, answer.suggestion) : null;
  return { email, ...toEmailVerdict(answer), suggestion, failure: null };
}

/** An address holding a character no one types (address-form.ts): a syntax mistake, found without asking the service or charging a click. */
function untyped(email: string): EmailValidation {
  return { email, status: 'invalid', reason: 'syntax', suggestion: null, failure: null };
}

function failed(email: string, failure: ServiceFailure): EmailValidation {
  return { email, status: null, reason: null, suggestion: null, failure };
}

/** Failures of the account rather than of the address: every later address would get them too. */
const accountCodes: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['NO_SUBSCRIPTION', 'FORBIDDEN', 'NOT_FOUND']);

/** An address still pending at the time limit: the portal's own timeout, in its own words. */
function unfinished(id: string): ServiceFailure {
  return toServiceFailure(
    new UpstreamError({
      service: 'emailValidation',
      action: EMAIL_ACTION,
      call: `GET /verify/${id}`,
      failure: 'timeout',
      msg: 'The email validation server did not finish checking the address in time',
    }),
  );
}

/**
 * Verifies the addresses, at most `concurrency` at a time, each by `POST /verify` and then
 * `GET /verify/{id}` with a growing wait until it is done or its time is up. Results keep the
 * order of the addresses; a failure is data on its address. An address holding a character no one
 * types is a syntax mistake without a call. Once the account itself is refused
 * (no subscription, not allowed), the addresses not yet started get that failure without a call.
 */
export async function validateEmails(
  client: EmailValidationClient,
  accountId: string,
  emails: readonly string[],
  overrides: Partial<EmailValidationOptions> = {},
): Promise<EmailValidation[]> {
  const options = { ...defaultEmailValidationOptions, ...overrides };
  const results: EmailValidation[] = [];
  let accountFailure: ServiceFailure | undefined;
  let next = 0;

  const verify = async (email: string): Promise<EmailValidation> => {
    if (hasUntypedCharacter(email)) return untyped(email);
    const started = await client.start(accountId, addressForService(email));
    if (!started.ok) {
      // A signed-out caller is not a per-address failure: this throws, failing the whole query.
      const failure = toServiceFailure(started.error);
      if (accountCodes.has(errorCode(started.error))) accountFailure ??= failure;
      return failed(email, failure);
    }
    const deadline = options.now() + options.timeLimitMs;
    let delay = options.firstPollDelayMs;
    for (;;) {
      const polled = await client.read(started.data.id);
      if (!polled.ok) return failed(email, toServiceFailure(polled.error));
      if (polled.data.state === 'done') return toEmailValidation(email, polled.data);
      if (options.now() + delay > deadline) return failed(email, unfinished(started.data.id));
      await options.sleep(delay);
      delay = Math.min(delay * 2, options.maxPollDelayMs);
    }
  };

  const worker = async () => {
    while (next < emails.length) {
      const index = next;
      next += 1;
      const email = emails[index] ?? '';
      results[index] = accountFailure ? failed(email, accountFailure) : await verify(email);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, emails.length) }, worker));
  return results;
}
