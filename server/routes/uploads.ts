import multer from '@koa/multer';
import { HttpError } from '../errors.ts';
import { MAX_UPLOAD_BYTES, storeUploadedImage } from '../uploads/image-files.ts';
import type { RouteDeps } from './context.ts';

export function registerUploadRoutes({ adminRouter, config }: RouteDeps) {
  // Kept in memory: the bytes are decoded and re-encoded, never stored as sent.
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  adminRouter.post('/upload', upload.single('image'), async (ctx) => {
    const file = (ctx as unknown as { file?: { buffer: Buffer } }).file;
    if (!file) throw new HttpError(400, 'Choose an image to upload (form field "image")');
    ctx.status = 201;
    ctx.body = await storeUploadedImage(config.uploadsDir, file.buffer);
  });
}
