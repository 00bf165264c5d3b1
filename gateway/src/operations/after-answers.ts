/**
 * Book-keeping that can wait until a request's answer is out: the log lines and metrics of the
 * upstream calls made for it, and a known query's operation metric. Made where they happen, an
 * upstream call's line and metrics alone cost a search some 20 µs of CPU between the service's
 * answer and the caller's (docs/request-path.md, "Book-keeping after the answer"). The listener
 * does what waits as a request's answer closes, before that request's own line (`catchUp`), so the
 * log keeps a request's upstream lines before its own; whatever is left (a call that ends after
 * its request was answered) is done once the turn of the event loop is over, in the order it was
 * asked for. What waits when the process exits is done first, before the log writes its last lines.
 */
let waiting: (() => void)[] = [];
let exitHooked = false;

export function afterAnswers(work: () => void): void {
  if (waiting.push(work) > 1) return;
  if (!exitHooked) {
    exitHooked = true;
    // Before the log's own exit listener, which writes what is pending.
    process.prependOnceListener('exit', catchUp);
  }
  setImmediate(catchUp);
}

/** Does what waits now, in the order it was asked for. */
export function catchUp(): void {
  if (waiting.length === 0) return;
  const now = waiting;
  waiting = [];
  for (const work of now) {
    try {
      work();
    } catch (error) {
      // A log line or a metric that fails must not take the rest, or the process, with it.
      process.emitWarning(error instanceof Error ? error : String(error), 'AfterAnswersWarning');
    }
  }
}
