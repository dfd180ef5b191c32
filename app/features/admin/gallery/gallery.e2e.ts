import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { deleteWithConfirmation, expectToast, login, openPublicPage, openTab, unique } from '#e2e/admin-e2e-helpers.ts';
import { holdRequests } from '#e2e/hold-requests.ts';

/** A real JPEG, as a phone would send: larger than the site's 1600 px so the server has to resize it. */
const photo = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 214, g: 170, b: 160 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

test('gallery: the two validation messages, then an uploaded photo is added, edited, hidden and deleted, as seen on /portfolio', async ({
  page,
}) => {
  // A whole upload-to-portfolio walk: over half a minute on this 2-core machine, near the limit when it is busy.
  test.slow();
  const title = unique('Garden bride');
  await login(page);
  await openTab(page, 'Gallery');
  const form = page.locator('form', { has: page.getByRole('heading', { name: /Add New Image|Edit Gallery Image/ }) });

  await form.getByRole('button', { name: 'Add Image' }).click();
  await expect(form.getByText('Please enter a title')).toBeVisible();
  await expectToast(page, 'Please enter a title');
  await expect(form.getByLabel('Title')).toBeFocused();

  await form.getByLabel('Title').fill(`   `);
  await form.getByRole('button', { name: 'Add Image' }).click();
  await expect(form.getByText('Please enter a title')).toBeVisible();

  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Add Image' }).click();
  await expect(form.getByText('Please upload an image or enter an image URL')).toBeVisible();
  await expectToast(page, 'Please upload an image or enter an image URL');
  await expect(form.getByText('Please enter a title')).toHaveCount(0);

  // A typed address is cleared by choosing a file, and the address field is locked while a file is chosen.
  const fileInput = form.getByLabel('Upload Image');
  await expect(fileInput).toHaveAttribute('accept', 'image/*');
  await form.getByLabel('Image URL').fill('https://example.com/photo.jpg');
  await fileInput.setInputFiles({ name: 'garden-bride.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(form.getByLabel('Image URL')).toHaveValue('');
  await expect(form.getByLabel('Image URL')).toBeDisabled();
  await expect(form.getByText('Please upload an image or enter an image URL')).toHaveCount(0);

  await form.getByLabel('Category').selectOption('bridal');
  await form.getByLabel('Description (optional)').fill('Soft glam for a garden ceremony');
  // A look at another tab loses neither the chosen photo nor what she typed.
  await openTab(page, 'Lesson Forms');
  await openTab(page, 'Gallery');
  await expect(form.getByLabel('Description (optional)')).toHaveValue('Soft glam for a garden ceremony');
  expect(await fileInput.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('garden-bride.jpg');
  await expect(form.getByLabel('Image URL')).toBeDisabled();
  await form.getByRole('button', { name: 'Add Image' }).click();
  await expectToast(page, 'Gallery image added successfully');

  const tile = page.getByRole('listitem').filter({ hasText: title });
  const image = tile.getByRole('img', { name: title });
  await expect(image).toHaveAttribute('src', /^\/uploads\/[a-z0-9-]+-600\.webp$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  await expect(tile.getByText('Bridal', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expect(form.getByLabel('Image URL')).toBeEnabled();
  // Add New Image, beside the grid, takes her back to the form.
  await page.getByRole('button', { name: 'Add New Image' }).click();
  await expect(form.getByLabel('Title')).toBeFocused();

  let visitor = await openPublicPage(page, '/portfolio');
  const publicTile = visitor.getByRole('button', { name: `Open ${title} larger` });
  await expect(publicTile).toBeVisible();
  await expect
    .poll(() => publicTile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await visitor.close();

  // Edit (the buttons appear on hover with a mouse), change the category and hide it.
  await tile.hover();
  await tile.getByRole('button', { name: `Edit image ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Gallery Image' })).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Image URL')).toHaveValue(/^\/uploads\/[a-z0-9-]+-1600\.webp$/);
  await form.getByLabel('Category').selectOption('photoshoot');
  const visible = form.getByRole('switch', { name: 'Visible on website' });
  await visible.click();
  await expect(visible).toHaveAttribute('aria-checked', 'false');
  await form.getByRole('button', { name: 'Update Image' }).click();
  await expectToast(page, 'Gallery image updated successfully');
  await expect(tile.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(tile.getByText('Photoshoot', { exact: true })).toBeVisible();

  visitor = await openPublicPage(page, '/portfolio');
  await expect(visitor.getByRole('heading', { name: 'PORTFOLIO' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: `Open ${title} larger` })).toHaveCount(0);
  await visitor.close();

  await tile.hover();
  await deleteWithConfirmation(page, `Delete image ${title}`);
  await expectToast(page, 'Gallery image deleted successfully');
  await expect(tile).toHaveCount(0);
});

test('gallery: a file that is not an image is refused by the server with "Failed to upload image", and nothing is added', async ({
  page,
}) => {
  const title = unique('Not a photo');
  await login(page);
  await openTab(page, 'Gallery');
  await page.getByLabel('Title').fill(title);
  // Named and typed like a photo, but the bytes are text: only the server can tell.
  await page
    .getByLabel('Upload Image')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('definitely not a jpeg') });
  // Hold the upload's reply back to see the sending state: button disabled and reading Uploading..., a progress bar.
  const release = await holdRequests(page, '**/api/admin/upload');
  await page.getByRole('button', { name: 'Add Image' }).click();
  const sending = page.getByRole('button', { name: 'Uploading...' });
  await expect(sending).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  release();
  await expectToast(page, /^Failed to upload image: That file is not an image/);
  await expect(page.getByRole('button', { name: 'Add Image' })).toBeEnabled();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});
