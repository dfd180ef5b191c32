/**
 * Decodes one HEIC photo in a worker thread; heic.ts starts it. The WebAssembly decoder runs for seconds on a
 * large photo and blocks its thread meanwhile, and its memory only ever grows; in a worker the site keeps
 * answering, and ending the worker gives all of that memory back.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import type { HeicJob, HeicResult } from './heic.ts';
import { configureSharp } from './sharp-settings.ts';

/** The part of libheif-js's embind API used here (its own typings are not exported for the bundled build). */
interface EnumValue {
  value: number;
}
interface HeifError {
  code: EnumValue;
  message?: string;
}
type Handle = { readonly brand: 'heif_image_handle' };
type Context = { readonly brand: 'heif_context' };
interface DecodedImage {
  image: unknown;
  channels: { id: EnumValue; width: number; height: number; stride: number; data: Uint8Array }[];
}
interface LibHeif {
  heif_context_alloc(): Context;
  heif_context_free(context: Context): void;
  heif_context_read_from_memory(context: Context, bytes: Uint8Array): HeifError;
  heif_js_context_get_primary_image_handle(context: Context): Handle | HeifError;
  heif_image_handle_get_width(handle: Handle): number;
  heif_image_handle_get_height(handle: Handle): number;
  heif_image_handle_has_alpha_channel(handle: Handle): number;
  heif_image_handle_release(handle: Handle): void;
  heif_js_decode_image2(handle: Handle, colorspace: EnumValue, chroma: EnumValue): DecodedImage | HeifError;
  heif_image_release(image: unknown): void;
  heif_error_code: { heif_error_Ok: EnumValue };
  heif_colorspace: { heif_colorspace_RGB: EnumValue };
  heif_chroma: { heif_chroma_interleaved_RGB: EnumValue; heif_chroma_interleaved_RGBA: EnumValue };
  heif_channel: { heif_channel_interleaved: EnumValue };
}

const isError = (value: object): value is HeifError => 'code' in value && value.code !== undefined;

async function decode({ bytes, maxPixels, width: targetWidth }: HeicJob): Promise<HeicResult> {
  configureSharp();
  const libheif = createRequire(import.meta.url)('libheif-js/wasm-bundle') as LibHeif;
  const context = libheif.heif_context_alloc();
  try {
    const read = libheif.heif_context_read_from_memory(context, bytes);
    if (read.code !== libheif.heif_error_code.heif_error_Ok) return { ok: false, reason: 'undecodable', detail: read.message };
    const handle = libheif.heif_js_context_get_primary_image_handle(context);
    if (isError(handle)) return { ok: false, reason: 'undecodable', detail: handle.message };
    try {
      // Width and height come from the container, before any pixel is decoded; they are the upright size.
      const width = libheif.heif_image_handle_get_width(handle);
      const height = libheif.heif_image_handle_get_height(handle);
      if (width * height > maxPixels) return { ok: false, reason: 'too-many-pixels', width, height };
      const channels = libheif.heif_image_handle_has_alpha_channel(handle) ? 4 : 3;
      // RGB rather than RGBA where there is no alpha: a quarter less memory for the largest buffer of all.
      const chroma = channels === 4 ? libheif.heif_chroma.heif_chroma_interleaved_RGBA : libheif.heif_chroma.heif_chroma_interleaved_RGB;
      // libheif applies the container's rotation and mirroring ('irot', 'imir') here, so the pixels come out upright.
      const decoded = libheif.heif_js_decode_image2(handle, libheif.heif_colorspace.heif_colorspace_RGB, chroma);
      if (isError(decoded)) return { ok: false, reason: 'undecodable', detail: decoded.message };
      try {
        const plane = decoded.channels.find((channel) => channel.id === libheif.heif_channel.heif_channel_interleaved);
        if (!plane) return { ok: false, reason: 'undecodable', detail: 'no interleaved plane' };
        // `plane.data` is a view into the decoder's memory, not a copy; nothing calls into the decoder (which could
        // move that memory) until sharp is done with it, and sharp shrinks it to the stored size right here.
        const rowBytes = plane.width * channels;
        if (plane.stride !== rowBytes) {
          // Rows are padded to an aligned stride (600 px of RGB is 1800 bytes in a 1856-byte row); sharp wants
          // them packed. Packing in place, top to bottom, never overwrites a row before it has been moved.
          for (let row = 1; row < plane.height; row += 1) {
            plane.data.copyWithin(row * rowBytes, row * plane.stride, row * plane.stride + rowBytes);
          }
        }
        const { data, info } = await sharp(plane.data.subarray(0, rowBytes * plane.height), {
          raw: { width: plane.width, height: plane.height, channels },
          limitInputPixels: maxPixels,
        })
          .resize({ width: targetWidth, withoutEnlargement: true })
          .raw()
          .toBuffer({ resolveWithObject: true });
        return { ok: true, pixels: data, width: info.width, height: info.height, channels: info.channels };
      } finally {
        libheif.heif_image_release(decoded.image);
      }
    } finally {
      libheif.heif_image_handle_release(handle);
    }
  } finally {
    libheif.heif_context_free(context);
  }
}

decode(workerData as HeicJob).then(
  (result) => parentPort!.postMessage(result),
  (error: Error) => parentPort!.postMessage({ ok: false, reason: 'undecodable', detail: error.message } satisfies HeicResult),
);
