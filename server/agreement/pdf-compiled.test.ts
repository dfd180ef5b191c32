import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild, spawnServer, type SpawnedServer } from '#test-support/spawn-server.ts';
import { pdfPlainText } from '#test-support/pdf-text.ts';
import { bundleServer } from '../../scripts/server-bundle.ts';
import { weddingBookingBody } from '#test-support/wedding-booking.ts';

// Production runs the compiled bundle (`npm run build`, `node dist/server/main.js`), with no TypeScript compiler:
// the PDF worker must be a file of its own beside main.js, and find its fonts from there.

const ADMIN_KEY = 'pdf-compiled-test-admin-key-123';
const projectRoot = path.resolve(import.meta.dirname, '..', '..');

describe('the agreement PDF from the compiled server', { timeout: 60_000 }, () => {
  const dirs: string[] = [];
  let serverDir: string;
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    // Two folders below the project, as dist/server-<id> is, so its packages resolve as in production.
    await mkdir(path.join(projectRoot, 'dist'), { recursive: true });
    serverDir = await mkdtemp(path.join(projectRoot, 'dist', '.pdf-test-server-'));
    const distDir = await fakeBuild();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-pdf-compiled-'));
    dirs.push(serverDir, distDir, dataDir);
    await bundleServer(serverDir);
    server = await spawnServer(
      { DATA_DIR: dataDir, UPLOADS_DIR: path.join(dataDir, 'uploads'), DIST_DIR: distDir, ADMIN_KEY },
      [],
      path.join(serverDir, 'main.js'),
    );
  }, 60_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    await server?.exited;
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('builds the PDF in dist/server/pdf-worker.js, with its fonts', async () => {
    expect(await readdir(serverDir)).toContain('pdf-worker.js');
    expect(server!.url, server!.output()).not.toBe('');
    const made = await fetch(`${server!.url}/api/admin/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-key': ADMIN_KEY },
      body: JSON.stringify(weddingBookingBody({ venueAddress: '', travelMiles: 5, pin: '4821' })),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const pdf = await fetch(`${server!.url}/api/wedding-schedule/4821/agreement.pdf`);
    expect(pdf.status, server!.output()).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfPlainText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Zoë Ñúñez');
    expect(text).toContain('Folsom Lake Barn');
  });
});
