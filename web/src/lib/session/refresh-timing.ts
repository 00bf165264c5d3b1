/**
 * How long to wait before re-authenticating: half the time left until the recycle date, so a
 * failed attempt still leaves time before the token expires. Never negative; a session already
 * past its recycle date refreshes at once.
 */
export function refreshDelayMs(recycleDateSeconds: number, nowMs: number): number {
  const leftMs = recycleDateSeconds * 1000 - nowMs;
  return Math.max(0, Math.floor(leftMs / 2));
}
