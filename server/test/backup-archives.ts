import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as tar from 'tar-stream';
import { api } from '#contract/api.ts';
import { manifestMac, normalizeBackupCode } from '../backups/backup-key.ts';
import type { TestServer } from './test-server.ts';

// Backups taken apart and put together again, as someone editing one would: for the restore tests.

/** Every entry of a .tar.gz: name, type and bytes. */
export async function entriesOf(archive: Buffer) {
  const extract = tar.extract();
  const entries: { name: string; type: string; bytes: Buffer }[] = [];
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: unknown) => void chunks.push(chunk as Buffer));
    stream.on('end', () => {
      entries.push({ name: header.name, type: header.type, bytes: Buffer.concat(chunks) });
      next();
    });
  });
  const done = new Promise<void>((resolve, reject) => {
    extract.on('finish', () => resolve());
    extract.on('error', (error: Error) => reject(error));
  });
  extract.end(gunzipSync(archive));
  await done;
  return entries;
}

/** A .tar.gz made of the given entries (a header each, and the bytes of files). */
export async function makeArchive(
  entries: { header: tar.Header | (Partial<tar.Header> & { name: string }); bytes?: Buffer }[],
) {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (chunk: unknown) => void chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve) => pack.on('end', () => resolve()));
  for (const entry of entries) {
    if (entry.bytes) pack.entry(entry.header, entry.bytes);
    else pack.entry(entry.header, Buffer.alloc(0));
  }
  pack.finalize();
  await ended;
  return gzipSync(Buffer.concat(chunks));
}

export const restore = (
  server: TestServer,
  archive: Buffer,
  init: { admin?: boolean; headers?: Record<string, string>; code?: string } = {},
) => {
  const form = new FormData();
  form.append('backup', new Blob([new Uint8Array(archive)]), 'backup.tar.gz');
  if (init.code !== undefined) form.append('code', init.code);
  return server.request(api.adminBackups.restore.path(), {
    method: 'POST',
    body: form,
    admin: init.admin ?? true,
    headers: init.headers,
  });
};

/** Her backup code, as the dashboard shows it. */
export const backupCodeOf = async (server: TestServer) =>
  ((await (await server.request(api.adminBackups.code.path(), { admin: true })).json()) as { code: string }).code;

/**
 * The archive with its files changed by `change` (db.json as an object, the others as bytes) and its manifest
 * listing them truly; signed again with `code` when given (only the site that holds it can), else left with the
 * manifest's old HMAC, which no longer matches (or `mac` given).
 */
export async function rebuildArchive(
  archive: Buffer,
  change: (name: string, bytes: Buffer) => Buffer,
  { code, manifestChange }: { code?: string; manifestChange?: (manifest: Record<string, unknown>) => void } = {},
) {
  const entries = await entriesOf(archive);
  const files = entries
    .filter((entry) => entry.name !== 'manifest.json')
    .map((entry) => ({ name: entry.name, bytes: change(entry.name, entry.bytes) }));
  const manifest = JSON.parse(entries.find((entry) => entry.name === 'manifest.json')!.bytes.toString());
  manifest.files = files.map((file) => ({
    path: file.name,
    size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
  }));
  manifestChange?.(manifest);
  if (code) manifest.mac = manifestMac(manifest, normalizeBackupCode(code)!);
  const manifestBytes = Buffer.from(JSON.stringify(manifest));
  return makeArchive([
    ...files.map((file) => ({ header: { name: file.name, size: file.bytes.length }, bytes: file.bytes })),
    { header: { name: 'manifest.json', size: manifestBytes.length }, bytes: manifestBytes },
  ]);
}

/** Changes db.json of an archive's entry, leaving every other file as it is. */
export const changeDb =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests edit the data's JSON freely
  (change: (data: Record<string, any>) => void) => (name: string, bytes: Buffer) => {
    if (name !== 'data/db.json') return bytes;
    const data = JSON.parse(bytes.toString());
    change(data);
    return Buffer.from(JSON.stringify(data));
  };
