import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bombPng, GPS_TAG, imageForm, phoneJpeg, svgImage, truncatedJpeg } from '../test/images.ts';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

const NOT_AN_IMAGE = 'That file is not an image we can use; please upload a JPEG, PNG, WebP, HEIC or AVIF photo';

describe('image upload', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const upload = (body: FormData | string, admin: boolean | string = true, headers?: Record<string, string>) =>
    server.request('/api/admin/upload', { method: 'POST', admin, body, headers });
  const storedFiles = () => readdir(server.uploadsDir).catch(() => [] as string[]);

  it('turns a phone JPEG upright, strips EXIF and GPS, and stores WebP copies under a server-made name', async () => {
    const photo = await phoneJpeg(2400, 1200);
    const original = await sharp(photo).metadata();
    expect(original).toMatchObject({ width: 2400, height: 1200, orientation: 6 });
    expect(original.exif?.includes(GPS_TAG)).toBe(true);
    expect(original.exif?.includes(Buffer.from('ExamplePhone'))).toBe(true);

    const response = await upload(imageForm(photo, '../../etc/passwd.jpg'));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      imageUrl: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}-1600\.webp$/),
      thumbnailUrl: body.imageUrl.replace('-1600.webp', '-600.webp'),
      width: 1200,
      height: 2400,
    });

    const large = await server.request(body.imageUrl);
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/webp');
    expect(large.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const largeBytes = Buffer.from(await large.arrayBuffer());
    const meta = await sharp(largeBytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 2400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(largeBytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(largeBytes.includes(Buffer.from('ExamplePhone'))).toBe(false);
    // Upright: the red half of the sideways photo is now on top, the blue half at the bottom.
    const { data, info } = await sharp(largeBytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(pixel(600, 100)[0]).toBeGreaterThan(200);
    expect(pixel(600, 100)[2]).toBeLessThan(60);
    expect(pixel(600, 2300)[2]).toBeGreaterThan(200);
    expect(pixel(600, 2300)[0]).toBeLessThan(60);

    const thumb = await sharp(Buffer.from(await (await server.request(body.thumbnailUrl)).arrayBuffer())).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 600, height: 1200 });
    expect(thumb.exif).toBeUndefined();

    // The client's file name went nowhere: only the server-made names are on disk.
    const files = await storedFiles();
    expect(files.sort()).toEqual([path.basename(body.imageUrl), path.basename(body.thumbnailUrl)].sort());
  });

  it('shrinks a large image to 1600 px wide but never enlarges a small one', async () => {
    const small = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const response = await upload(imageForm(small, 'small.png', 'image/png'));
    expect(await response.json()).toMatchObject({ width: 500, height: 300 });
  });

  it('accepts the other shapes photos come in: greyscale, transparent PNG, CMYK JPEG, 16-bit PNG, WebP', async () => {
    const base = () =>
      sharp({ create: { width: 320, height: 200, channels: 4, background: { r: 200, g: 100, b: 50, alpha: 0.5 } } });
    const inputs: [Buffer, string][] = [
      [await base().greyscale().jpeg().toBuffer(), 'grey.jpg'],
      [await base().png().toBuffer(), 'alpha.png'],
      [await base().jpeg().toColourspace('cmyk').toBuffer(), 'cmyk.jpg'],
      [await base().png({ compressionLevel: 1 }).toColourspace('rgb16').toBuffer(), 'deep.png'],
      [await base().webp().toBuffer(), 'photo.webp'],
    ];
    for (const [bytes, name] of inputs) {
      const response = await upload(imageForm(bytes, name, 'application/octet-stream'));
      expect(response.status, name).toBe(201);
      const body = await response.json();
      expect(body, name).toMatchObject({ width: 320, height: 200 });
      const stored = await sharp(Buffer.from(await (await server.request(body.imageUrl)).arrayBuffer())).metadata();
      expect(stored, name).toMatchObject({ format: 'webp', width: 320, height: 200 });
    }
  });

  it('refuses SVG, text named .jpg, truncated JPEGs and image bombs with a clear 4xx, storing nothing', async () => {
    const filesBefore = await storedFiles();
    const before = await snapshot(server);
    const cases: [FormData, number, string][] = [
      [imageForm(svgImage(), 'logo.svg', 'image/svg+xml'), 415, NOT_AN_IMAGE],
      [imageForm(svgImage(), 'photo.jpg', 'image/jpeg'), 415, NOT_AN_IMAGE],
      [imageForm(Buffer.from('just some text, honestly\n'.repeat(50)), 'photo.jpg', 'image/jpeg'), 415, NOT_AN_IMAGE],
      [imageForm(Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png', 'image/png'), 415, NOT_AN_IMAGE],
      [imageForm(Buffer.alloc(0), 'empty.jpg'), 415, NOT_AN_IMAGE],
      [imageForm(await truncatedJpeg(), 'cut.jpg'), 415, 'That image could not be processed; please try another photo'],
      [imageForm(bombPng(), 'bomb.png', 'image/png'), 413, 'That image has too many pixels to process'],
    ];
    for (const [form, status, error] of cases) {
      const response = await upload(form);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error });
    }
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await snapshot(server)).toEqual(before);
  });

  it('answers 413 with the exact message above 15 MB, and storing nothing', async () => {
    const filesBefore = await storedFiles();
    const huge = Buffer.concat([await phoneJpeg(400, 200), Buffer.alloc(15 * 1024 * 1024 + 1)]);
    const response = await upload(imageForm(huge));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'That image is too large; the limit is 15 MB' });
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('asks for the image field when it is missing or misnamed, and for the admin key first', async () => {
    const missing = await upload(new FormData());
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'Choose an image to upload (form field "image")' });
    const misnamed = await upload(imageForm(await phoneJpeg(40, 20), 'a.jpg', 'image/jpeg', 'photo'));
    expect(misnamed.status).toBe(400);
    expect(await misnamed.json()).toEqual({ error: 'Send one image, in the form field "image"' });
    const broken = await upload(
      '--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc',
      true,
      {
        'content-type': 'multipart/form-data; boundary=x',
      },
    );
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'The upload could not be read; please choose the image again' });
    const anonymous = await upload(imageForm(await phoneJpeg(40, 20)), false);
    expect(anonymous.status).toBe(401);
  });
});
