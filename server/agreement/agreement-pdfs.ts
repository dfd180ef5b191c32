import { createHash } from 'node:crypto';
import { PDF_BUSY_MESSAGE } from '#contract/messages.ts';
import { HttpError } from '../errors.ts';
import type { AgreementPdfInput } from './pdf.ts';
import type { PdfBuilder } from './pdf-in-worker.ts';

// The agreement PDFs the site hands out. A PDF is built once (off the main thread, by the builder: a worker in the
// server), kept, and handed out again until what it shows changes. The third audit (issue 36, F2) froze the site
// with four clients downloading one PIN's PDF, each built again on the main thread.

/** Builds admitted at once: the one being built and those waiting for it. Past them the answer is 503. */
export const PDF_QUEUE_LIMIT = 4;
/** The PDFs kept, in bytes: a default agreement is about 20 KB, so some 800 of them. */
export const PDF_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Which PDF: the booking, the version and a hash of everything the PDF shows (the text, its recorded hash, the
 * status, the signature, her business name, the version that replaced it). Any change to any of them is another
 * key, so a PDF that no longer says what the record says is never handed out; the old one ages out of the cache.
 */
export function pdfKey(bookingId: string, input: AgreementPdfInput): string {
  const shown = JSON.stringify([input.version, input.businessName, input.supersededBy ?? null]);
  return `${bookingId}/${input.version.version}/${createHash('sha256').update(shown, 'utf8').digest('hex')}`;
}

/** Bytes kept by key, the least recently used dropped first once they add up to more than `maxBytes`. */
export class PdfCache {
  private readonly entries = new Map<string, Buffer>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const bytes = this.entries.get(key);
    if (bytes) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, bytes);
    }
    return bytes;
  }

  set(key: string, bytes: Buffer): void {
    this.delete(key);
    // A PDF larger than the whole cache is handed out but not kept.
    if (bytes.length > this.maxBytes) return;
    this.entries.set(key, bytes);
    this.total += bytes.length;
    for (const [oldest, kept] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= kept.length;
    }
  }

  delete(key: string): void {
    const bytes = this.entries.get(key);
    if (!bytes) return;
    this.entries.delete(key);
    this.total -= bytes.length;
  }

  get size() {
    return { pdfs: this.entries.size, bytes: this.total };
  }
}

/**
 * The agreement PDFs: a kept PDF at once; a PDF being built already, when that build is done (one build however
 * many ask); otherwise a new build, one at a time, at most `queueLimit` admitted at once and 503 with Retry-After
 * past them.
 */
export class AgreementPdfs {
  private readonly cache: PdfCache;
  private readonly queueLimit: number;
  /** The builds admitted and not yet done, by key: the first is being built, the others wait in order. */
  private readonly building = new Map<string, Promise<Buffer>>();
  /** The last build admitted: the next one starts when it has ended, however it ended. */
  private last: Promise<unknown> = Promise.resolve();
  private built = 0;

  constructor(
    private readonly builder: PdfBuilder,
    { cacheBytes = PDF_CACHE_BYTES, queueLimit = PDF_QUEUE_LIMIT } = {},
  ) {
    this.cache = new PdfCache(cacheBytes);
    this.queueLimit = queueLimit;
  }

  /** The PDF of one version of a booking's agreement. Throws 503 when `queueLimit` builds are already admitted. */
  pdf(bookingId: string, input: AgreementPdfInput): Promise<Buffer> {
    const key = pdfKey(bookingId, input);
    const kept = this.cache.get(key);
    if (kept) return Promise.resolve(kept);
    const underway = this.building.get(key);
    if (underway) return underway;
    if (this.building.size >= this.queueLimit) {
      throw new HttpError(503, PDF_BUSY_MESSAGE, { 'Retry-After': '5', 'Cache-Control': 'no-store' });
    }
    const build = this.last
      .then(() => this.builder.build(input))
      .then((bytes) => {
        this.built += 1;
        this.cache.set(key, bytes);
        return bytes;
      })
      .finally(() => this.building.delete(key));
    this.last = build.catch(() => undefined);
    this.building.set(key, build);
    return build;
  }

  /** PDFs built so far, builds admitted now (the one building and those waiting), and what the cache holds. */
  stats() {
    return { built: this.built, admitted: this.building.size, cached: this.cache.size };
  }

  close(): Promise<void> {
    return this.builder.close();
  }
}
