import sharp from 'sharp';

/**
 * libvips settings are process-wide, and loading sharp (as the HEIC worker does) resets its cache to the
 * default, so every thread that loads sharp applies these again.
 *
 * - No operation cache: it would keep up to 50 MB of decoded tiles from photos that are never seen again.
 * - One libvips thread per decode: two decodes run at once (see decode-queue.ts), which keeps both cores busy
 *   without each pipeline holding buffers for extra threads.
 */
export function configureSharp() {
  sharp.cache(false);
  sharp.concurrency(1);
}
