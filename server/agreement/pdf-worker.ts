/**
 * Builds agreement PDFs in a worker thread; pdf-in-worker.ts starts it and sends it one build at a time. pdfkit
 * lays a document out synchronously for a tenth of a second and more: here the site keeps answering meanwhile, and
 * the fonts, parsed once, serve every PDF after the first.
 */
import { parentPort } from 'node:worker_threads';
import { agreementPdf } from './pdf.ts';
import type { PdfJob, PdfReply } from './pdf-in-worker.ts';

parentPort!.on('message', ({ id, input }: PdfJob) => {
  // A build that throws as it starts is answered like one that fails later: the worker goes on.
  Promise.resolve(input)
    .then(agreementPdf)
    .then(
      (pdf) => {
        // Copied once into a buffer of their own, which then moves to the main thread (transferred, not copied).
        const bytes = new Uint8Array(pdf);
        parentPort!.postMessage({ id, ok: true, bytes } satisfies PdfReply, [bytes.buffer]);
      },
      (error: Error) => parentPort!.postMessage({ id, ok: false, message: error.message } satisfies PdfReply),
    );
});
