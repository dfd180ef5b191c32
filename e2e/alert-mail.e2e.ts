import { expect, test } from '@playwright/test';
import * as v from 'valibot';
import { lessonSubmissionInput, type LessonSubmission } from '#contract/lesson-submission.ts';
import { lessonAlertMail } from '../server/alerts/lesson-alert-mail.ts';

const SCREENS = '/work/screens/alerts';

/** A questionnaire as the server stores it, with markup, a long unbroken word and line breaks in her answers. */
const hostile: LessonSubmission = {
  ...v.parse(lessonSubmissionInput, {
    name: 'Maria <img src=x onerror=alert(1)> Delgado-Hernández',
    email: 'maria.delgado.hernandez.makeup.student@example.com',
    phone: '(916) 555-0188',
    lessonPurpose: 'application-on-clients',
    skillLevel: 'intermediate',
    mainGoal: 'other',
    otherGoal: 'Build a bridal kit</td></tr></table><script>alert(2)</script>',
    focusAreas: JSON.stringify(['Skin prep', 'Contour/bronzer/blush']),
    otherFocusArea: '',
    wearMakeup: 'Daily',
    usualLook: 'Soft glam',
    currentProducts: 'https://www.example.com/a-very-long-product-link-without-any-breaks-at-all-1234567890abcdef',
    struggles: 'Winged liner\nBlending foundation on mature skin',
    kitPreference: 'use-existing',
    additionalInfo: 'x'.repeat(300),
  }),
  id: 'c0ffee00-0000-4000-8000-000000000001',
  createdAt: '2026-11-24T17:05:00.000Z',
  isRead: false,
};

for (const width of [390, 1280]) {
  test(`the alert e-mail reads well at ${width} px, with every answer shown as text`, async ({ page }) => {
    const mail = lessonAlertMail(hostile, { siteUrl: 'https://www.rosaglowbeauty.com' });
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(mail.html);
    await expect(page.getByRole('heading', { name: 'New lesson questionnaire' })).toBeVisible();
    // Markup she was sent is shown as the characters typed, never as elements.
    await expect(page.getByText('Maria <img src=x onerror=alert(1)> Delgado-Hernández').first()).toBeVisible();
    await expect(page.getByText('<script>alert(2)</script>', { exact: false })).toBeVisible();
    expect(await page.locator('img, script').count()).toBe(0);
    await expect(page.getByRole('link', { name: 'Open Lesson Forms' })).toHaveAttribute(
      'href',
      'https://www.rosaglowbeauty.com/admin?tab=lesson-forms',
    );
    // Nothing runs off the side of a phone's mail app, the unbroken answers included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENS}/lesson-alert-mail-${width}.png`, fullPage: true });
  });
}
