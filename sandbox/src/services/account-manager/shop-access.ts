import type { SandboxStore } from '../../store';
import type { UserRecord } from '../../seed';
import { HttpError } from '../../http/errors';

/**
 * The shop and payments are for an account's owners only (directly or through a group above):
 * staff who do not own it are refused too, as the portal's shop refuses non-owners. 404 for an
 * id that is not an account comes first.
 */
export function requireAccountOwner(store: SandboxStore, user: UserRecord, accountId: number, refusal: string): void {
  if (store.getGroup(accountId)?.type !== 'account') throw new HttpError(404, 'Account not found');
  if (!store.accessTo(user.id, accountId).isOwner) throw new HttpError(403, refusal);
}

/** An absolute http or https address to return a browser to; anything else (javascript:, relative) is refused. */
export function returnAddress(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new HttpError(400, `${name} is required`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new HttpError(400, `${name} must be an http or https address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HttpError(400, `${name} must be an http or https address`);
  return url.toString();
}

/** `url` with `params` added to its query (its own query kept). */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}
