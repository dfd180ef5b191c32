import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { startHttpsFront, type HttpsFront } from '#test-support/https-front.ts';
import { selfSignedCertificate } from '#test-support/self-signed-certificate.ts';
import { spawnServer, type SpawnedServer } from '#test-support/spawn-server.ts';
import { E2E_ADMIN_KEY } from './admin-e2e-helpers.ts';

/** The site as production runs it, over HTTPS at its own address, and a browser that trusts it. */
export interface HttpsSite {
  /** `https://localhost:<port>`, also the site address in her settings (the passkeys' relying party). */
  site: string;
  server: SpawnedServer;
  browser: Browser;
  stop(): Promise<void>;
}

/**
 * Passkeys only work in a secure context whose origin is the relying party's: a server of its own (TRUST_PROXY=true,
 * a fresh data folder, ADMIN_KEY from the environment) behind an HTTPS reverse proxy on `port`, with a certificate
 * made for the test and trusted by this Chromium alone (by its public key's hash), and the site address in Site
 * Settings set to that origin. Call from a `beforeAll` (it sets that hook's time limit).
 */
export async function startHttpsSite(port: number, name: string): Promise<HttpsSite> {
  test.setTimeout(120_000);
  const site = `https://localhost:${port}`;
  const workDir = mkdtempSync(path.join(tmpdir(), `bridal-${name}-`));
  const tls = selfSignedCertificate('localhost');
  const server = await spawnServer({
    DATA_DIR: workDir,
    UPLOADS_DIR: path.join(workDir, 'uploads'),
    ADMIN_KEY: E2E_ADMIN_KEY,
    TRUST_PROXY: 'true',
  });
  if (!server.url) throw new Error(`The test server did not start:\n${server.output()}`);
  // The reverse proxy, as Caddy would be: it ends TLS and says so in X-Forwarded-Proto.
  const proxy: HttpsFront = await startHttpsFront(server.url, { port, certificate: tls });
  expect(proxy.port).toBe(port);

  const headers = { 'x-admin-key': E2E_ADMIN_KEY, 'content-type': 'application/json' };
  const settings = (await (await fetch(`${server.url}/api/admin/site`, { headers })).json()) as Record<string, unknown>;
  const { updatedAt: _updatedAt, ...editable } = settings;
  const saved = await fetch(`${server.url}/api/admin/site`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...editable, siteUrl: site }),
  });
  expect(saved.status).toBe(200);

  const launchOptions = test.info().project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--ignore-certificate-errors-spki-list=${tls.spkiHash}`],
  });
  return {
    site,
    server,
    browser,
    async stop() {
      await browser.close();
      await proxy.stop();
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
