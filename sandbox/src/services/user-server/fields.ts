import { isStrongPassword, PASSWORD_RULE } from '../../auth/password';
import { HttpError } from '../../http/errors';
import type { Territory } from '../../seed';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MAX_PASSWORD_LENGTH = 200;

export function passwordField(body: Record<string, unknown>, name: string): string {
  const password = body[name];
  if (typeof password !== 'string' || password === '') throw new HttpError(400, `${name} is required`);
  if (password.length > MAX_PASSWORD_LENGTH) throw new HttpError(400, `${name} must be at most ${MAX_PASSWORD_LENGTH} characters`);
  if (!isStrongPassword(password)) throw new HttpError(400, PASSWORD_RULE);
  return password;
}

export function emailField(body: Record<string, unknown>, name: string): string {
  const email = body[name];
  if (typeof email !== 'string' || email.trim() === '') throw new HttpError(400, `${name} is required`);
  const trimmed = email.trim();
  if (trimmed.length > 254 || !EMAIL_PATTERN.test(trimmed)) throw new HttpError(400, `${name} must be a valid e-mail address`);
  return trimmed;
}

export function territoryField(body: Record<string, unknown>, name: string): Territory {
  const territory = body[name];
  if (territory !== 'uk' && territory !== 'australia') throw new HttpError(400, `${name} must be uk or australia`);
  return territory;
}

export function optionalBooleanField(body: Record<string, unknown>, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new HttpError(400, `${name} must be true or false`);
  return value;
}

/** An id given as a positive whole number (or its digits as text); missing or null is undefined. */
export function optionalIdField(body: Record<string, unknown>, name: string): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw new HttpError(400, `${name} must be a positive whole number`);
  return id;
}

/** The kinds of group a caller may create: partners are made by the provider. */
export function newGroupTypeField(body: Record<string, unknown>, name: string): 'organisation' | 'account' {
  const type = body[name];
  if (type !== 'organisation' && type !== 'account') throw new HttpError(400, `${name} must be organisation or account`);
  return type;
}
