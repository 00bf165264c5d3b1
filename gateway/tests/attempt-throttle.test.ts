import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientAddressKey, retryAfterSeconds, tooManyAttemptsText, userNameKey, waitAfterAttempt } from '../src/throttle/attempt-policy';
import { AttemptThrottle, type Attempt } from '../src/throttle/attempt-throttle';

describe('the attempt policy', () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 60],
    [6, 300],
    [7, 900],
    [30, 900],
  ])('after wrong attempt %i in a row, waits %i seconds', (attempt, seconds) => {
    expect(waitAfterAttempt(attempt)).toBe(seconds);
  });

  it.each([
    [1, 'Too many failed attempts. Try again in 1 second.'],
    [45, 'Too many failed attempts. Try again in 45 seconds.'],
    [60, 'Too many failed attempts. Try again in 1 minute.'],
    [61, 'Too many failed attempts. Try again in 2 minutes.'],
    [900, 'Too many failed attempts. Try again in 15 minutes.'],
    [3599, 'Too many failed attempts. Try again in 1 hour.'],
    [3601, 'Too many failed attempts. Try again in 2 hours.'],
    [86_400, 'Too many failed attempts. Try again in 24 hours.'],
  ])('says when to try again after %i seconds, rounded up', (seconds, text) => {
    expect(tooManyAttemptsText(seconds)).toBe(text);
  });

  it.each([
    [0, 1],
    [1, 1],
    [1000, 1],
    [1001, 2],
    [60_000, 60],
  ])('rounds %i ms up to %i whole seconds, never 0', (ms, seconds) => {
    expect(retryAfterSeconds(ms)).toBe(seconds);
  });

  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.9', '64:ff9b:0:0::/64'],
    [undefined, 'unknown'],
    ['not an address', 'unknown'],
  ])('keys the client address %s as %s', (address, key) => {
    expect(clientAddressKey(address)).toBe(key);
  });

  it('keys a user name as the user server matches it', () => {
    expect(userNameKey('  Owner@ACME.example ')).toBe('owner@acme.example');
  });
});

const wrong = () => Promise.reject(new GraphQLError('Invalid user name or password', { extensions: { code: 'BAD_REQUEST' } }));
const right = () => Promise.resolve('signed in');
const outage = () => Promise.reject(new GraphQLError('The user server could not be reached', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } }));

const at = (clientAddress: string, subject = 'owner@acme.example', secret: Attempt['secret'] = 'password'): Attempt => ({
  secret,
  subject,
  clientAddress,
  action: 'sign in',
});

/** What one attempt came to: the service's answer, or the throttle's refusal with its wait. */
async function outcome(throttle: AttemptThrottle, attempt: Attempt, call: () => Promise<string>): Promise<string> {
  try {
    return await throttle.attempt(attempt, call);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    if (error.extensions.code === 'TOO_MANY_ATTEMPTS') return `refused for ${String(error.extensions.retryAfterSeconds)}s`;
    return String(error.extensions.code);
  }
}

async function repeat(times: number, step: () => Promise<string>): Promise<string[]> {
  const outcomes: string[] = [];
  for (let i = 0; i < times; i += 1) outcomes.push(await step());
  return outcomes;
}

describe('the attempt throttle', () => {
  let throttle: AttemptThrottle;

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
    throttle = new AttemptThrottle();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('hears five wrong attempts in a row, then waits a minute, five minutes and a quarter of an hour', async () => {
    const service = vi.fn(wrong);
    expect(await repeat(6, () => outcome(throttle, at('203.0.113.9'), service))).toEqual([...Array(5).fill('BAD_REQUEST'), 'refused for 60s']);
    expect(service).toHaveBeenCalledTimes(5);

    vi.advanceTimersByTime(59_000);
    expect(await outcome(throttle, at('203.0.113.9'), service)).toBe('refused for 1s');
    vi.advanceTimersByTime(1_000);
    expect(await repeat(2, () => outcome(throttle, at('203.0.113.9'), service))).toEqual(['BAD_REQUEST', 'refused for 300s']);
    vi.advanceTimersByTime(300_000);
    expect(await repeat(2, () => outcome(throttle, at('203.0.113.9'), service))).toEqual(['BAD_REQUEST', 'refused for 900s']);
    vi.advanceTimersByTime(900_000);
    expect(await repeat(2, () => outcome(throttle, at('203.0.113.9'), service))).toEqual(['BAD_REQUEST', 'refused for 900s']);
    expect(service).toHaveBeenCalledTimes(8);
  });

  it('refuses the guessing address only: the owner elsewhere, and others here, are heard', async () => {
    await repeat(6, () => outcome(throttle, at('203.0.113.9'), wrong));
    expect(await outcome(throttle, at('203.0.113.9'), right)).toBe('refused for 60s');
    expect(await outcome(throttle, at('198.51.100.4'), right)).toBe('signed in');
    expect(await outcome(throttle, at('203.0.113.9', 'member@acme.example'), right)).toBe('signed in');
    // The password is the same secret whichever way it is asked for; a reset code is another.
    expect(await outcome(throttle, at('203.0.113.9', 'owner@acme.example', 'reset code'), wrong)).toBe('BAD_REQUEST');
  });

  it('counts a user name whatever its case and spaces', async () => {
    const names = ['owner@acme.example', 'OWNER@acme.example', ' Owner@Acme.Example', 'owner@ACME.EXAMPLE ', 'Owner@acme.example', 'owner@acme.example'];
    const outcomes = [];
    for (const name of names) outcomes.push(await outcome(throttle, at('203.0.113.9', name), wrong));
    expect(outcomes).toEqual([...Array(5).fill('BAD_REQUEST'), 'refused for 60s']);
  });

  it('forgets the failures in a row at a success', async () => {
    await repeat(4, () => outcome(throttle, at('203.0.113.9'), wrong));
    expect(await outcome(throttle, at('203.0.113.9'), right)).toBe('signed in');
    expect(await repeat(6, () => outcome(throttle, at('203.0.113.9'), wrong))).toEqual([...Array(5).fill('BAD_REQUEST'), 'refused for 60s']);
  });

  it('does not count an outage as a wrong attempt', async () => {
    expect(await repeat(8, () => outcome(throttle, at('203.0.113.9'), outage))).toEqual(Array(8).fill('UPSTREAM_UNAVAILABLE'));
    expect(await outcome(throttle, at('203.0.113.9'), wrong)).toBe('BAD_REQUEST');
  });

  it('counts guesses sent all at once as they start', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const service = vi.fn(() => answered.then(wrong));
    const outcomes = Promise.all(Array.from({ length: 20 }, () => outcome(throttle, at('203.0.113.9'), service)));
    await vi.waitFor(() => expect(service).toHaveBeenCalledTimes(5));
    answer();
    expect((await outcomes).filter((o) => o === 'BAD_REQUEST')).toHaveLength(5);
    expect(service).toHaveBeenCalledTimes(5);
  });

  it('refuses an address for the rest of the day after 100 wrong attempts, whatever the names', async () => {
    for (let i = 0; i < 100; i += 1) expect(await outcome(throttle, at('203.0.113.9', `guess${i}@acme.example`), wrong)).toBe('BAD_REQUEST');
    vi.advanceTimersByTime(3_600_000);
    expect(await outcome(throttle, at('203.0.113.9', 'owner@acme.example'), right)).toBe(`refused for ${23 * 3600}s`);
    expect(await outcome(throttle, at('198.51.100.4', 'owner@acme.example'), right)).toBe('signed in');
    vi.advanceTimersByTime(23 * 3_600_000);
    expect(await outcome(throttle, at('203.0.113.9', 'owner@acme.example'), right)).toBe('signed in');
  });

  it('gives each address one attempt a day at a user name guessed 50 times from anywhere, and lets the owner in', async () => {
    for (let i = 1; i <= 50; i += 1) expect(await outcome(throttle, at(`10.0.0.${i}`), wrong)).toBe('BAD_REQUEST');
    vi.advanceTimersByTime(3_600_000);
    expect(await repeat(2, () => outcome(throttle, at('10.0.1.1'), wrong))).toEqual(['BAD_REQUEST', `refused for ${23 * 3600}s`]);
    expect(await outcome(throttle, at('198.51.100.4'), right)).toBe('signed in');
    // Other user names are not slowed by it.
    expect(await repeat(2, () => outcome(throttle, at('10.0.1.1', 'member@acme.example'), wrong))).toEqual(['BAD_REQUEST', 'BAD_REQUEST']);
  });
});
