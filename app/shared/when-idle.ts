/**
 * Runs `work` once the browser has nothing better to do (at the latest after `timeoutMs`), for work a page does not
 * need in order to come to life. Returns a cancel.
 */
export function whenIdle(work: () => void, timeoutMs = 5000): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(work, Math.min(1000, timeoutMs));
  return () => window.clearTimeout(timer);
}
