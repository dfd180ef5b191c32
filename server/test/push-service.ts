import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify } from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from '#test-support/self-signed-certificate.ts';

/** A browser's side of a push subscription: the keys it would hand the server, and the private half it keeps. */
export interface TestDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Decrypts a message sent to this device (RFC 8291, aes128gcm), as the browser would. */
  decrypt: (body: Buffer) => string;
}

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestPushService {
  url: string;
  requests: PushRequest[];
  /** The status the next requests to `path` get (201 by default; 410 says the device is gone). */
  answer: (path: string, status: number) => void;
  /** A new device subscribed at this service. */
  device: (name: string) => TestDevice;
  /** This service's self-signed certificate, for the server's test-only `testPushService` setting to trust. */
  ca: string;
  close: () => Promise<void>;
}

/** Decrypts an aes128gcm body (RFC 8188 framing, RFC 8291 keys) with the receiving device's keys. */
function decryptAes128gcm(body: Buffer, devicePrivate: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('More than one record: not what web-push sends');
  const receiverPublic = devicePrivate.getPublicKey();
  const shared = devicePrivate.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with a 0x02 delimiter, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('No last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks a VAPID `Authorization: vapid t=<JWT>, k=<key>` header the way a push service does: an ES256 signature by
 * `k` over the JWT, addressed to this service's origin, not expired. Returns the JWT's claims.
 */
export function verifyVapid(header: string, origin: string): { aud: string; exp: number; sub: string; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`Not a VAPID header: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('Bad VAPID signature');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (parsed.aud !== origin) throw new Error(`VAPID audience ${parsed.aud}, expected ${origin}`);
  if (parsed.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return { ...parsed, key };
}

/** A push service on loopback over HTTPS: takes each message, keeps it, answers 201 (or what the test set). */
export async function startPushService(): Promise<TestPushService> {
  const { key, cert } = selfSignedCertificate();
  const requests: PushRequest[] = [];
  const answers = new Map<string, number>();
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const requestPath = request.url ?? '';
      requests.push({ path: requestPath, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(requestPath) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    answer: (requestPath, status) => answers.set(requestPath, status),
    device: (name) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      return {
        endpoint: `${url}/push/${name}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
        decrypt: (body) => decryptAes128gcm(body, ecdh, auth),
      };
    },
    ca: cert.toString(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
