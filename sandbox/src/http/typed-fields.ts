import { isOverCharacters } from './characters';
import { HttpError } from './errors';

// Checks for fields of a JSON body that the partner and catalogue calls share. Each throws the
// 400 `{msg}` that names the field, so a caller learns what to correct.

/** A text field; trimmed. `required` refuses missing and blank; otherwise those are ''. */
export function textField(body: Record<string, unknown>, name: string, options: { required?: boolean; maxLength?: number } = {}): string {
  const value = body[name];
  const maxLength = options.maxLength ?? 200;
  if (value === undefined || value === null) {
    if (options.required) throw new HttpError(400, `${name} is required`);
    return '';
  }
  if (typeof value !== 'string') throw new HttpError(400, `${name} must be text`);
  const trimmed = value.trim();
  if (options.required && trimmed === '') throw new HttpError(400, `${name} is required`);
  if (isOverCharacters(trimmed, maxLength)) throw new HttpError(400, `${name} must be at most ${maxLength} characters`);
  return trimmed;
}

/** A list of texts; missing is []; blank entries are dropped. */
export function textListField(body: Record<string, unknown>, name: string, options: { maxItems?: number; maxLength?: number } = {}): string[] {
  const value = body[name];
  const maxItems = options.maxItems ?? 20;
  const maxLength = options.maxLength ?? 200;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) throw new HttpError(400, `${name} must be a list of texts`);
  const texts = (value as string[]).map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (texts.length > maxItems) throw new HttpError(400, `${name} may have at most ${maxItems} lines`);
  if (texts.some((entry) => isOverCharacters(entry, maxLength))) throw new HttpError(400, `Each of ${name} must be at most ${maxLength} characters`);
  return texts;
}

/** A whole number from `min` to `max` (inclusive). */
export function wholeNumberField(body: Record<string, unknown>, name: string, min: number, max: number = Number.MAX_SAFE_INTEGER): number {
  const value = body[name];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new HttpError(
      400,
      max === Number.MAX_SAFE_INTEGER ? `${name} must be a whole number of at least ${min}` : `${name} must be a whole number from ${min} to ${max}`,
    );
  }
  return value;
}

/** true or false; missing is `fallback`. */
export function booleanField(body: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const value = body[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new HttpError(400, `${name} must be true or false`);
  return value;
}

/** The fields of `body` that `names` lists, for a change that gives only what it changes. */
export function givenFields<K extends string>(body: Record<string, unknown>, names: readonly K[]): K[] {
  return names.filter((name) => body[name] !== undefined);
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `yyyy-mm-dd` as the epoch seconds of its UTC midnight; undefined for anything else. */
export function parseCalendarDate(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  // Date.UTC rolls 2026-02-30 over into March: such a date is not a real one.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return ms / 1000;
}

/** Epoch seconds as the `yyyy-mm-dd` of that UTC day. */
export function calendarDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}
