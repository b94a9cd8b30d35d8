import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe: the whole secret of a link (43 characters). */
export const newVerificationToken = () => randomBytes(32).toString('base64url');

/** The shape every token has; anything else is refused before the database is asked. */
export const verificationTokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * What the database keeps of a token: SHA-256, hex. A 256-bit random token needs no salt, and the
 * row is found by this hash through a unique index, so nothing is compared byte by byte in code.
 */
export const hashVerificationToken = (token: string) => createHash('sha256').update(token).digest('hex');
