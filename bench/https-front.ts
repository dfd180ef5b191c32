import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface HttpsFront {
  url: string;
  stop: () => Promise<void>;
}

/** Headers of one HTTP/1.1 hop that HTTP/2 forbids. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

let certificate: { key: Buffer; cert: Buffer } | undefined;

/** A throwaway self-signed certificate for 127.0.0.1 (made once per bench with openssl, which Debian has). */
function selfSigned() {
  if (certificate) return certificate;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
      ].concat(['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', 'key.pem', '-out', 'cert.pem']),
      { cwd: dir, stdio: 'ignore' },
    );
    certificate = { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
    return certificate;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * HTTPS with HTTP/2 in front of the production server, as Caddy is in production (docs/deploy.md): every request of a
 * page shares one connection. Measured over plain HTTP/1.1 instead, the browser opens up to six connections, and
 * Lighthouse's slow-4G model charges a handshake to whichever request it saw open a new one, so a page's LCP took one
 * of two values a round trip apart depending on timing, code or no code. The browser must be started with
 * `--ignore-certificate-errors` (the certificate is self-signed).
 */
export async function startHttpsFront(upstream: string): Promise<HttpsFront> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  const server = createSecureServer(
    { ...selfSigned(), allowHTTP1: true },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
      headers.host = target.host;
      headers['x-forwarded-proto'] = 'https';
      const forwarded = request(
        { agent, host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
        (answer) => {
          const answerHeaders: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (!HOP_BY_HOP.has(name) && value !== undefined) answerHeaders[name] = value;
          res.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(forwarded);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
