import multer from '@koa/multer';
import type { Middleware } from 'koa';
import { HttpError } from '../errors.ts';
import { api } from '#contract/api.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '#contract/uploads.ts';
import { imageDecodes, storeUploadedImage } from '../uploads/image-files.ts';
import { on, type RouteDeps } from './context.ts';

/** multer's and busboy's own errors carry no HTTP status; each becomes a 4xx that says what to do. */
function uploadError(error: Error & { code?: string }): HttpError {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE);
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return new HttpError(400, 'Send one image, in the form field "image"');
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_VALUE':
      return new HttpError(413, 'The upload form has too many or too large fields; send only the image');
    default:
      return new HttpError(400, 'The upload could not be read; please choose the image again');
  }
}

export function registerUploadRoutes({ adminRouter, config }: RouteDeps) {
  // Kept in memory: the bytes are decoded and re-encoded, never stored as sent.
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 10 * 1024, parts: 6 },
  });
  const readImage = upload.single('image');
  /** Reads the form's one image into memory, turning multer's errors into answers that say what to do. */
  const readImageBytes = async (ctx: Parameters<Middleware>[0]): Promise<Buffer> => {
    try {
      await readImage(ctx, async () => {});
    } catch (error) {
      throw error instanceof HttpError ? error : uploadError(error as Error);
    }
    const file = (ctx as unknown as { file?: { buffer: Buffer } }).file;
    if (!file) throw new HttpError(400, 'Choose an image to upload (form field "image")');
    return file.buffer;
  };

  on(adminRouter, api.adminUpload, async (ctx) => {
    // The place in the decode queue is taken before the body is read, so a burst beyond the queue is refused
    // (503) without its bodies ever being held in memory.
    const place = imageDecodes.admit();
    try {
      const bytes = await readImageBytes(ctx);
      ctx.body = await storeUploadedImage(config.uploadsDir, bytes, place);
      ctx.status = 201;
    } finally {
      place.leave();
    }
  });
}
