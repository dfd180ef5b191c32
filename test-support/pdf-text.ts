import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF read as pdf.js reads it: its pages' text (each page's runs joined by spaces) and its page size in points. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; width: number; height: number }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  let width = 0;
  let height = 0;
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    if (number === 1) [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return { pages, width, height };
}

/** All of a PDF's text as one line (pages joined by a space, runs of white space as one), for `toContain`. */
export async function pdfPlainText(bytes: Uint8Array): Promise<string> {
  return (await pdfText(bytes)).pages.join(' ').replace(/\s+/g, ' ');
}

/** The bytes of a file the browser downloaded. */
export async function downloadedBytes(download: { createReadStream(): Promise<NodeJS.ReadableStream> }) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
