import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Request, Response } from 'express';
import { staffDevices } from '../schema';
import type { Db } from '../../db/types';
import { hashVerificationToken, newVerificationToken, verificationTokenShape } from '../../verification/token-hash';

/**
 * OWASP's device cookies ("Blocking Brute Force Attacks"): a browser that has signed someone in
 * carries a random id in a long-lived httpOnly cookie, and only its hash is stored against the
 * person (made and hashed as every secret link is, server/core/verification/token-hash.ts). Sign-in from that browser then has its own budget of failures.
 */
const deviceCookieName = 'closets_device';
/** Sent only to the sign-in routes. */
const deviceCookiePath = '/api/admin/login';
const deviceLifetimeMs = 365 * 24 * 60 * 60 * 1000;
/** The most recent devices kept per person. */
const devicesKept = 20;

/** The device id this request's cookie carries, if it looks like one of ours. */
function deviceIdOf(req: Request): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === deviceCookieName && value && verificationTokenShape.test(value)) return value;
  }
  return undefined;
}

/** The throttle key of this request's device when it has signed `staffId` in before, else undefined. */
export function knownDeviceKey(db: Db, req: Request, staffId: number): string | undefined {
  const id = deviceIdOf(req);
  if (!id) return undefined;
  const hash = hashVerificationToken(id);
  const row = db
    .select({ staffId: staffDevices.staffId })
    .from(staffDevices)
    .where(and(eq(staffDevices.deviceHash, hash), eq(staffDevices.staffId, staffId)))
    .get();
  return row ? `device:${staffId}:${hash}` : undefined;
}

/** After a sign-in: this browser becomes (or stays) one of the person's known devices. */
export function rememberDevice(db: Db, req: Request, res: Response, staffId: number, now = new Date()): void {
  const id = deviceIdOf(req) ?? newVerificationToken();
  const deviceHash = hashVerificationToken(id);
  const at = now.toISOString();
  db.transaction((tx) => {
    tx.insert(staffDevices)
      .values({ deviceHash, staffId, lastSeenAt: at })
      .onConflictDoUpdate({ target: [staffDevices.deviceHash, staffDevices.staffId], set: { lastSeenAt: at } })
      .run();
    const kept = tx
      .select({ deviceHash: staffDevices.deviceHash })
      .from(staffDevices)
      .where(eq(staffDevices.staffId, staffId))
      .orderBy(desc(staffDevices.lastSeenAt))
      .limit(devicesKept)
      .all()
      .map((d) => d.deviceHash);
    tx.delete(staffDevices)
      .where(and(eq(staffDevices.staffId, staffId), notInArray(staffDevices.deviceHash, kept)))
      .run();
  });
  res.cookie(deviceCookieName, id, {
    path: deviceCookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    maxAge: deviceLifetimeMs,
  });
}
