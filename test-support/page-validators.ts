import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Validator, { type StructuredDataIssue } from '@adobe/structured-data-validator';

/**
 * Offline checks of what the server sends: the Nu Html Checker (vnu-jar, run on this machine's Java 17; the package's
 * own install script, which would fetch a Java runtime, is denied in package.json `allowScripts`) and Adobe's
 * structured-data validator (Google's rich-result rules and the schema.org vocabulary).
 */

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

export interface HtmlMessage {
  page: string;
  type: string;
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Checks every page in one run of the checker (one JVM start for all of them); answers its errors and warnings. */
export async function validateHtml(pages: Record<string, string>): Promise<HtmlMessage[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bridal-vnu-'));
  try {
    const files = new Map<string, string>();
    let index = 0;
    for (const [page, html] of Object.entries(pages)) {
      const file = path.join(dir, `page-${index++}.html`);
      files.set(`file:${file}`, page);
      await writeFile(file, html);
    }
    // The checker writes its JSON report to stderr and exits 1 when it found errors: both are read, neither is a failure.
    const report = await new Promise<string>((resolve, reject) => {
      execFile(
        'java',
        // The quick compiler alone and one GC thread: a short run takes about 2.5 s of CPU instead of 4.3 (the
        // optimising compiler's work never pays off in one). That compiler's code needs more stack than the default
        // thread's 512 KB for the HTML schema, so 2 MB.
        [
          '-Xss2m',
          '-XX:TieredStopAtLevel=1',
          '-XX:+UseSerialGC',
          '-jar',
          vnuJar,
          '--format',
          'json',
          '--also-check-css',
          ...[...files.keys()].map((url) => url.slice(5)),
        ],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, stderr) => {
          if (error && !stderr.trim().startsWith('{')) reject(new Error(`${error.message}\n${stderr}`));
          else resolve(stderr);
        },
      );
    });
    const { messages } = JSON.parse(report) as { messages: (Omit<HtmlMessage, 'page'> & { url?: string })[] };
    return messages.map(({ url, ...message }) => ({ page: files.get(url ?? '') ?? url ?? '?', ...message }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The page's JSON-LD blocks, parsed (a block that is not JSON throws). */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/**
 * The schema.org vocabulary, offline: release 30.0's `schemaorg-current-https.jsonld` (schema.org, CC BY-SA 3.0) cut
 * to what the validator reads of it (each class's and property's `@id`, `@type`, `rdfs:subClassOf` and
 * `schema:domainIncludes`), 35 KB gzipped instead of 1.5 MB. To move to a newer release, apply the same cut to its file.
 */
let vocabulary: Promise<object> | undefined;
const readVocabulary = () =>
  (vocabulary ??= readFile(new URL('./schema-org/vocabulary-30.0.json.gz', import.meta.url)).then(
    (bytes) => JSON.parse(gunzipSync(bytes).toString('utf8')) as object,
  ));

/** The page's structured data checked as Google's Rich Results Test and schema.org would: its errors and warnings. */
export async function validateStructuredData(html: string): Promise<StructuredDataIssue[]> {
  const jsonld: Record<string, object[]> = {};
  for (const block of jsonLdBlocks(html)) {
    const type = String(block['@type']);
    (jsonld[type] ??= []).push(block);
  }
  return new Validator(await readVocabulary()).validate({ jsonld });
}
