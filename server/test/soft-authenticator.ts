import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

// A passkey authenticator in software, for the API tests only: it answers the server's options the way a phone's
// authenticator and browser would (attestation "none", ES256), so the tests can exercise every rule without a
// browser. The browser tests use Chromium's own virtual authenticator instead.

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;

/** The little CBOR a WebAuthn attestation needs: integers, text, bytes and maps. */
function cbor(value: CborValue): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const buffer = Buffer.alloc(3);
    buffer[0] = (major << 5) | 25;
    buffer.writeUInt16BE(length, 1);
    return buffer;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

export class SoftAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = randomBytes(16).toString('base64url');
  counter = 0;

  constructor(
    /** The page's origin as the browser would report it. */
    public origin: string,
    /** The relying party id the authenticator scopes the passkey to. */
    public rpId = new URL(origin).hostname,
  ) {}

  private authenticatorData(flags: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** What `startRegistration` would send back for these options. */
  register({ challenge }: { challenge: string }, { verified = true } = {}) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<CborValue, CborValue>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const id = Buffer.from(this.credentialId, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cbor(coseKey)]);
    const flags = FLAGS.userPresent | FLAGS.attestedData | (verified ? FLAGS.userVerified : 0);
    const attestationObject = cbor(
      new Map<CborValue, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authenticatorData(flags, attested)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', challenge).toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** What `startAuthentication` would send back for these options; each use advances the signature counter. */
  login({ challenge }: { challenge: string }, { verified = true } = {}) {
    this.counter += 1;
    const authenticatorData = this.authenticatorData(FLAGS.userPresent | (verified ? FLAGS.userVerified : 0));
    const clientDataJSON = this.clientData('webauthn.get', challenge);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: Buffer.from('site-owner').toString('base64url'),
      },
      clientExtensionResults: {},
    };
  }
}
