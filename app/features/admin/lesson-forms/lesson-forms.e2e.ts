import { expect, test } from '@playwright/test';
import { deleteWithConfirmation, expectToast, login, openTab, unique } from '#e2e/admin-e2e-helpers.ts';

test('lesson forms: every answer is readable, Mark Read clears NEW, and the inquiry can be deleted', async ({
  page,
  request,
}) => {
  const name = unique('Student');
  const sent = await request.post('/api/lesson-submissions', {
    data: {
      name,
      email: 'student@example.com',
      phone: '(916) 555-0177',
      lessonPurpose: 'application-on-clients',
      skillLevel: 'intermediate',
      mainGoal: 'other',
      otherGoal: 'Start a freelance kit',
      focusAreas: JSON.stringify(['Eyebrows', 'Color matching', 'other']),
      otherFocusArea: 'Mature skin',
      wearMakeup: 'Daily',
      usualLook: 'Matte and defined',
      currentProducts: 'A full pro palette',
      struggles: 'Blending under the brow',
      kitPreference: 'build-new-kit',
      additionalInfo: 'Evenings only',
    },
  });
  expect(sent.status()).toBe(201);

  await login(page);
  await openTab(page, 'Lesson Forms');
  const card = page.getByRole('listitem', { name: `Lesson inquiry from ${name}` });
  await expect(card.getByText('NEW', { exact: true })).toBeVisible();
  for (const text of [
    'Application on Clients',
    'Intermediate',
    'Other: Start a freelance kit',
    'Other: Mature skin',
    'Matte and defined',
    'A full pro palette',
    'Blending under the brow',
    'Build a new kit',
    'Evenings only',
  ]) {
    await expect(card.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(card.getByRole('listitem')).toHaveText(['Eyebrows', 'Color matching', 'Other: Mature skin']);
  await expect(card.getByRole('link', { name: /Text \(916\) 555-0177/ })).toHaveAttribute('href', 'sms:+19165550177');
  await expect(card.getByRole('link', { name: /Email student@example.com/ })).toHaveAttribute(
    'href',
    /^mailto:student@example\.com/,
  );

  await card.getByRole('button', { name: /^Mark Read/ }).click();
  await expectToast(page, 'Lesson submission marked as read');
  await expect(card.getByText('NEW', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Mark Read/ })).toHaveCount(0);

  await deleteWithConfirmation(page, `Delete inquiry from ${name}`);
  await expectToast(page, 'Lesson submission deleted successfully');
  await expect(card).toHaveCount(0);
});
