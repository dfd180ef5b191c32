import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * A phone photo as a camera stores it: pixels sideways plus EXIF orientation 6 ("rotate 90° clockwise to view"),
 * and GPS coordinates of where it was taken. Stored sideways it is `width` x `height`, left half red, right half
 * blue; viewed upright it is taller than wide, red on top.
 */
export async function phoneJpeg(width = 2400, height = 1200): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: half, top: 0 }])
    .withExif({
      IFD0: { Make: 'ExamplePhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 34/1 4512/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '121/1 29/1 3012/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A JPEG cut off halfway, as a dropped connection leaves it: its header still reads as a JPEG. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** The EXIF tag that points at the GPS block (0x8825), as it appears in little-endian EXIF. */
export const GPS_TAG = Buffer.from([0x25, 0x88]);

export const svgImage = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
  );

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A decompression bomb: a PNG of a few KB that claims 50,000 x 50,000 pixels (2.5 gigapixels). */
export function bombPng(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc((side + 1) * 100));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart form with one file, as the dashboard sends it. */
export function imageForm(bytes: Buffer, fileName = 'photo.jpg', type = 'image/jpeg', field = 'image'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

/**
 * A 16-bit RGB (or, with `channels: 4`, RGBA) PNG: one smooth gradient row repeated down the image. It decodes to
 * the full `width` x `height` at 6 (or 8) bytes a pixel, yet compresses to a few hundred KB (each row equals the one
 * above), far under the upload limit.
 */
export async function deepPng(width: number, height: number, channels: 3 | 4 = 3): Promise<Buffer> {
  const row = new Uint16Array(width * channels);
  for (let x = 0; x < width; x += 1) {
    row[x * channels] = Math.round((65535 * x) / width);
    row[x * channels + 1] = 30_000;
    row[x * channels + 2] = 65535 - row[x * channels]!;
    // A gradient of transparency too, so the alpha is not dropped as opaque.
    if (channels === 4) row[x * channels + 3] = 65535 - Math.round((32767 * x) / width);
  }
  return sharp(row, { raw: { width, height: 1, channels } })
    .extend({ bottom: height - 1, extendWith: 'copy' })
    .toColourspace('rgb16')
    .png({ adaptiveFiltering: true })
    .toBuffer();
}
