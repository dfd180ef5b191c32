/**
 * Runs `work` once, at her first touch, click or key press anywhere on the page: for code that only something she
 * does can need, so a page that is only looked at never fetches or evaluates it (work done while a page comes to
 * life, idle or not, is counted against it on a slow phone). Returns a cancel.
 */
export function atFirstInteraction(work: () => void): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const cancel = () => {
    for (const type of events) window.removeEventListener(type, run, true);
  };
  function run() {
    cancel();
    work();
  }
  for (const type of events) window.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}
