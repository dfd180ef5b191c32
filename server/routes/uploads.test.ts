import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bombPng, GPS_TAG, imageForm, phoneJpeg, svgImage, truncatedJpeg } from '../test/images.ts';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';
import { BUSY_MESSAGE, type QueuePlace } from '../uploads/decode-queue.ts';
import { DECODE_SLOTS, imageDecodes, MAX_WAITING_UPLOADS } from '../uploads/image-files.ts';

const NOT_AN_IMAGE =
  'That file is not an image we can use; please upload a JPEG, PNG, WebP, HEIC, AVIF, GIF or TIFF image';
const fixture = (name: string) => readFile(path.join(import.meta.dirname, '../test/fixtures', name));

/** Takes both decode slots until the returned function is called: whatever needs a decode waits meanwhile. */
function occupyDecodeSlots() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const running = Array.from({ length: DECODE_SLOTS }, () => imageDecodes.admit().run(() => gate));
  return async () => {
    release();
    await Promise.all(running);
  };
}

describe('image upload', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const upload = (body: FormData | string, admin: boolean | string = true, headers?: Record<string, string>) =>
    server.request('/api/admin/upload', { method: 'POST', admin, body, headers });
  const storedFiles = () => readdir(server.uploadsDir).catch(() => [] as string[]);
  /** A stored image, with the name of the flat colour at (x, y): lossy coding twice over shifts it a little. */
  const storedImage = async (url: string) => {
    const bytes = Buffer.from(await (await server.request(url)).arrayBuffer());
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const names: Record<string, string> = { '100': 'red', '010': 'green', '001': 'blue', '110': 'yellow' };
    return {
      meta: await sharp(bytes).metadata(),
      bytes,
      rgbAt: (x: number, y: number) => {
        const at = (y * info.width + x) * info.channels;
        return [...data.subarray(at, at + 3)];
      },
      colourAt: (x: number, y: number) => {
        const at = (y * info.width + x) * info.channels;
        const rgb = [...data.subarray(at, at + 3)];
        const levels = rgb.map((value) => (value > 190 ? '1' : value < 65 ? '0' : '?')).join('');
        return names[levels] ?? `rgb(${rgb.join(', ')})`;
      },
    };
  };

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

  it('accepts the other shapes photos come in: greyscale, transparent PNG, CMYK JPEG, 16-bit PNG, WebP, AVIF, GIF, TIFF', async () => {
    const base = () =>
      sharp({ create: { width: 320, height: 200, channels: 4, background: { r: 200, g: 100, b: 50, alpha: 0.5 } } });
    const inputs: [Buffer, string][] = [
      [await base().greyscale().jpeg().toBuffer(), 'grey.jpg'],
      [await base().png().toBuffer(), 'alpha.png'],
      [await base().jpeg().toColourspace('cmyk').toBuffer(), 'cmyk.jpg'],
      [await base().png({ compressionLevel: 1 }).toColourspace('rgb16').toBuffer(), 'deep.png'],
      [await base().webp().toBuffer(), 'photo.webp'],
      [await base().avif({ effort: 0 }).toBuffer(), 'photo.avif'],
      [await base().gif().toBuffer(), 'photo.gif'],
      [await base().tiff().toBuffer(), 'photo.tiff'],
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
      [
        imageForm(bombPng(), 'bomb.png', 'image/png'),
        413,
        'That image is 50000 x 50000 pixels (2500 megapixels); the limit is 50 megapixels',
      ],
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

  it('refuses images over 50 megapixels with 413 from the header alone, without waiting for a decode', async () => {
    const filesBefore = await storedFiles();
    // Both decode slots are busy: a refusal that needed a decode would wait here until the test timed out.
    const release = occupyDecodeSlots();
    try {
      const cases: [Buffer, string][] = [
        [bombPng(10_000), 'That image is 10000 x 10000 pixels (100 megapixels); the limit is 50 megapixels'],
        [bombPng(7072), 'That image is 7072 x 7072 pixels (50 megapixels); the limit is 50 megapixels'],
      ];
      for (const [bytes, error] of cases) {
        const response = await upload(imageForm(bytes, 'big.png', 'image/png'));
        expect(response.status).toBe(413);
        expect(await response.json()).toEqual({ error });
      }
      // A HEIC says its size in its container: this one claims 10000 x 10000.
      const heic = await fixture('quadrants.heic');
      const ispe = heic.indexOf('ispe') + 8;
      heic.writeUInt32BE(10_000, ispe);
      heic.writeUInt32BE(10_000, ispe + 4);
      const response = await upload(imageForm(heic, 'IMG_0001.HEIC', 'image/heic'));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: cases[0]![1] });
    } finally {
      await release();
    }
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('accepts a 48-megapixel phone photo, just under the limit', async () => {
    const photo = await sharp({ create: { width: 8064, height: 6048, channels: 3, background: '#d9a' } })
      .jpeg()
      .toBuffer();
    const response = await upload(imageForm(photo, 'IMG_0002.jpg'));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ width: 1600, height: 1200 });
  });

  it('decodes at most two images at a time; the rest wait their turn and are all stored', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#345' } })
      .png()
      .toBuffer();
    let mostRunning = 0;
    let mostWaiting = 0;
    const watch = setInterval(() => {
      const stats = imageDecodes.stats();
      mostRunning = Math.max(mostRunning, stats.running);
      mostWaiting = Math.max(mostWaiting, stats.waiting);
    }, 1);
    try {
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, index) => upload(imageForm(photo, `photo-${index}.png`, 'image/png'))),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(201));
    } finally {
      clearInterval(watch);
    }
    expect(mostRunning).toBe(2);
    expect(mostWaiting).toBeGreaterThan(0);
    expect(imageDecodes.stats()).toMatchObject({ running: 0, waiting: 0, mostRunning: 2 });
  });

  it('answers 503 "busy, try again" without reading the upload once sixteen are already waiting', async () => {
    const filesBefore = await storedFiles();
    const waiting: QueuePlace[] = Array.from({ length: MAX_WAITING_UPLOADS }, () => imageDecodes.admit());
    try {
      const photo = await phoneJpeg(2400, 1200);
      const response = await upload(imageForm(photo));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({ error: BUSY_MESSAGE });
      expect(BUSY_MESSAGE).toBe('The server is busy with other photos; please try again in a moment');
    } finally {
      for (const place of waiting) place.leave();
    }
    expect(await storedFiles()).toEqual(filesBefore);
    // Once there is room again, the same upload goes through.
    expect((await upload(imageForm(await phoneJpeg(400, 200)))).status).toBe(201);
  });

  it('decodes an iPhone HEIC photo and stores it as WebP with its colours in place', async () => {
    const response = await upload(imageForm(await fixture('quadrants.heic'), 'IMG_0003.HEIC', 'image/heic'));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ width: 800, height: 600 });
    const large = await storedImage(body.imageUrl);
    expect(large.meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    const quarters = [
      large.colourAt(200, 150),
      large.colourAt(600, 150),
      large.colourAt(200, 450),
      large.colourAt(600, 450),
    ];
    expect(quarters).toEqual(['red', 'green', 'blue', 'yellow']);
    const thumb = await storedImage(body.thumbnailUrl);
    expect(thumb.meta).toMatchObject({ format: 'webp', width: 600, height: 450 });
  });

  it('turns a sideways HEIC upright by its container rotation, converts its P3 colours, strips EXIF and GPS', async () => {
    const photo = await fixture('quadrants-rotated.heic');
    // As an iPhone stores a portrait photo: 800 x 600 pixels, an 'irot' box, EXIF with orientation 6 and GPS,
    // and Display P3 colours.
    expect(photo.includes(Buffer.from('irot'))).toBe(true);
    expect(photo.includes(Buffer.from('ExamplePhone'))).toBe(true);
    const response = await upload(imageForm(photo, 'IMG_0004.HEIC', 'image/heic'));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ width: 600, height: 800 });
    const large = await storedImage(body.imageUrl);
    expect(large.meta).toMatchObject({ format: 'webp', width: 600, height: 800 });
    expect(large.meta.exif).toBeUndefined();
    expect(large.bytes.includes(Buffer.from('ExamplePhone'))).toBe(false);
    // Stored red, green / blue, yellow; a quarter turn clockwise brings the left column to the top.
    const quarters = [
      large.colourAt(150, 200),
      large.colourAt(450, 200),
      large.colourAt(150, 600),
      large.colourAt(450, 600),
    ];
    expect(quarters).toEqual(['blue', 'red', 'yellow', 'green']);
    // Its Display P3 colours are converted to sRGB like any photo's; taken as sRGB, this red would be 234, 51, 35.
    const [red, green] = large.rgbAt(450, 200);
    expect(red).toBeGreaterThan(245);
    expect(green).toBeLessThan(25);
  });
});
