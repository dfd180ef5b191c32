import { Agent, request } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate, type SelfSignedCertificate } from './self-signed-certificate.ts';

export interface HttpsFront {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** Headers of one HTTP/1.1 hop that HTTP/2 forbids. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** One certificate per process, made when a front first needs one. */
let defaultCertificate: SelfSignedCertificate | undefined;

/**
 * HTTPS with HTTP/2 in front of a server of ours, as Caddy is in production (docs/deploy.md): it ends TLS, passes the
 * Host on, says how the request came in the X-Forwarded headers, and every request of a page shares one connection.
 *
 * The bench measures through it: over plain HTTP/1.1 the browser opens up to six connections, and Lighthouse's slow-4G
 * model charges a handshake to whichever request it saw open a new one, so a page's LCP took one of two values a round
 * trip apart depending on timing, code or no code. The passkeys test signs in through it, since passkeys need a
 * secure context. The browser must trust the certificate: `--ignore-certificate-errors`, or its `spkiHash` in
 * `--ignore-certificate-errors-spki-list`.
 */
export async function startHttpsFront(
  upstream: string,
  {
    port = 0,
    certificate = (defaultCertificate ??= selfSignedCertificate()),
  }: { port?: number; certificate?: SelfSignedCertificate } = {},
): Promise<HttpsFront> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  const server = createSecureServer(
    { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
      // As Caddy does: the site's own host goes through (an HTTP/2 request names it in :authority), and the
      // forwarded headers say how the request arrived.
      const host = req.headers.host ?? req.headers[':authority'] ?? target.host;
      headers.host = host;
      headers['x-forwarded-host'] = host;
      headers['x-forwarded-proto'] = 'https';
      headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const listening = (server.address() as AddressInfo).port;
  return {
    url: `https://127.0.0.1:${listening}`,
    port: listening,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
