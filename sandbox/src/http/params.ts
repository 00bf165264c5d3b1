import type { Request } from 'express';
import { bodyFailure } from './body';
import { isOverCharacters } from './characters';
import { HttpError } from './errors';

export function queryParam(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `${name} must be given once`);
  return value;
}

export function requiredQueryParam(req: Request, name: string): string {
  const value = queryParam(req, name);
  if (value === undefined || value.trim() === '') throw new HttpError(400, `${name} is required`);
  return value;
}

export function idQueryParam(req: Request, name: string): number | undefined {
  const value = queryParam(req, name);
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,15}$/.test(value) || Number(value) === 0) throw new HttpError(400, `${name} must be a positive whole number`);
  return Number(value);
}

export function requiredIdQueryParam(req: Request, name: string): number {
  const id = idQueryParam(req, name);
  if (id === undefined) throw new HttpError(400, `${name} is required`);
  return id;
}

export function booleanQueryParam(req: Request, name: string): boolean {
  const value = queryParam(req, name);
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new HttpError(400, `${name} must be true or false`);
}

/** The JSON body as an object; a request without a JSON body counts as an empty one. */
export function jsonBody(req: Request): Record<string, unknown> {
  const failure = bodyFailure(req);
  if (failure !== undefined) throw failure;
  const body: unknown = req.body;
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'Body must be a JSON object');
  return body as Record<string, unknown>;
}

export function requiredString(body: Record<string, unknown>, name: string, maxLength = 200): string {
  const value = body[name];
  if (typeof value !== 'string' || value.trim() === '') throw new HttpError(400, `${name} is required`);
  if (isOverCharacters(value, maxLength)) throw new HttpError(400, `${name} must be at most ${maxLength} characters`);
  return value.trim();
}

export function optionalString(body: Record<string, unknown>, name: string, maxLength = 200): string | undefined {
  const value = body[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `${name} must be text`);
  if (isOverCharacters(value, maxLength)) throw new HttpError(400, `${name} must be at most ${maxLength} characters`);
  return value.trim() || undefined;
}
