import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SelfSignedCertificate {
  key: Buffer;
  cert: Buffer;
  /** Base64 SHA-256 of its public key, for Chromium's `--ignore-certificate-errors-spki-list`. */
  spkiHash: string;
}

/**
 * A throwaway certificate for a server on this machine that a test or the bench talks to over TLS: made by openssl
 * (which Debian has) in a temporary folder that is removed again, valid for a day or two.
 */
export function selfSignedCertificate(host: '127.0.0.1' | 'localhost' = '127.0.0.1'): SelfSignedCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'self-signed-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const name = host === 'localhost' ? 'DNS:localhost' : `IP:${host}`;
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'].concat([
        '-subj',
        `/CN=${host}`,
        '-addext',
        `subjectAltName=${name}`,
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: 'ignore' },
    );
    const certificate = readFileSync(cert);
    const spki = new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' });
    return {
      key: readFileSync(key),
      cert: certificate,
      spkiHash: createHash('sha256').update(spki).digest('base64'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
