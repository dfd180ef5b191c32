import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Text assets are compressed once at build time at the strongest settings (brotli 11, gzip 9), which on-the-fly
// compression cannot afford; the server (koa-send) serves the .br or .gz file to browsers that accept it.
const COMPRESSIBLE = /\.(js|mjs|css|svg|webmanifest|json|txt|xml)$/;
const root = path.resolve(process.argv[2] ?? 'dist/client');

let before = 0;
let after = 0;
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const bytes = await readFile(file);
  if (bytes.length < 1024) continue;
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  before += bytes.length;
  after += br.length;
}
console.log(
  `precompressed ${(before / 1024).toFixed(0)} KB of text assets to ${(after / 1024).toFixed(0)} KB (brotli)`,
);
