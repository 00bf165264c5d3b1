import { randomInt } from 'node:crypto';
import type { OutboxMessage, UserRecord } from '../seed';
import type { StoreState } from './state';
import type { Users } from './users';

/** How long an activation code for a new password stays usable. */
export const RESET_CODE_LIFETIME_SECONDS = 3600;

function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * The codes the user server would e-mail (account validation, password reset), pending until used,
 * and the outbox that holds every message sent so that tests and demos can read the codes.
 */
export class EmailedCodes {
  private readonly validationCodes = new Map<number, string>();
  private readonly resetCodes = new Map<number, { code: string; expiresAt: number }>();

  constructor(
    private readonly state: StoreState,
    private readonly users: Users,
    pendingValidationCodes: readonly { userId: number; code: string }[],
  ) {
    for (const pending of pendingValidationCodes) this.validationCodes.set(pending.userId, pending.code);
  }

  outboxFor(email: string): OutboxMessage[] {
    const wanted = email.trim().toLowerCase();
    return this.state.outbox.filter((message) => message.email.toLowerCase() === wanted);
  }

  /** A new code replaces any earlier one, as only the latest e-mail should work. */
  issueValidationCode(user: UserRecord): string {
    const code = sixDigitCode();
    this.validationCodes.set(user.id, code);
    this.state.outbox.push({ email: user.email, kind: 'validation', code, sentAt: this.state.nowSeconds() });
    return code;
  }

  /** Validates the user when the code is the pending one. */
  confirmValidationCode(userId: number, code: string): boolean {
    const user = this.users.get(userId);
    if (!user || this.validationCodes.get(userId) !== code) return false;
    this.validationCodes.delete(userId);
    user.validated = true;
    this.users.touch(user, userId);
    return true;
  }

  issueResetCode(user: UserRecord): string {
    const code = sixDigitCode();
    this.resetCodes.set(user.id, { code, expiresAt: this.state.nowSeconds() + RESET_CODE_LIFETIME_SECONDS });
    this.state.outbox.push({ email: user.email, kind: 'resetpassword', code, sentAt: this.state.nowSeconds() });
    return code;
  }

  isResetCodeValid(userId: number, code: string): boolean {
    const pending = this.resetCodes.get(userId);
    return pending !== undefined && pending.code === code && pending.expiresAt > this.state.nowSeconds();
  }

  consumeResetCode(userId: number): void {
    this.resetCodes.delete(userId);
  }

  /** Drops a removed user's pending codes. */
  forget(userId: number): void {
    this.validationCodes.delete(userId);
    this.resetCodes.delete(userId);
  }
}
