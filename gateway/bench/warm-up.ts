import { performance } from 'node:perf_hooks';

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

/** One text's outcome each way, and how long each took. */
export interface TimedPair<T> {
  first: { ms: number; answer: T };
  second: { ms: number; answer: T };
}

/**
 * Times each text through two ways, one call at a time, alternating which goes first so neither
 * always meets a warmer connection or heap. The first `warmUp` texts are sent but not kept.
 */
export async function timeInterleaved<T>(
  [firstWay, secondWay]: readonly [(text: string) => Promise<T>, (text: string) => Promise<T>],
  texts: readonly string[],
  warmUp: number,
): Promise<TimedPair<T>[]> {
  const timed = async (way: (text: string) => Promise<T>, text: string) => {
    const start = performance.now();
    const answer = await way(text);
    return { ms: performance.now() - start, answer };
  };
  const pairs: TimedPair<T>[] = [];
  for (const [index, text] of texts.entries()) {
    const inOrder = index % 2 === 0;
    const early = await timed(inOrder ? firstWay : secondWay, text);
    const late = await timed(inOrder ? secondWay : firstWay, text);
    if (index >= warmUp) pairs.push(inOrder ? { first: early, second: late } : { first: late, second: early });
  }
  return pairs;
}
