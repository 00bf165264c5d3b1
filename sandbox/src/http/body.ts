import express from 'express';
import type { Request, RequestHandler } from 'express';

const parseJson = express.json({ limit: '1mb' });
const unreadable = new WeakMap<Request, unknown>();

/**
 * Parses JSON bodies but defers a parse failure until a route reads the body, so that a bad
 * token still answers 401 before a bad body answers 400.
 */
export const deferredJson: RequestHandler = (req, res, next) => {
  parseJson(req, res, (error?: unknown) => {
    if (error !== undefined) unreadable.set(req, error);
    next();
  });
};

/** The parse failure of this request's body, if it had one. */
export function bodyFailure(req: Request): unknown {
  return unreadable.get(req);
}
