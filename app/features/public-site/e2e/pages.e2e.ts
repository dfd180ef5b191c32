import { expect, test } from '@playwright/test';
import { holdRequests } from '#e2e/hold-requests.ts';
import { hydrated } from '#e2e/hydrated.ts';

test('home: hero, inquire by text, portfolio and services scrolling, the bio toggle, the carousel and the prices', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Elevate Your Natural Beauty' })).toBeVisible();
  await expect(page.getByText('Bridal and Event Makeup', { exact: true })).toBeVisible();
  await expect(page.getByText('Booking 2025 and 2026', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inquire' })).toHaveAttribute('href', /^sms:\+1916555\d{4}$/);

  await page.getByRole('button', { name: 'View Portfolio' }).click();
  await expect(page.getByRole('heading', { name: 'Recent Bridal Work' })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Scroll to services and prices' }).click();
  await expect(page.getByRole('heading', { name: 'Services and Prices' })).toBeInViewport();

  const readMore = page.getByRole('button', { name: 'Read More' });
  await expect(page.getByRole('heading', { name: 'A Lifelong Passion for Beauty' })).toBeHidden();
  await readMore.click();
  await expect(page.getByRole('heading', { name: 'A Lifelong Passion for Beauty' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Professional Excellence' })).toBeVisible();
  await page.getByRole('button', { name: 'Read Less' }).click();
  await expect(page.getByRole('heading', { name: 'Professional Excellence' })).toBeHidden();

  const carousel = page.getByRole('region', { name: 'Gallery' });
  await expect(carousel.locator('figcaption')).toHaveText([
    'Bridal Beauty',
    'Romantic Bridal',
    'Classic Bridal',
    'Bridal Elegance',
    'Outdoor Bridal',
    'Bridal Portrait',
  ]);
  const scrollLeft = () => carousel.evaluate((element) => element.scrollLeft);
  await page.getByRole('button', { name: 'Scroll Gallery right' }).click();
  await expect.poll(scrollLeft).toBeGreaterThanOrEqual(290);
  await page.getByRole('button', { name: 'Scroll Gallery left' }).click();
  await expect.poll(scrollLeft).toBe(0);
  // Back at the start the left arrow hides; keyboard focus moves to the right arrow instead of being lost.
  await expect(page.getByRole('button', { name: 'Scroll Gallery left' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Scroll Gallery right' })).toBeFocused();
  // A vertical wheel over the carousel moves it sideways.
  await carousel.hover();
  await page.mouse.wheel(0, 200);
  await expect.poll(scrollLeft).toBeGreaterThan(0);

  const services = page.locator('#services');
  for (const text of [
    'Bridal Makeup',
    '$225',
    'Minimum of 4 services',
    'Graduation, Prom, Photoshoot, Birthday Makeup',
    '$150 each',
    'Pro Lesson',
    '$325',
  ]) {
    await expect(services.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: 'View Full Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
});

test('FAQs: one answer open at a time, clicking the open one closes it, line breaks kept', async ({ page }) => {
  await page.goto('/faqs');
  const first = page.getByRole('button', { name: 'How do I book?' });
  const second = page.getByRole('button', { name: 'Which dates are you booking?' });
  // Questions are the level under the page's h1, so the outline a screen reader reads skips no level.
  await expect(page.getByRole('heading', { level: 2, name: 'How do I book?' })).toBeVisible();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByRole('region', { name: 'How do I book?' });
  await expect(answer).toContainText('Booking is by text message');
  expect(await answer.locator('p').evaluate((p) => getComputedStyle(p.parentElement!).whiteSpace)).toBe('pre-line');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  // Keyboard: Enter opens the focused question.
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
});

test('FAQs show their loading text while the list is on its way (client-side navigation)', async ({ page }) => {
  await page.goto('/');
  const faqsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "FAQ's" });
  await expect.poll(() => hydrated(faqsLink)).toBe(true);
  const release = await holdRequests(page, '**/api/faqs');
  await faqsLink.click();
  await expect(page.getByText('Loading FAQs...')).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'How do I book?' })).toBeVisible();
});

test('policies are cards split into paragraphs; testimonials fall back to the three samples', async ({ page }) => {
  await page.goto('/policies');
  const deposit = page.getByRole('article', { name: 'Deposit' });
  await expect(deposit).toBeVisible();
  await expect(deposit.locator('p').first()).toContainText('$100');

  await page.goto('/testimonials');
  await expect(page.getByRole('figure')).toHaveCount(3);
  await expect(page.getByText('Jessica M.')).toBeVisible();
});

/** WCAG 2.x contrast ratio of two opaque colours given as [r, g, b] in 0-255. */
function contrastRatio(a: number[], b: number[]) {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

// axe skips the stars (they are aria-hidden, the rating is read from hidden text), so their contrast is measured
// here against whatever each card is painted with.
test('testimonial stars are readable on every card they sit on', async ({ page }) => {
  await page.goto('/testimonials');
  const stars = page.getByRole('figure').locator('[aria-hidden="true"]', { hasText: '★' });
  await expect(stars).toHaveCount(3);
  const pairs = await stars.evaluateAll((elements) =>
    elements.map((element) => {
      const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
      let background: number[] = [255, 255, 255, 1];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const color = rgba(getComputedStyle(node).backgroundColor);
        if (color.length >= 3 && (color[3] ?? 1) === 1) {
          background = color;
          break;
        }
      }
      return { text: rgba(getComputedStyle(element).color), background };
    }),
  );
  for (const { text, background } of pairs) {
    expect(text[3] ?? 1, 'stars are drawn opaque').toBe(1);
    expect(contrastRatio(text, background), `stars rgb(${text}) on rgb(${background})`).toBeGreaterThanOrEqual(4.5);
  }
});

test('portfolio: the 22 built-in images open in a lightbox that arrows, swipes and Escape control', async ({
  page,
}) => {
  await page.goto('/portfolio');
  const tiles = page.getByRole('button', { name: /^Open .* larger$/ });
  await expect(tiles).toHaveCount(22);
  await tiles.nth(0).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Bridal Beauty' })).toBeVisible();
  await expect(dialog.getByText('1 of 22')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('heading', { name: 'Romantic Bridal' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('22 of 22')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(dialog.getByText('1 of 22')).toBeVisible();
  // A swipe to the left shows the next picture.
  const box = (await dialog.getByRole('img').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(dialog.getByText('2 of 22')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(tiles.nth(0)).toBeFocused();
});

test.describe('a first visit (no service worker, which would fetch every chunk)', () => {
  test.use({ serviceWorkers: 'block' });

  test("portfolio: the lightbox's code is fetched when she reaches for a photo, not with the page", async ({
    page,
  }) => {
    const lightboxCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/lightbox-[^/]+\.js$/.test(request.url())) lightboxCode.push(request.url());
    });
    await page.goto('/portfolio', { waitUntil: 'networkidle' });
    const tiles = page.getByRole('button', { name: /^Open .* larger$/ });
    await expect.poll(() => hydrated(tiles.first())).toBe(true);
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
    await page.waitForLoadState('networkidle');
    expect(lightboxCode).toEqual([]);
    // From the keyboard: the tile she tabs to fetches it, and Enter opens the photo.
    await tiles.nth(2).focus();
    await expect.poll(() => lightboxCode.length).toBe(1);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByText('3 of 22')).toBeVisible();
  });
});

test('services: the four rows, what is included, how to book and the policies, with the exact prices', async ({
  page,
}) => {
  await page.goto('/services');
  for (const heading of [
    'Weddings',
    'Special Events & Photoshoots',
    'Add-Ons',
    '1:1 Lessons',
    "WHAT'S INCLUDED",
    'HOW TO BOOK',
    'POLICIES',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  const card = (name: string) => page.getByRole('article', { name });
  await expect(card('Bridal Preview')).toContainText('$175');
  await expect(card('Bridal Preview')).toContainText('120 min');
  await expect(card('Flower Girl Makeup (12 & Under)')).toContainText('$50');
  await expect(card('Unbooked Wedding Guest Touch Up')).toContainText('15 min');
  await expect(card('Pro Lesson')).toContainText('14-in-10 duo-end brush set');
  await expect(page.getByText('(From $40 travel)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', /^sms:/);
  await expect(page.getByText(/\$100 non-refundable deposit/)).toBeVisible();
  const row = page.getByRole('region', { name: 'Weddings' });
  await page.getByRole('button', { name: 'Scroll Weddings right' }).click();
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test("vendors: the owner's directory grouped by category with social and website links", async ({ page }) => {
  await page.goto('/preferred-vendors');
  for (const category of [
    'Photographers',
    'Hairstylists',
    'Makeup Artists',
    'Hair and Makeup',
    'Coordinators & Planners',
    'Content Creators',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
  }
  const photographers = page.getByRole('region', { name: 'Photographers' });
  await expect(photographers.getByRole('listitem')).toHaveCount(3);
  await expect(photographers.getByRole('link', { name: /Social profile of Golden Hour Photo/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(photographers.getByRole('link', { name: /Website of Golden Hour Photo/ })).toBeVisible();
});

test('the hero picture moves with scrolling (parallax), and stays still for people who prefer less motion', async ({
  page,
}) => {
  const hero = page.locator('section[aria-labelledby="hero-title"] img');
  const afterTwoFrames = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.goto('/');
  await page.mouse.wheel(0, 400);
  await expect.poll(() => hero.evaluate((img) => img.style.transform)).toMatch(/translate3d\(0px, [1-9]/);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await afterTwoFrames();
  expect(await hero.evaluate((img) => img.style.transform)).toBe('');
});

test('scrolling the page before its code has run is kept: no jump to the top, and the hero picture is placed for it', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/assets/index-*.js');
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 2, name: 'Services and Prices' })).toBeAttached();
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const scrolled = await page.evaluate(() => window.scrollY);
  release();
  const hero = page.locator('section[aria-labelledby="hero-title"] img');
  // The code has run once the parallax has placed the picture; nothing moved the page meanwhile.
  await expect.poll(() => hero.evaluate((img) => img.style.transform)).toMatch(/translate3d\(0px, [1-9]/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
