import { createHash } from 'node:crypto';
import type { GraphQLError } from 'graphql';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { hasErrorCode, refusal } from '../upstream/failures';
import { attemptLimits, clientAddressKey, retryAfterSeconds, tooManyAttemptsText, userNameKey, waitAfterAttempt, type Secret } from './attempt-policy';
import { memoryState, type CounterOptions } from '../shared/shared-state';

/** One try at a secret: whose it is, from where, and what the caller was doing. */
export interface Attempt {
  secret: Secret;
  /** Whose secret it is: the user name as typed, or the signed-in user's id. */
  subject: string;
  /** The client's address as Express reads it (see TRUSTED_PROXIES). */
  clientAddress: string | undefined;
  /** What the caller was doing, as a short verb phrase ("sign in"), for the error. */
  action: string;
}

/**
 * A refusal, with `action` and `msg` as on every upstream failure, so the web app's
 * `Failed to {action}: {msg}` reads right without knowing about throttling, and
 * `retryAfterSeconds`: the seconds until the caller may try again.
 */
export function tooManyAttempts(action: string, seconds: number): GraphQLError {
  return refusal('TOO_MANY_ATTEMPTS', action, tooManyAttemptsText(seconds), { retryAfterSeconds: seconds });
}

/**
 * Whether the service judged the secret and said no. Every refusal counts, not only the one
 * worded "Invalid user name or password": the wording is no contract, and a throttle that stops
 * counting when a message changes fails silently. Timeouts and outages judged nothing and do not count.
 */
function isRefusal(error: unknown): boolean {
  return hasErrorCode(error, 'BAD_REQUEST', 'UNAUTHENTICATED');
}

/** Store keys are hashes: a user name can be as long as a request allows, and need not sit in the store. */
function keyOf(...parts: string[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/**
 * Slows down and then refuses guessing of passwords and codes. Made once per gateway: its
 * counters must outlive requests. Counts are kept per user name and client address (wrong attempts
 * in a row), per address (wrong attempts a day) and per user name (wrong attempts a day from
 * anywhere), so that somebody else's guessing never locks the owner out from where they are.
 */
export interface AttemptThrottleOptions {
  /**
   * Where the counts live: this process's memory, or Redis when gateways share it (see
   * shared/shared-state.ts), so a guesser gets no more tries from three gateways than from one.
   */
  counter?: (options: CounterOptions) => RateLimiterAbstract;
  /** Told of every refusal, for the metrics. */
  onRefusal?: () => void;
}

export class AttemptThrottle {
  readonly #onRefusal: () => void;
  private readonly failuresInARow: RateLimiterAbstract;
  /** One point per wait: the first attempt after a wait takes it, the others are refused until it ends. */
  private readonly waits: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly byUserName: RateLimiterAbstract;

  constructor(options: AttemptThrottleOptions = {}) {
    const counter = options.counter ?? memoryState().attemptCounter;
    this.#onRefusal = options.onRefusal ?? (() => undefined);
    this.failuresInARow = counter({
      name: 'in-a-row',
      // Never refuses by itself: the wait counter below decides, from this count.
      points: Number.MAX_SAFE_INTEGER,
      durationSeconds: attemptLimits.failureMemorySeconds,
    });
    this.waits = counter({ name: 'wait', points: 1, durationSeconds: 60 });
    this.byAddress = counter({ name: 'address', points: attemptLimits.perAddress, durationSeconds: attemptLimits.perAddressWindowSeconds });
    this.byUserName = counter({ name: 'user-name', points: attemptLimits.perUserName, durationSeconds: attemptLimits.perUserNameWindowSeconds });
  }

  /**
   * Makes `call` unless the caller must wait, in which case it throws TOO_MANY_ATTEMPTS without
   * asking the service. The attempt is counted before it is made, so guesses sent all at once
   * are counted as they start rather than when their answers come back; a success takes the
   * count back and forgets the failures in a row, an outage only takes the count back.
   */
  async attempt<T>(attempt: Attempt, call: () => Promise<T>): Promise<T> {
    const address = clientAddressKey(attempt.clientAddress);
    const subject = userNameKey(attempt.subject);
    const pair = keyOf(attempt.secret, subject, address);
    const userName = keyOf(attempt.secret, subject);
    const refuse = (msBeforeNext: number) => {
      this.#onRefusal();
      return tooManyAttempts(attempt.action, retryAfterSeconds(msBeforeNext));
    };

    const fromAddress = await this.byAddress.get(address);
    if (fromAddress && fromAddress.consumedPoints >= attemptLimits.perAddress) throw refuse(fromAddress.msBeforeNext);
    const forUserName = await this.byUserName.get(userName);
    const userNameOverrun = forUserName !== null && forUserName.consumedPoints >= attemptLimits.perUserName;

    const inARow = (await this.failuresInARow.penalty(pair)).consumedPoints;
    const waitSeconds = Math.max(waitAfterAttempt(inARow), userNameOverrun ? retryAfterSeconds(forUserName.msBeforeNext) : 0);
    if (waitSeconds > 0) {
      try {
        // Opens a wait of waitSeconds for the attempts after this one, or is refused inside one.
        await this.waits.consume(pair, 1, { customDuration: waitSeconds });
      } catch (refused) {
        if (!(refused instanceof RateLimiterRes)) throw refused;
        await this.failuresInARow.reward(pair);
        throw refuse(refused.msBeforeNext);
      }
    }

    const addressCount = await this.byAddress.penalty(address);
    if (addressCount.consumedPoints > attemptLimits.perAddress) {
      await Promise.all([this.failuresInARow.reward(pair), this.byAddress.reward(address)]);
      throw refuse(addressCount.msBeforeNext);
    }
    await this.byUserName.penalty(userName);

    let result: T;
    try {
      result = await call();
    } catch (error) {
      if (!isRefusal(error)) {
        await Promise.all([this.failuresInARow.reward(pair), this.byAddress.reward(address), this.byUserName.reward(userName)]);
      }
      throw error;
    }
    await Promise.all([this.failuresInARow.delete(pair), this.waits.delete(pair), this.byAddress.reward(address), this.byUserName.reward(userName)]);
    return result;
  }
}
