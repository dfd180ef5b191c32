import path from 'node:path';
import sharp from 'sharp';
import type { GalleryItem, ImageSize } from '../../contract/gallery.ts';
import { storedUploadName, UPLOAD_WIDTHS, uploadedImageId } from '../../contract/uploads.ts';
import type { Store } from '../store/store.ts';

/**
 * The size of an uploaded photo's large copy, read from the stored file's header (no pixels are decoded). None for a
 * linked photo, or when the file is not there (a data file restored without its uploads): a size is never guessed.
 */
export async function uploadedImageSize(uploadsDir: string, imageUrl: string): Promise<ImageSize | undefined> {
  const id = uploadedImageId(imageUrl);
  if (!id) return undefined;
  try {
    const { width, height } = await sharp(path.join(uploadsDir, storedUploadName(id, UPLOAD_WIDTHS.large)), {
      limitInputPixels: false,
    }).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The size fields a gallery item is saved with: its photo's, or none at all (both keys present and undefined, so a
 * photo replaced by a linked one does not keep the old photo's size; JSON leaves them out).
 */
export async function gallerySizeFields(uploadsDir: string, imageUrl: string): Promise<Partial<ImageSize>> {
  return (await uploadedImageSize(uploadsDir, imageUrl)) ?? { width: undefined, height: undefined };
}

/**
 * Gallery items saved before sizes were kept get them once, at start-up, from their stored files, in one write.
 * Items whose size is known, linked photos and photos whose file is missing are left as they are.
 */
export async function fillGallerySizes(store: Store, uploadsDir: string): Promise<number> {
  const missing = store.data.gallery.filter(
    (item) => (item.width === undefined || item.height === undefined) && uploadedImageId(item.imageUrl),
  );
  const found = new Map<string, ImageSize>();
  for (const item of missing) {
    const size = await uploadedImageSize(uploadsDir, item.imageUrl);
    if (size) found.set(item.id, size);
  }
  if (found.size === 0) return 0;
  return store.update((data) => {
    let filled = 0;
    data.gallery = data.gallery.map((item): GalleryItem => {
      const size = found.get(item.id);
      // The photo may have been replaced while the files were read: only the one that was measured gets its size.
      if (!size || item.width !== undefined || !missing.some((old) => old.id === item.id && old.imageUrl === item.imageUrl))
        return item;
      filled += 1;
      return { ...item, ...size };
    });
    return filled;
  });
}
