import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// Issue 37, item 6: the FAQ on travel says "The Travel Fee policy has the amounts": those words link to the policy.
const SHOTS = '/work/screens/37';
mkdirSync(SHOTS, { recursive: true });

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the travel answer links to the Travel Fee policy, which opens in view on /policies', async ({ page }) => {
    await page.goto('/faqs');
    await page.getByRole('button', { name: 'Do you travel to me?' }).click();
    const answer = page.getByRole('region', { name: 'Do you travel to me?' });
    const link = answer.getByRole('link', { name: 'Travel Fee policy' });
    await expect(link).toHaveAttribute('href', '/policies#travel-fee-policy');
    await expect(answer).toContainText('The Travel Fee policy has the amounts.');
    // The other answers that name a policy link to theirs; a bare "deposit" does not.
    await page.getByRole('button', { name: 'Do you require a deposit?' }).click();
    await expect(
      page.getByRole('region', { name: 'Do you require a deposit?' }).getByRole('link', { name: 'Deposit policy' }),
    ).toHaveAttribute('href', '/policies#deposit-policy');
    await page.getByRole('button', { name: 'Do you travel to me?' }).click();
    await link.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/visitor-faq-travel-link-390.png` });

    await link.click();
    await expect(page).toHaveURL(/\/policies#travel-fee-policy$/);
    const policy = page.getByRole('article', { name: 'Travel Fee' });
    await expect(policy).toHaveAttribute('id', 'travel-fee-policy');
    const title = policy.getByRole('heading', { name: 'Travel Fee' });
    await expect(title).toBeInViewport();
    // Below the sticky header, not under it.
    await expect
      .poll(async () => {
        const header = (await page.locator('header').first().boundingBox())!;
        return (await title.boundingBox())!.y - (header.y + header.height);
      })
      .toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/visitor-policies-travel-fee-390.png` });
  });

  test('a link to a policy opened afresh lands on it', async ({ page }) => {
    await page.goto('/policies#travel-fee-policy');
    await expect(page.getByRole('article', { name: 'Travel Fee' }).getByRole('heading')).toBeInViewport();
  });
});

test('at 1280 px the travel answer shows its link', async ({ page }) => {
  await page.goto('/faqs');
  await page.getByRole('button', { name: 'Do you travel to me?' }).click();
  await expect(
    page.getByRole('region', { name: 'Do you travel to me?' }).getByRole('link', { name: 'Travel Fee policy' }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/visitor-faq-travel-link-1280.png` });
});
