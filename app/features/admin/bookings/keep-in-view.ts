/**
 * Keeps `element` where it is on the screen while `change` adds or removes things above it (a list growing by the
 * booking she just saved). Browsers that anchor the scroll themselves leave nothing to correct; Safari does not.
 */
export async function keepInView(element: Element | null, change: () => Promise<unknown>): Promise<void> {
  const before = element?.getBoundingClientRect().top;
  await change();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  if (!element?.isConnected || before === undefined) return;
  const moved = element.getBoundingClientRect().top - before;
  if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
}
