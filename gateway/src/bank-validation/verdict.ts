import type { BankAccountStatus, BankAccountValidation } from '../generated/resolvers';
import type { BankAccountAnswer } from './soap-client';

const statuses: readonly BankAccountStatus[] = ['valid', 'invalid', 'unchecked'];

/**
 * The service's answer as the schema gives it. Its `status` decides; a status the portal does not
 * know is no pass, so it is unchecked. A service that predates `status` says only whether it
 * accepts the number (`valid`), which is all the portal can repeat.
 */
export function toBankAccountValidation(answer: BankAccountAnswer): BankAccountValidation {
  const status: BankAccountStatus =
    answer.status === undefined ? (answer.valid ? 'valid' : 'invalid') : (statuses.find((known) => known === answer.status) ?? 'unchecked');
  return { sortCode: answer.sortCode, accountNumber: answer.accountNumber, status, valid: status === 'valid', reason: answer.reason };
}
