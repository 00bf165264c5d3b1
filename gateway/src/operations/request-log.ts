/** What the access log line of one request says beyond the HTTP exchange itself. */
export interface RequestLog {
  /** The request's id (X-Request-Id). */
  readonly id: string;
  /** The GraphQL operation's name, once known. */
  operation?: string;
}

const logs = new WeakMap<object, RequestLog>();

/** Ties a request's log to what stands for the request (its IncomingMessage, its GraphQL context). */
export function attachRequestLog(holder: object, log: RequestLog): void {
  logs.set(holder, log);
}

export function requestLogOf(holder: object): RequestLog | undefined {
  return logs.get(holder);
}
