import sharp from 'sharp';
import { startTarget } from './api.ts';
import { BENCH_ADMIN_KEY } from './bench-keys.ts';

export interface UploadBenchRow {
  image: string;
  bytes: number;
  /** Median of the runs: from sending the form to the server's 201. */
  medianMs: number;
  maxMs: number;
  /** Median CPU time the server spent per upload (all threads, user + system): a busy neighbour barely moves it. */
  medianCpuMs: number;
  /** The server process's resident memory before, and its peak while processing. */
  baselineRssMb: number;
  peakRssMb: number;
}

/**
 * A 12-megapixel (4000 x 3000) phone-like JPEG: smooth colour gradients with sensor-like noise, so it
 * compresses like a real photo rather than like a flat test card.
 */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 17) - 8;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, 200 + 50 * Math.sin(x / 300) + noise()));
      pixels[i + 1] = Math.max(0, Math.min(255, 150 + 60 * Math.cos(y / 250) + noise()));
      pixels[i + 2] = Math.max(0, Math.min(255, 130 + 40 * Math.sin((x + y) / 400) + noise()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Time and peak server memory to accept and process a 12 MP JPEG upload, over `runs` uploads one at a time. */
export async function benchUpload({ runs = 5 } = {}): Promise<UploadBenchRow> {
  const photo = await twelveMegapixelJpeg();
  const app = await startTarget('app');
  try {
    const { rss: baseline } = await app.peakRss();
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let peak = 0;
    for (let run = 0; run < runs; run += 1) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
      await app.peakRss(); // start a fresh peak window
      const cpuBefore = await app.cpuMicros();
      const started = performance.now();
      const response = await fetch(`${app.url}/api/admin/upload`, {
        method: 'POST',
        headers: { 'x-admin-key': BENCH_ADMIN_KEY },
        body: form,
      });
      await response.json();
      times.push(performance.now() - started);
      cpuTimes.push(((await app.cpuMicros()) - cpuBefore) / 1000);
      if (response.status !== 201) throw new Error(`The upload answered ${response.status}`);
      peak = Math.max(peak, (await app.peakRss()).peakRss);
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    return {
      image: '4000 x 3000 JPEG (12 MP), EXIF orientation 6',
      bytes: photo.length,
      medianMs: Math.round(times[Math.floor(times.length / 2)]!),
      maxMs: Math.round(times[times.length - 1]!),
      medianCpuMs: Math.round(cpuTimes[Math.floor(cpuTimes.length / 2)]!),
      baselineRssMb: mb(baseline),
      peakRssMb: mb(peak),
    };
  } finally {
    await app.stop();
  }
}
