import type { ErrorRequestHandler, RequestHandler } from 'express';

/** An error whose message is safe to show the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ msg: 'Not found' });
};

function bodyParserType(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error)) return undefined;
  return typeof error.type === 'string' ? error.type : undefined;
}

/** Answers `{msg}` for every failure and never lets express print a stack trace. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof HttpError) {
    res.status(error.status).json({ msg: error.message });
    return;
  }
  const type = bodyParserType(error);
  if (type === 'entity.parse.failed') res.status(400).json({ msg: 'Malformed JSON body' });
  else if (type === 'entity.too.large') res.status(413).json({ msg: 'Body too large' });
  else if (type === 'encoding.unsupported' || type === 'charset.unsupported') res.status(415).json({ msg: 'Unsupported body encoding' });
  else if (type !== undefined) res.status(400).json({ msg: 'Unreadable body' });
  else {
    console.error('sandbox: unexpected error', error);
    res.status(500).json({ msg: 'Internal error' });
  }
};
