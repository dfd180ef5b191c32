import { Agent, request } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate, type SelfSignedCertificate } from '../test-support/self-signed-certificate.ts';

export interface HttpsFront {
  url: string;
  stop: () => Promise<void>;
}

/** Headers of one HTTP/1.1 hop that HTTP/2 forbids. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** One certificate per bench. */
let certificate: SelfSignedCertificate | undefined;

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
    { ...(certificate ??= selfSignedCertificate()), allowHTTP1: true },
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
