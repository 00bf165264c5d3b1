/**
 * Book-keeping that can wait a moment: the log lines and metrics of the upstream calls made for a
 * request, and a known query's operation metric. Made where they happen, an upstream call's line
 * and metrics came between the service's answer and the caller's: some 40 µs of a search's CPU
 * profile, about half that in CPU time (docs/request-path.md, "Book-keeping after the answer").
 * Here they are done once the turn of the event loop in which they were asked for is over
 * (`setImmediate`), in the order they were asked for: for a search, whose answer is written in the
 * turn its call ends, that is after the answer has gone. Sooner where the log's order asks for it
 * (`catchUp`): as a request's answer closes, before the request's own line; before a warning or an
 * error (logger.ts); before the drain's last line; and at exit, before the log writes its last
 * lines.
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
      process.emitWarning(error instanceof Error ? (error.stack ?? error.message) : String(error), 'AfterAnswersWarning');
    }
  }
}
