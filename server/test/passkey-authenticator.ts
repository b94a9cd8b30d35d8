import crypto from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey for API tests: an ES256 key pair that answers WebAuthn's create() and get() as
 * a browser would (attestation "none"). `counter` is the signature counter it reports next; a synced
 * passkey keeps it at 0. `userVerified` false is a security key touched without its PIN or
 * fingerprint (user present only), which this site refuses.
 */
export class TestPasskey {
  readonly id = crypto.randomBytes(16).toString('base64url');
  counter = 0;
  userVerified = true;
  readonly userHandle: string | undefined;
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });

  constructor(
    private readonly origin: string,
    private readonly rpId = new URL(origin).hostname,
  ) {}

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(flags: number, extra: Buffer = Buffer.alloc(0), rpId = this.rpId): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const rpIdHash = crypto.createHash('sha256').update(rpId).digest();
    return Buffer.concat([rpIdHash, Buffer.from([flags]), counter, extra]);
  }

  /** UP, UV (unless not verified), BE, BS. */
  private flags(): number {
    return 0x01 | (this.userVerified ? 0x04 : 0) | 0x08 | 0x10;
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    return isoCBOR.encode(cose);
  }

  /** navigator.credentials.create() on this authenticator (user present and verified, backed up). */
  register(
    options: Pick<PublicKeyCredentialCreationOptionsJSON, 'challenge'>,
    { origin }: { origin?: string } = {},
  ): RegistrationResponseJSON {
    const credentialId = Buffer.from(this.id, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(this.coseKey())]);
    // UP | UV | BE | BS | AT
    const authData = this.authData(this.flags() | 0x40, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, origin).toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): signs the challenge with the current counter. */
  signIn(
    options: Pick<PublicKeyCredentialRequestOptionsJSON, 'challenge'>,
    { origin, userHandle }: { origin?: string; userHandle?: string } = {},
  ): AuthenticationResponseJSON {
    const authData = this.authData(this.flags());
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const signed = Buffer.concat([authData, crypto.createHash('sha256').update(clientData).digest()]);
    const signature = crypto.sign('sha256', signed, this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: clientData.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        ...(userHandle ? { userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
