import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  MAX_MEGAPIXELS,
  NOT_AN_IMAGE_MESSAGE,
  thumbnailOf,
  tooManyPixelsMessage,
  uploadedImageId,
  storedUploadId,
  storedUploadName,
  UPLOAD_WIDTHS as IMAGE_WIDTHS,
} from '../../contract/uploads.ts';
import { HttpError } from '../errors.ts';
import { DecodeQueue, type QueuePlace } from './decode-queue.ts';
import { decodeHeic } from './heic.ts';
import { configureSharp } from './sharp-settings.ts';

/** Decoded, MAX_MEGAPIXELS is up to 300 MB of pixels (16-bit RGB), which is why decodes wait their turn. */
export const MAX_INPUT_PIXELS = MAX_MEGAPIXELS * 1_000_000;
/** Two decodes at a time keep both cores busy; the sixteen places behind them let a burst of uploads through. */
export const DECODE_SLOTS = 2;
export const MAX_WAITING_UPLOADS = 16;
/**
 * The most decoded bytes the running decodes may hold between them: two 49 MP 16-bit RGB photos (294 MB each) fit,
 * two 16-bit RGBA ones (392 MB each, which peaked at 704 MB resident side by side) run one after the other.
 */
export const DECODE_BUDGET_BYTES = 600_000_000;
/**
 * One queue for the whole process, since memory is the process's. Bodies held at once: at most 18 (two decoding,
 * sixteen waiting) of up to 15 MB. Sixteen 49 MP 16-bit PNGs sent at once, RGB or RGBA, stay under 600 MB resident,
 * the process included, with MALLOC_ARENA_MAX=2 as deploy/bridal-site.service runs it (upload-memory.slow.test.ts).
 */
export const imageDecodes = new DecodeQueue(DECODE_SLOTS, MAX_WAITING_UPLOADS, DECODE_BUDGET_BYTES);
/** What sharp's libvips decodes, plus HEIC (HEVC in HEIF), which heic.ts decodes. Say exactly these to the owner. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'gif', 'tiff']);
export const UNPROCESSABLE_MESSAGE = 'That image could not be processed; please try another photo';


configureSharp();


export interface ImageHeader {
  format: string;
  width: number;
  height: number;
  /** HEVC-coded HEIF, as iPhones take photos: decoded by heic.ts, not by sharp. */
  heic: boolean;
  /**
   * Decoded whole before it can be shrunk, not streamed a few rows at a time: a HEIC, an interlaced PNG or a
   * progressive JPEG (whose decoder holds every pass), up to 300 MB at MAX_MEGAPIXELS. Such a decode runs alone.
   */
  decodedWhole: boolean;
  /** The embedded RGB colour profile (an iPhone's Display P3), which heic.ts's raw pixels no longer carry. */
  icc?: Buffer;
  /** What its pixels take decoded: width × height × channels × bytes per channel. */
  decodedBytes: number;
}

/** Bytes per channel of each libvips band format (sharp's `depth`); a format not listed counts as the widest. */
const BYTES_PER_CHANNEL: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/**
 * Reads what the file says it is from its header alone (sharp's metadata() decodes no pixels, so it needs no
 * pixel limit of its own) and refuses at once what is not an image we take or has too many pixels.
 */
export async function readImageHeader(bytes: Buffer): Promise<ImageHeader> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE_MESSAGE);
  }
  const { format, width, compression } = meta;
  // A multi-page file (an animated GIF) is decoded as its first page only.
  const height = meta.pageHeight ?? meta.height;
  if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) throw new HttpError(415, NOT_AN_IMAGE_MESSAGE);
  if (width * height > MAX_INPUT_PIXELS) throw new HttpError(413, tooManyPixelsMessage(width, height));
  const heic = format === 'heif' && compression === 'hevc';
  const icc = heic && meta.icc?.toString('latin1', 16, 20) === 'RGB ' ? meta.icc : undefined;
  const decodedBytes = width * height * (meta.channels ?? 4) * (BYTES_PER_CHANNEL[meta.depth ?? ''] ?? 16);
  return { format, width, height, heic, icc, decodedWhole: heic || meta.isProgressive === true, decodedBytes };
}

type Pixels = { data: Buffer | Uint8Array; width: number; height: number; channels: 1 | 2 | 3 | 4 };

/** The photo decoded, upright and shrunk to the large width: `image()` reads it again for each stored copy. */
interface Decoded {
  image: () => Sharp;
  width: number;
  height: number;
}

const rawImage = ({ data, width, height, channels }: Pixels) => sharp(data, { raw: { width, height, channels } });
const decoded = (pixels: Pixels): Decoded => ({ image: () => rawImage(pixels), width: pixels.width, height: pixels.height });

/** Decodes, turns upright and shrinks to the large width once; both stored copies are made from that. */
export async function decodeLarge(bytes: Buffer, header: ImageHeader): Promise<Decoded> {
  if (header.heic) {
    const result = await decodeHeic({ bytes, maxPixels: MAX_INPUT_PIXELS, width: IMAGE_WIDTHS.large });
    if (!result.ok && result.reason === 'too-many-pixels') {
      throw new HttpError(413, tooManyPixelsMessage(result.width, result.height));
    }
    if (!result.ok) throw new HttpError(415, UNPROCESSABLE_MESSAGE);
    const pixels: Pixels = { data: result.pixels, width: result.width, height: result.height, channels: result.channels };
    const icc = header.icc;
    if (!icc) return decoded(pixels);
    const png = await pngWithProfile(pixels, icc);
    return { image: () => sharp(png), width: pixels.width, height: pixels.height };
  }
  // The pixel limit again, in the decoder itself: the header check above trusts sharp's reading of the header.
  // Sequential reading streams the file through the pipeline instead of decoding it whole first.
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, sequentialRead: true })
    .rotate()
    .resize({ width: IMAGE_WIDTHS.large, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return decoded({ data, width: info.width, height: info.height, channels: info.channels });
}

/**
 * Raw pixels carry no colour profile, so an iPhone's Display P3 colours would be taken for sRGB and come out
 * dull. Wrapped in a PNG with the profile (an iCCP chunk), sharp converts them to sRGB as it does for any photo.
 */
async function pngWithProfile(pixels: Pixels, icc: Buffer): Promise<Buffer> {
  const png = await rawImage(pixels).png({ compressionLevel: 0 }).toBuffer();
  const name = Buffer.from('icc\0\0', 'latin1'); // profile name, its terminator, compression method 0 (deflate)
  const body = Buffer.concat([Buffer.from('iCCP', 'latin1'), name, deflateSync(icc)]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  // Right after the signature (8 bytes) and IHDR (25 bytes), where the PNG format wants it.
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

/**
 * Decodes the bytes (never trusting the file name or the client's content type), turns the photo upright,
 * drops its metadata (GPS included) and stores WebP copies under a name the server makes. The decode waits for
 * its turn in `place`; an image refused from its header is refused at once, without waiting.
 */
export async function storeUploadedImage(
  uploadsDir: string,
  bytes: Buffer,
  place: QueuePlace = imageDecodes.admit(),
): Promise<{ imageUrl: string; thumbnailUrl: string; width: number; height: number }> {
  let encoded: { large: Buffer; thumb: Buffer; width: number; height: number };
  try {
    const header = await readImageHeader(bytes);
    // Weighed by the bytes it decodes. A photo decoded whole runs alone: a HEIC in WebAssembly memory (about 340 MB
    // at 48 MP), an interlaced 49 MP 16-bit PNG in 294 MB of pixels (two at once peaked at 624 MB resident,
    // upload-memory.slow.test.ts).
    encoded = await place.run(
      async () => {
        const { image, width, height } = await decodeLarge(bytes, header);
        // One after the other: each WebP encoder holds tens of MB, and this decode's slot is for one of them.
        const large = await image().webp({ quality: 80 }).toBuffer();
        const thumb = await image()
          .resize({ width: IMAGE_WIDTHS.thumb, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        return { large, thumb, width, height };
      },
      { bytes: header.decodedBytes, alone: header.decodedWhole },
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(415, UNPROCESSABLE_MESSAGE);
  } finally {
    place.leave();
  }

  await mkdir(uploadsDir, { recursive: true });
  const base = randomUUID();
  const written: string[] = [];
  try {
    for (const [width, bytesOut] of [
      [IMAGE_WIDTHS.large, encoded.large],
      [IMAGE_WIDTHS.thumb, encoded.thumb],
    ] as const) {
      const file = path.join(uploadsDir, storedUploadName(base, width));
      written.push(file);
      await writeFile(file, bytesOut);
    }
  } catch (error) {
    // A disk error (ENOSPC, EACCES) is the server's fault, not the photo's: it stays a 500.
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
  const imageUrl = `/uploads/${storedUploadName(base, IMAGE_WIDTHS.large)}`;
  return { imageUrl, thumbnailUrl: thumbnailOf(imageUrl), width: encoded.width, height: encoded.height };
}

/** Deletes an uploaded image and its thumbnail once no gallery item points at it any more. */
export async function removeUnusedUpload(uploadsDir: string, imageUrl: string, stillUsed: readonly { imageUrl: string }[]) {
  const id = uploadedImageId(imageUrl);
  if (!id || stillUsed.some((item) => item.imageUrl === imageUrl)) return;
  await Promise.all(
    Object.values(IMAGE_WIDTHS).map((width) => rm(path.join(uploadsDir, storedUploadName(id, width)), { force: true })),
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
  const keep = new Set(used.map((item) => uploadedImageId(item.imageUrl)).filter(Boolean));
  const names = await readdir(uploadsDir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const id = storedUploadId(name);
    if (!id || keep.has(id)) continue;
    const file = path.join(uploadsDir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info || now - info.mtimeMs < minAgeMs) continue;
    await rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}
