import { describe, expect, it } from 'vitest';
import type { AgreementVersion } from '#contract/agreement.ts';
import { pdfPlainText } from '#test-support/pdf-text.ts';
import { AgreementPdfs, pdfKey, PdfCache } from './agreement-pdfs.ts';
import type { AgreementPdfInput } from './pdf.ts';
import { pdfBuilderInWorker, type PdfBuilder } from './pdf-in-worker.ts';

const TEXT = 'BOOKING AGREEMENT\n\nAGREEMENT\nThe artist does the makeup.\n';
const version = (extra: Partial<AgreementVersion> = {}): AgreementVersion => ({
  version: 1,
  text: TEXT,
  sha256: 'a'.repeat(64),
  createdAt: '2026-03-10T17:00:00.000Z',
  status: 'unsigned',
  signature: null,
  ...extra,
});
const input = (extra: Partial<AgreementPdfInput> = {}): AgreementPdfInput => ({
  version: version(),
  businessName: 'Elena Marie Beauty',
  ...extra,
});

describe('the kept PDFs', () => {
  it('drops the least recently used once they add up to more than their bytes, and never keeps one too large', () => {
    const cache = new PdfCache(100);
    cache.set('a', Buffer.alloc(40));
    cache.set('b', Buffer.alloc(40));
    expect(cache.get('a')).toBeDefined(); // now the most recently used
    cache.set('c', Buffer.alloc(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toEqual({ pdfs: 2, bytes: 80 });
    cache.set('huge', Buffer.alloc(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toEqual({ pdfs: 2, bytes: 80 });
    cache.set('a', Buffer.alloc(10));
    expect(cache.size).toEqual({ pdfs: 2, bytes: 50 });
  });

  it('keys a PDF by its booking, its version and everything it shows', () => {
    const key = pdfKey('booking-1', input());
    expect(pdfKey('booking-1', input())).toBe(key);
    const signature = {
      signedName: 'Zoë Ñúñez',
      signedAt: '2026-03-11T17:00:00.000Z',
      method: 'page' as const,
      clientAddress: '127.0.0.1',
      userAgent: 'test',
      sha256: 'a'.repeat(64),
      version: 1,
    };
    for (const other of [
      pdfKey('booking-2', input()),
      pdfKey('booking-1', input({ version: version({ version: 2 }) })),
      pdfKey('booking-1', input({ version: version({ text: `${TEXT} ` }) })),
      pdfKey('booking-1', input({ version: version({ sha256: 'b'.repeat(64) }) })),
      pdfKey('booking-1', input({ version: version({ status: 'signed', signature }) })),
      pdfKey(
        'booking-1',
        input({ version: version({ status: 'signed', signature: { ...signature, signedName: 'Zoe' } }) }),
      ),
      pdfKey('booking-1', input({ businessName: 'Elena Makeup' })),
      pdfKey('booking-1', input({ version: version({ status: 'superseded' }), supersededBy: 2 })),
    ]) {
      expect(other).not.toBe(key);
    }
  });

  it('keeps no failed build, and the next build still runs after one failed', async () => {
    let calls = 0;
    const builder: PdfBuilder = {
      build: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('no fonts')) : Promise.resolve(Buffer.from(`pdf ${calls}`));
      },
      close: () => Promise.resolve(),
    };
    const pdfs = new AgreementPdfs(builder);
    await expect(pdfs.pdf('b', input())).rejects.toThrow('no fonts');
    expect(pdfs.stats()).toMatchObject({ built: 0, admitted: 0, cached: { pdfs: 0 } });
    expect((await pdfs.pdf('b', input())).toString()).toBe('pdf 2');
    expect((await pdfs.pdf('b', input())).toString()).toBe('pdf 2');
    expect(calls).toBe(2);
  });
});

describe('the PDF worker thread', { timeout: 60_000 }, () => {
  it('builds, answers a build that fails and goes on, and ends a build past its time', async () => {
    const builder = pdfBuilderInWorker();
    try {
      expect(await pdfPlainText(new Uint8Array(await builder.build(input())))).toContain('The artist does the makeup.');
      // Text that is not text: the build fails in the worker, which answers and goes on.
      await expect(builder.build(input({ version: version({ text: 42 as unknown as string }) }))).rejects.toThrow(
        /could not be made/,
      );
      expect((await builder.build(input())).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await builder.close();
    }
    const hurried = pdfBuilderInWorker({ timeLimitMs: 1 });
    try {
      await expect(hurried.build(input())).rejects.toThrow(/took more than/);
    } finally {
      await hurried.close();
    }
  });
});
