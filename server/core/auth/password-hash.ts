import crypto from 'node:crypto';
import os from 'node:os';
import { promisify } from 'node:util';
import { concurrencyLimit } from '../concurrency-limit';

const scryptInPool = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * Password hashes that run at once; the rest wait their turn. Each scrypt holds one of libuv's four
 * threads (UV_THREADPOOL_SIZE) and a core for hundreds of milliseconds, and the same threads read
 * files and compress responses: a burst of sign-ins leaves them at least half the pool, and one
 * core to the event loop (one at a time on a 2-core server).
 */
const passwordChecksAtOnce = Math.min(2, Math.max(1, os.availableParallelism() - 1));
const inTurn = concurrencyLimit(passwordChecksAtOnce);
const scrypt = (...args: Parameters<typeof scryptInPool>) => inTurn(() => scryptInPool(...args));

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * One of the OWASP password storage cheat sheet's equivalent scrypt settings: N=2^15, r=8, p=3.
 * It needs 32 MiB per hash rather than N=2^17's 128 MiB, which matters on a small server.
 */
const defaultScryptCost: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
const keyLength = 64;
const maxmem = (cost: ScryptCost) => 128 * cost.N * cost.r * cost.p + 16 * 1024 * 1024;

const format = (cost: ScryptCost, salt: Buffer, hash: Buffer) =>
  ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');

/** Returns `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost: ScryptCost = defaultScryptCost): Promise<string> {
  const salt = crypto.randomBytes(16);
  return format(
    cost,
    salt,
    await scrypt(password.normalize('NFC'), salt, keyLength, { ...cost, maxmem: maxmem(cost) }),
  );
}

/** The same, blocking: only for start-up steps that run before the server listens. */
export function hashPasswordSync(password: string, cost: ScryptCost = defaultScryptCost): string {
  const salt = crypto.randomBytes(16);
  return format(
    cost,
    salt,
    crypto.scryptSync(password.normalize('NFC'), salt, keyLength, { ...cost, maxmem: maxmem(cost) }),
  );
}

function parseHash(stored: string) {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isSafeInteger(v) && v > 0)) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/** Constant-time comparison of the derived key; a malformed or missing hash never matches. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    // Spend about the same time as a real check so a missing hash is not observable.
    await hashPassword(password);
    return false;
  }
  const derived = await scrypt(password.normalize('NFC'), parsed.salt, parsed.hash.length, {
    ...parsed.cost,
    maxmem: maxmem(parsed.cost),
  });
  return derived.length === parsed.hash.length && crypto.timingSafeEqual(derived, parsed.hash);
}
