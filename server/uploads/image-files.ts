import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../errors.ts';

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/**
 * 100 megapixels: twice a 48 MP phone photo, and 15 MB caps real photos well below it anyway. A file claiming
 * more is a decompression bomb (a few KB of PNG can claim billions of pixels) and is refused before decoding.
 */
export const MAX_INPUT_PIXELS = 100_000_000;
/** The large image the site shows, and a thumbnail for grids; the thumbnail's name is derived from the large one. */
export const IMAGE_WIDTHS = { large: 1600, thumb: 600 } as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

export const thumbnailUrl = (imageUrl: string) => imageUrl.replace(/-1600\.webp$/, '-600.webp');

/**
 * Decodes the bytes (never trusting the file name or the client's content type), turns the photo upright,
 * drops its metadata (GPS included) and stores WebP copies under a name the server makes.
 */
export async function storeUploadedImage(uploadsDir: string, bytes: Buffer): Promise<{ imageUrl: string; thumbnailUrl: string; width: number; height: number }> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch (error) {
    const message = (error as Error).message;
    if (/pixel limit/i.test(message)) throw new HttpError(413, 'That image has too many pixels to process');
    throw new HttpError(415, 'That file is not an image we can use; please upload a JPEG, PNG, WebP, HEIC or AVIF photo');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new HttpError(415, 'That file is not an image we can use; please upload a JPEG, PNG, WebP, HEIC or AVIF photo');
  }
  await mkdir(uploadsDir, { recursive: true });
  const base = randomUUID();
  const written: string[] = [];
  try {
    // Decode, turn upright and shrink once; the thumbnail is made from that smaller copy, not from the original.
    const { data: pixels, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: IMAGE_WIDTHS.large, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const fromPixels = () => sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const [large, thumb] = await Promise.all([
      fromPixels().webp({ quality: 80 }).toBuffer(),
      fromPixels().resize({ width: IMAGE_WIDTHS.thumb, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    ]);
    for (const [width, encoded] of [[IMAGE_WIDTHS.large, large], [IMAGE_WIDTHS.thumb, thumb]] as const) {
      const file = path.join(uploadsDir, `${base}-${width}.webp`);
      written.push(file);
      await writeFile(file, encoded);
    }
    const imageUrl = `/uploads/${base}-${IMAGE_WIDTHS.large}.webp`;
    return { imageUrl, thumbnailUrl: thumbnailUrl(imageUrl), width: info.width, height: info.height };
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    // A disk error (ENOSPC, EACCES) is the server's fault, not the photo's: it stays a 500.
    if (error instanceof HttpError || (error as NodeJS.ErrnoException).code) throw error;
    throw new HttpError(415, 'That image could not be processed; please try another photo');
  }
}

/** Deletes an uploaded image and its thumbnail once no gallery item points at it any more. */
export async function removeUnusedUpload(uploadsDir: string, imageUrl: string, stillUsed: readonly { imageUrl: string }[]) {
  const match = /^\/uploads\/([a-z0-9-]+)-1600\.webp$/.exec(imageUrl);
  if (!match || stillUsed.some((item) => item.imageUrl === imageUrl)) return;
  await Promise.all(
    Object.values(IMAGE_WIDTHS).map((width) => rm(path.join(uploadsDir, `${match[1]}-${width}.webp`), { force: true })),
  );
}

/**
 * Deletes uploads no gallery item uses and that are older than `minAgeMs`: photos the owner uploaded and then
 * did not save. The age keeps a photo that is uploaded but not yet saved in an open dashboard. Runs at start-up.
 */
export async function sweepUnusedUploads(
  uploadsDir: string,
  used: readonly { imageUrl: string }[],
  minAgeMs = 24 * 60 * 60 * 1000,
  now = Date.now(),
): Promise<string[]> {
  const keep = new Set(used.map((item) => /^\/uploads\/([a-z0-9-]+)-1600\.webp$/.exec(item.imageUrl)?.[1]).filter(Boolean));
  const names = await readdir(uploadsDir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const match = /^([0-9a-f-]{36})-(\d+)\.webp$/.exec(name);
    if (!match || keep.has(match[1])) continue;
    const file = path.join(uploadsDir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info || now - info.mtimeMs < minAgeMs) continue;
    await rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}
