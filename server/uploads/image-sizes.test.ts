import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { GalleryItem } from '#contract/gallery.ts';
import { Store } from '../store/store.ts';
import { fillGallerySizes, gallerySizeFields, uploadedImageSize } from './image-sizes.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bridal-sizes-'));
  dirs.push(dir);
  return dir;
};

/** A stored upload's large copy, as storeUploadedImage writes it. */
async function storedPhoto(uploadsDir: string, id: string, width: number, height: number) {
  await mkdir(uploadsDir, { recursive: true });
  const webp = await sharp({ create: { width, height, channels: 3, background: '#e8d4cf' } })
    .webp()
    .toBuffer();
  await writeFile(path.join(uploadsDir, `${id}-1600.webp`), webp);
  return `/uploads/${id}-1600.webp`;
}

const item = (id: string, imageUrl: string, size: Partial<GalleryItem> = {}): GalleryItem => ({
  id,
  createdAt: '2026-01-01T00:00:00.000Z',
  title: id,
  description: '',
  imageUrl,
  category: 'general',
  isVisible: true,
  ...size,
});

describe("a gallery photo's size", () => {
  it('is read from the stored file; a linked photo or a missing file has none, and is never guessed', async () => {
    const uploads = await tempDir();
    const photo = await storedPhoto(uploads, 'aaaa-1111', 1600, 1067);
    expect(await uploadedImageSize(uploads, photo)).toEqual({ width: 1600, height: 1067 });
    expect(await uploadedImageSize(uploads, 'https://photos.example.com/aaaa-1111-1600.webp')).toBeUndefined();
    expect(await uploadedImageSize(uploads, '/uploads/bbbb-2222-1600.webp')).toBeUndefined();
    // Saving a linked photo in place of an upload clears the old photo's size.
    expect(await gallerySizeFields(uploads, 'https://photos.example.com/a.jpg')).toEqual({
      width: undefined,
      height: undefined,
    });
  });

  it('is filled once for photos saved before sizes were kept, from their files, and written to the data file', async () => {
    const dataDir = await tempDir();
    const uploads = path.join(dataDir, 'uploads');
    const portrait = await storedPhoto(uploads, 'cccc-3333', 1280, 1600);
    const landscape = await storedPhoto(uploads, 'dddd-4444', 1600, 900);
    const store = await Store.open(dataDir);
    await store.update((data) => {
      data.gallery = [
        item('old-portrait', portrait),
        item('old-landscape', landscape),
        item('already', landscape, { width: 1600, height: 900 }),
        item('linked', 'https://photos.example.com/a.jpg'),
        item('file-gone', '/uploads/eeee-5555-1600.webp'),
      ];
    });

    expect(await fillGallerySizes(store, uploads)).toBe(2);
    const sizes = store.data.gallery.map(({ id, width, height }) => [id, width, height]);
    expect(sizes).toEqual([
      ['old-portrait', 1280, 1600],
      ['old-landscape', 1600, 900],
      ['already', 1600, 900],
      ['linked', undefined, undefined],
      ['file-gone', undefined, undefined],
    ]);
    await store.flush();
    const onDisk = JSON.parse(await readFile(path.join(dataDir, 'db.json'), 'utf8')) as { gallery: GalleryItem[] };
    expect(onDisk.gallery[0]).toMatchObject({ id: 'old-portrait', width: 1280, height: 1600 });
    // Run again (the next start): nothing is left to fill, and nothing is written.
    const before = store.data;
    expect(await fillGallerySizes(store, uploads)).toBe(0);
    expect(store.data).toBe(before);
  });
});
