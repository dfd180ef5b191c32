import { MAX_PRIVATE_PHOTO_BYTES } from '#contract/party-link.ts';
import { HttpError } from '../errors.ts';
import type { QueuePlace } from '../uploads/decode-queue.ts';
import { decodeLarge, readImageHeader, UNPROCESSABLE_MESSAGE } from '../uploads/image-files.ts';

// A private photo as stored: decoded by the same code and queue as every upload (upright, at most 1600 px wide, a
// HEIC through the HEIC worker), then written again as a JPEG from its pixels alone, so no EXIF, GPS or maker's
// notes survive (sharp writes no metadata unless asked with withMetadata).

/** Beyond 10 MB: said at the field. */
export const PHOTO_TOO_LARGE_MESSAGE = `That photo is larger than ${MAX_PRIVATE_PHOTO_BYTES / 1024 / 1024} MB. Choose a smaller one, or a screenshot of it`;

/** Every refusal of a photo is said beside the photo field. */
export const atPhoto = (error: HttpError) =>
  new HttpError(error.status, error.message, error.headers, { ...error.details, field: 'photo' });

export async function encodePrivateJpeg(
  bytes: Buffer,
  place: QueuePlace,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  try {
    if (bytes.length > MAX_PRIVATE_PHOTO_BYTES) throw new HttpError(413, PHOTO_TOO_LARGE_MESSAGE);
    const header = await readImageHeader(bytes);
    return await place.run(
      async () => {
        const { image, width, height } = await decodeLarge(bytes, header);
        const jpeg = await image().jpeg({ quality: 82, mozjpeg: true }).toBuffer();
        return { bytes: jpeg, width, height };
      },
      { bytes: header.decodedBytes, alone: header.decodedWhole },
    );
  } catch (error) {
    throw atPhoto(error instanceof HttpError ? error : new HttpError(415, UNPROCESSABLE_MESSAGE));
  } finally {
    place.leave();
  }
}
