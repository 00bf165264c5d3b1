/** What the access log line of one request says beyond the HTTP exchange itself. */
export interface RequestLog {
  /** The request's id (X-Request-Id). */
  readonly id: string;
  /** The GraphQL operation's name, once known. */
  operation?: string;
}

// A property rather than a WeakMap entry: Apollo hands plugins a shallow copy of the context,
// which keeps properties (symbol-keyed ones too) but is another object.
const key = Symbol('requestLog');
type Holder = object & { [key]?: RequestLog };

/** Ties a request's log to what stands for the request (its IncomingMessage, its GraphQL context). */
export function attachRequestLog(holder: object, log: RequestLog): void {
  (holder as Holder)[key] = log;
}

export function requestLogOf(holder: object): RequestLog | undefined {
  return (holder as Holder)[key];
}
