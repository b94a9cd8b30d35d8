import crypto from 'node:crypto';
import type { KeyFile } from './key-file';

/**
 * Encryption at rest with the data keys: AES-256-GCM, a random 12-byte IV per value, the 16-byte
 * auth tag kept with it. A sealed value reads `sealed:<key version>:<base64url of IV, tag, ciphertext>`,
 * so values sealed under an older key still open after a new one is added.
 */
export interface Keyring {
  /** The key file's cookie secret (SESSION_SECRET, when set, is used instead: admin-session.ts). */
  cookieSecret: string;
  /** The version of the data key that seals. */
  currentVersion: number;
  seal(plain: string): string;
  /** The plain text of a sealed value; throws on a value that was altered or sealed under an unknown key. */
  open(sealed: string): string;
  /** `seal` for binary content (a PDF): the same format, the bytes themselves encrypted. */
  sealBytes(plain: Uint8Array): string;
  /** `open` for values `sealBytes` made: the exact bytes sealed. */
  openBytes(sealed: string): Buffer;
  /** Whether a stored value is sealed under the current key (else it is plain, or under an older key). */
  isCurrent(value: string): boolean;
}

const sealedPattern = /^sealed:(\d+):([\w-]+)$/;
const ivBytes = 12;
const tagBytes = 16;

export function createKeyring(keys: KeyFile): Keyring {
  const byVersion = new Map(keys.dataKeys.map((k) => [k.version, Buffer.from(k.key, 'base64url')]));
  const current = Math.max(...byVersion.keys());
  const currentKey = byVersion.get(current)!;
  const prefix = `sealed:${current}:`;
  const sealBytes = (plain: Uint8Array): string => {
    const iv = crypto.randomBytes(ivBytes);
    const cipher = crypto.createCipheriv('aes-256-gcm', currentKey, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return prefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  };
  const openBytes = (sealed: string): Buffer => {
    const match = sealedPattern.exec(sealed);
    if (!match) throw new Error('not a sealed value');
    const key = byVersion.get(Number(match[1]));
    if (!key) throw new Error(`sealed under data key ${match[1]}, which the key file does not hold`);
    const bytes = Buffer.from(match[2]!, 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
    decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]);
  };
  return {
    cookieSecret: keys.cookieSecret,
    currentVersion: current,
    sealBytes,
    openBytes,
    seal: (plain) => sealBytes(Buffer.from(plain, 'utf8')),
    open: (sealed) => openBytes(sealed).toString('utf8'),
    isCurrent: (value) => value.startsWith(prefix),
  };
}

/** The plain text of a sealed value, or null when it cannot be opened (its key is gone, or it was altered). */
export function openOrNull(keyring: Keyring, sealed: string): string | null {
  try {
    return keyring.open(sealed);
  } catch {
    return null;
  }
}

/** `openOrNull` for values `sealBytes` made. */
export function openBytesOrNull(keyring: Keyring, sealed: string): Buffer | null {
  try {
    return keyring.openBytes(sealed);
  } catch {
    return null;
  }
}
