import type { Locator, Page } from '@playwright/test';

/**
 * Counts what a person does on her phone: taps, characters typed and swipes. A swipe is counted whenever the next
 * thing she needs is off the screen: one for every three-quarters of a screen it is away (the most a thumb moves a
 * page comfortably), up, down or sideways. Playwright would scroll to it silently; she cannot.
 */
export function effort(page: Page) {
  const count = { taps: 0, characters: 0, swipes: 0 };
  /** Where the swipes went, for finding what is far to reach. */
  const steps: string[] = [];

  /** Swipes to bring `target` into view, then brings it there. */
  const reach = async (target: Locator) => {
    await target.waitFor({ state: 'visible' });
    // A jump link scrolls smoothly: measure where the page comes to rest, not where it is on its way.
    await page.waitForFunction(
      () =>
        new Promise<boolean>((settled) => {
          const [x, y] = [window.scrollX, window.scrollY];
          setTimeout(() => settled(window.scrollX === x && window.scrollY === y), 150);
        }),
    );
    const box = await target.boundingBox();
    const view = page.viewportSize();
    if (box && view) {
      const below = box.y + box.height - view.height;
      const above = -box.y;
      const right = box.x + box.width - view.width;
      const left = -box.x;
      const vertical = Math.max(below, above, 0);
      const sideways = Math.max(right, left, 0);
      const swipes = Math.ceil(vertical / (view.height * 0.75)) + Math.ceil(sideways / (view.width * 0.75));
      count.swipes += swipes;
      if (swipes > 0) steps.push(`${swipes} to ${String(target)}`);
    }
    await target.scrollIntoViewIfNeeded();
  };

  return {
    count,
    steps,
    reach,
    tap: async (target: Locator) => {
      await reach(target);
      count.taps += 1;
      await target.click();
    },
    check: async (target: Locator) => {
      await reach(target);
      count.taps += 1;
      await target.check();
    },
    /** Taps the field, clears what it holds (one tap more when it holds something) and types `text`. */
    type: async (field: Locator, text: string) => {
      await reach(field);
      count.taps += (await field.inputValue()) === '' ? 1 : 2;
      count.characters += text.length;
      await field.click();
      await field.fill(text);
    },
    /** Pastes `text` into the field: a tap on it, and a press-and-hold then Paste. */
    paste: async (field: Locator, text: string) => {
      await reach(field);
      count.taps += 3;
      await field.fill(text);
    },
    /** About how long it takes: 1.5 s a tap, 2 characters a second, 1 s a swipe. */
    seconds: () => count.taps * 1.5 + count.characters / 2 + count.swipes,
    summary: () =>
      `${count.taps} taps, ${count.characters} characters, ${count.swipes} swipes, about ${Math.round(count.taps * 1.5 + count.characters / 2 + count.swipes)} s`,
    page,
  };
}
