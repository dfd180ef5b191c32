import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { AgreementVersion, SignatureRecord } from '#contract/agreement.ts';
import { longDate } from '#contract/calendar-day.ts';
import { AGREEMENT_HEADINGS, AGREEMENT_TITLE } from './document.ts';

// The agreement as a US Letter PDF: the text that was signed, set as a document, with page numbers and the
// signature block (the name, the time and the text's SHA-256), or a blank one marked "Unsigned" to sign on paper.
// Built in a worker thread (pdf-in-worker.ts, pdf-worker.ts), one at a time, and kept: see agreement-pdfs.ts.

/**
 * The fonts ship with the runtime dependencies (OFL TTFs from @expo-google-fonts), found through Node's resolver:
 * they carry every accent a client's name may have (Zoë Ñúñez), and they are where the server runs, from source or
 * from the bundle, after `npm prune --omit=dev`.
 */
const resolve = createRequire(import.meta.url).resolve;
const FONT_FILES = {
  title: resolve('@expo-google-fonts/cormorant-garamond/600SemiBold/CormorantGaramond_600SemiBold.ttf'),
  body: resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  strong: resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
};
type FontName = keyof typeof FONT_FILES;

/**
 * Each font read and parsed once per thread, on its first PDF, and given to every document after. Parsing them was
 * most of a PDF's cost: given a font's file, pdfkit parses it for every document, and it parsed Inter again at
 * every `font('body')` call too, the document's default font (the same file) already bearing Inter's name: a line
 * each, so 4,999 short lines took 8 s.
 */
let parsedFonts: Record<FontName, fontkit.Font> | undefined;
function fonts(): Record<FontName, fontkit.Font> {
  const parse = (file: string) => fontkit.create(readFileSync(file)) as fontkit.Font;
  parsedFonts ??= { title: parse(FONT_FILES.title), body: parse(FONT_FILES.body), strong: parse(FONT_FILES.strong) };
  return parsedFonts;
}

/** pdfkit takes a font fontkit has parsed (any object with `layout`), though its typings name only files and bytes. */
const fontSource = (font: fontkit.Font) => font as unknown as PDFKit.Mixins.PDFFontSource;

/** The site's ink and accent (app/shared/theme.ts), in print. */
const INK = '#2b2523';
const MUTED = '#6b5f5b';
const ACCENT = '#8f4a3c';
const RULE = '#d9cbc3';

/** One inch margins at the sides, a little less at the top and bottom, where the page numbers sit. */
const MARGIN = { top: 64, bottom: 72, left: 72, right: 72 };
const LABEL_WIDTH = 110;

export interface AgreementPdfInput {
  version: AgreementVersion;
  businessName: string;
  /** The version that replaced this one, for a superseded one. */
  supersededBy?: number;
}

const HEADINGS = new Set<string>(AGREEMENT_HEADINGS);
const PACIFIC_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** "May 2, 2026 at 3:04 PM Pacific time (2026-05-02T22:04:00.000Z)"; a paper copy's day alone. */
export function signedWhen(signature: SignatureRecord): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(signature.signedAt)) return longDate(signature.signedAt);
  return `${PACIFIC_TIME.format(new Date(signature.signedAt))} Pacific time (${signature.signedAt} UTC)`;
}

/** The document's sections: a heading and its blocks of lines, as document.ts writes them. */
function sectionsOf(text: string): { heading: string; blocks: string[][] }[] {
  const sections: { heading: string; blocks: string[][] }[] = [{ heading: '', blocks: [] }];
  for (const block of text.trim().split(/\n{2,}/)) {
    const lines = block.split('\n');
    if (HEADINGS.has(lines[0]!)) {
      sections.push({ heading: lines[0]!, blocks: lines.length > 1 ? [lines.slice(1)] : [] });
    } else {
      sections.at(-1)!.blocks.push(lines);
    }
  }
  return sections;
}

/** A "Label: value" line of the event, the services or the payment; amounts are "$" and digits. */
const LABELLED = /^([^:]{1,120}): (.+)$/;
const AMOUNT = /^\$[\d,]+(?:\.\d{2})?$/;

/** A run of text with no space, tab or line break: one word to pdfkit, unless it holds a hyphen or the like. */
const WORD = /[^ \t\r\n]+/g;
/** A word this short fits any column of the document. */
const SHORT_WORD = 8;
const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The text with every word wider than `width` (in the document's current font and size) broken into lines that
 * fit, between letters (never inside one: an accent stays on its letter). pdfkit breaks such a word itself, but
 * measures the whole rest of the word again after each line it takes off: a 10,000-letter word took 9.8 s. Here
 * each letter is measured once, so the cost is linear.
 */
export function breakLongWords(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  { characterSpacing = 0 }: { characterSpacing?: number } = {},
): string {
  return text.replace(WORD, (word) => {
    if (word.length <= SHORT_WORD || doc.widthOfString(word, { characterSpacing }) <= width) return word;
    const widths = new Map<string, number>();
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const { segment } of GRAPHEMES.segment(word)) {
      let letter = widths.get(segment);
      if (letter === undefined) {
        letter = doc.widthOfString(segment) + characterSpacing;
        widths.set(segment, letter);
      }
      if (line !== '' && lineWidth + letter > width) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      line += segment;
      lineWidth += letter;
    }
    lines.push(line);
    return lines.join('\n');
  });
}

/** The PDF of one version of the agreement. */
export function agreementPdf({ version, businessName, supersededBy }: AgreementPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    // No default font (every text below names its own): pdfkit's Helvetica would be loaded for nothing.
    font: null as unknown as string,
    bufferPages: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: `Booking agreement, version ${version.version}`,
      Author: businessName,
      Subject: 'Booking agreement',
    },
  });
  for (const [name, font] of Object.entries(fonts())) doc.registerFont(name, fontSource(font));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN.left;
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  const rule = (gapAfter = 10) => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    doc.y += gapAfter;
  };
  /** Starts a new page when fewer than `points` are left, so a heading or a row is never left alone at the foot. */
  const keep = (points: number) => {
    if (doc.y + points > doc.page.height - MARGIN.bottom) doc.addPage();
  };

  // Title and status.
  doc.font('strong').fontSize(9).fillColor(MUTED);
  doc.text(breakLongWords(doc, businessName.toUpperCase(), width, { characterSpacing: 1.2 }), left, MARGIN.top, {
    width,
    characterSpacing: 1.2,
  });
  doc.moveDown(0.2);
  doc.font('title').fontSize(28).fillColor(INK).text('Booking Agreement');
  const status =
    version.status === 'superseded'
      ? `Version ${version.version}, superseded${supersededBy ? ` by version ${supersededBy}` : ''}: kept for the record`
      : `Version ${version.version}, ${version.signature ? 'signed' : 'unsigned'}`;
  doc
    .font('body')
    .fontSize(10)
    .fillColor(version.status === 'superseded' ? ACCENT : MUTED)
    .text(status);
  doc.moveDown(0.8);
  rule(14);

  for (const { heading, blocks } of sectionsOf(version.text)) {
    if (heading) {
      keep(60);
      doc.moveDown(0.6);
      doc.font('strong').fontSize(9).fillColor(ACCENT).text(heading, { characterSpacing: 1.2 });
      doc.moveDown(0.35);
    }
    const labelled = heading === 'THE EVENT' || heading === 'PAYMENT';
    for (const [index, lines] of blocks.entries()) {
      if (index > 0) doc.moveDown(0.6);
      for (const [lineIndex, line] of lines.entries()) {
        if (!heading && line === AGREEMENT_TITLE) continue;
        const match = LABELLED.exec(line);
        if (heading === 'THE SERVICES' && match) {
          const [, label, value] = match;
          const total = label === 'Total';
          keep(18);
          if (total) {
            doc.moveDown(0.2);
            rule(5);
          }
          const y = doc.y;
          const amount = AMOUNT.test(value!);
          doc
            .font(total ? 'strong' : 'body')
            .fontSize(10.5)
            .fillColor(INK);
          doc.text(breakLongWords(doc, amount ? label! : line, width - 90), left, y, { width: width - 90 });
          const after = doc.y;
          if (amount) doc.text(value!, left + width - 90, y, { width: 90, align: 'right' });
          doc.x = left;
          doc.y = Math.max(after, doc.y) + 3;
        } else if (labelled && match) {
          const [, label, value] = match;
          keep(18);
          const y = doc.y;
          doc
            .font('strong')
            .fontSize(10)
            .fillColor(MUTED)
            .text(breakLongWords(doc, label!, LABEL_WIDTH - 8), left, y, { width: LABEL_WIDTH - 8 });
          const afterLabel = doc.y;
          doc
            .font('body')
            .fontSize(10.5)
            .fillColor(INK)
            .text(breakLongWords(doc, value!, width - LABEL_WIDTH), left + LABEL_WIDTH, y, {
              width: width - LABEL_WIDTH,
            });
          doc.x = left;
          doc.y = Math.max(afterLabel, doc.y) + 3;
        } else if (heading === 'POLICIES' && lineIndex === 0) {
          // Each policy's first line is her title for it.
          keep(40);
          doc.font('strong').fontSize(10.5).fillColor(INK);
          doc.text(breakLongWords(doc, line, width), left, doc.y, { width });
          doc.moveDown(0.15);
        } else {
          doc.font('body').fontSize(10.5).fillColor(INK);
          doc.text(breakLongWords(doc, line, width), left, doc.y, { width, lineGap: 2.5 });
        }
      }
    }
  }

  signatureBlock(doc, version, left, width, keep);

  // Page numbers, on every page once all are set.
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    // The foot is inside the bottom margin: without this, writing there would start a page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 44;
    doc.font('body').fontSize(8.5).fillColor(MUTED);
    doc.text(`Booking agreement, version ${version.version}`, left, y, { width: width / 2, lineBreak: false });
    doc.text(`Page ${index + 1} of ${pages.count}`, left + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** Who signed, when, and the text's hash; or a blank block, "Unsigned", to sign on paper. */
function signatureBlock(
  doc: PDFKit.PDFDocument,
  version: AgreementVersion,
  left: number,
  width: number,
  keep: (points: number) => void,
) {
  const { signature } = version;
  keep(signature ? 130 : 170);
  doc.moveDown(1.2);
  const top = doc.y;
  const pad = 14;
  const inner = width - 2 * pad;
  doc.x = left + pad;
  doc.y = top + pad;
  doc.font('strong').fontSize(9).fillColor(ACCENT).text('SIGNATURE', { characterSpacing: 1.2, width: inner });
  doc.moveDown(0.4);
  if (signature) {
    const how = signature.method === 'paper' ? 'Signed on paper by' : 'Signed electronically by';
    doc.font('body').fontSize(10).fillColor(MUTED).text(how, { width: inner });
    doc.font('strong').fontSize(14).fillColor(INK);
    doc.text(breakLongWords(doc, signature.signedName, inner), { width: inner });
    doc.moveDown(0.2);
    doc
      .font('body')
      .fontSize(10)
      .fillColor(INK)
      .text(`On ${signedWhen(signature)}`, { width: inner });
  } else {
    doc.font('strong').fontSize(14).fillColor(INK).text('Unsigned', { width: inner });
    doc.moveDown(1.6);
    const lineY = doc.y;
    const nameWidth = inner * 0.62;
    doc.lineWidth(0.75).strokeColor(MUTED);
    doc
      .moveTo(left + pad, lineY)
      .lineTo(left + pad + nameWidth, lineY)
      .stroke();
    doc
      .moveTo(left + pad + nameWidth + 20, lineY)
      .lineTo(left + pad + inner, lineY)
      .stroke();
    doc.font('body').fontSize(8.5).fillColor(MUTED);
    doc.text('Client signature', left + pad, lineY + 4, { width: nameWidth, lineBreak: false });
    doc.text('Date', left + pad + nameWidth + 20, lineY + 4, { width: inner - nameWidth - 20, lineBreak: false });
    doc.x = left + pad;
    doc.y = lineY + 18;
  }
  doc.moveDown(0.5);
  doc.font('body').fontSize(8.5).fillColor(MUTED).text(`Version ${version.version}. SHA-256 of the text:`, {
    width: inner,
  });
  doc.font('body').fontSize(8.5).fillColor(INK);
  doc.text(breakLongWords(doc, version.sha256, inner), { width: inner });
  const bottom = doc.y + pad;
  doc
    .roundedRect(left, top, width, bottom - top, 6)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.x = left;
  doc.y = bottom;
}
