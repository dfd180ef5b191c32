import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeHeic } from './heic.ts';

const fixture = (name: string) => readFile(path.join(import.meta.dirname, '../test/fixtures', name));

describe('decoding HEIC photos', () => {
  it('decodes a HEIC stored sideways upright, in RGB, shrunk to the width asked for', async () => {
    const result = await decodeHeic({ bytes: await fixture('quadrants-rotated.heic'), maxPixels: 50_000_000, width: 300 });
    if (!result.ok) throw new Error(`not decoded: ${JSON.stringify(result)}`);
    expect(result).toMatchObject({ width: 300, height: 400, channels: 3 });
    // Stored red, green / blue, yellow; the container's quarter turn clockwise puts blue top left. The pixels are
    // still in the photo's Display P3 (green is 117, 251, 76 here), so only the strong channels are compared.
    const strong = (x: number, y: number) => {
      const at = (y * 300 + x) * 3;
      return [...result.pixels.subarray(at, at + 3)].map((value, i) => (value > 150 ? 'RGB'[i] : '')).join('');
    };
    expect([strong(75, 100), strong(225, 100), strong(75, 300), strong(225, 300)]).toEqual(['B', 'R', 'RG', 'G']);
  });

  it('never enlarges, and refuses from the container size alone when the photo has too many pixels', async () => {
    const bytes = await fixture('quadrants.heic');
    expect(await decodeHeic({ bytes, maxPixels: 50_000_000, width: 1600 })).toMatchObject({ ok: true, width: 800, height: 600 });
    expect(await decodeHeic({ bytes, maxPixels: 400_000, width: 1600 })).toEqual({
      ok: false,
      reason: 'too-many-pixels',
      width: 800,
      height: 600,
    });
  });

  it('reports a damaged file as undecodable instead of failing the server', async () => {
    const whole = await fixture('quadrants.heic');
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    expect(await decodeHeic({ bytes: cut, maxPixels: 50_000_000, width: 1600 })).toMatchObject({ ok: false, reason: 'undecodable' });
    expect(await decodeHeic({ bytes: Buffer.from('not a photo at all'), maxPixels: 50_000_000, width: 1600 })).toMatchObject({
      ok: false,
      reason: 'undecodable',
    });
  });
});
