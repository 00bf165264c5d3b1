/**
 * Warms each way of making a call with `texts`, `concurrency` calls at a time, one way after the
 * other: V8 compiles and optimises a server's request path over its first few thousand requests
 * (a fresh gateway's CPU per request falls from 1.2 ms to 0.25 ms over some 3,000 of them;
 * docs/request-path.md, "Measuring"), so a step timed one call at a time after only a few dozen
 * would measure the compiler rather than the request path a running service has. Every way gets
 * the same texts, so the servers behind each are warmed alike.
 */
export async function warmUpWays(ways: readonly ((text: string) => Promise<unknown>)[], texts: readonly string[], concurrency = 50): Promise<void> {
  for (const way of ways) {
    let next = 0;
    const worker = async () => {
      while (next < texts.length) await way(texts[next++] ?? '');
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, texts.length) }, worker));
  }
}
