import type { CurrentAccount } from '../../../lib/current-account';

/**
 * The group Administration → Account works on: the account chosen in the account bar, or the
 * organisation where no account is chosen. Null when neither is.
 */
export function administeredGroupId(current: CurrentAccount): string | null {
  return current.account?.id ?? current.organisation?.id ?? null;
}
