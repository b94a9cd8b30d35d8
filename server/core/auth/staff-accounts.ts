import { and, asc, eq } from 'drizzle-orm';
import type { Assignee } from '../../../shared/admin-schema';
import type { StaffRole, StaffUser } from '../../../shared/team';
import { staff } from './schema';
import type { Db, Tx } from '../db/types';
import { hashPassword, type ScryptCost } from './password-hash';
import { endSessionsOf } from './staff-guard';

export type StaffRow = typeof staff.$inferSelect;

export const toStaffUser = ({ id, name, email, role }: StaffRow): StaffUser => ({ id, name, email, role });

export function findStaffByEmail(db: Db, email: string): StaffRow | undefined {
  return db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase())).get();
}

export function findStaff(db: Db, id: number): StaffRow | undefined {
  return db.select().from(staff).where(eq(staff.id, id)).get();
}

/** The first owner: the account `npm run admin:password` and ADMIN_PASSWORD look after. */
export function firstOwner(db: Db): StaffRow | undefined {
  return db.select().from(staff).where(eq(staff.role, 'owner')).orderBy(asc(staff.id)).get();
}

export function addStaff(
  db: Db | Tx,
  person: { name: string; email: string; role: StaffRole; passwordHash: string },
): StaffRow {
  return db
    .insert(staff)
    .values({ ...person, email: person.email.toLowerCase() })
    .returning()
    .get();
}

/** A new password for one person; every session of theirs ends (a reset, or the CLI). */
export async function setStaffPassword(db: Db, id: number, password: string, cost?: ScryptCost): Promise<void> {
  const passwordHash = await hashPassword(password, cost);
  db.transaction((tx) => saveStaffPasswordHash(tx, id, passwordHash));
}

/** A new password (already hashed) in the caller's transaction: every session of that person ends. */
export function saveStaffPasswordHash(tx: Tx, id: number, passwordHash: string): void {
  tx.update(staff).set({ passwordHash }).where(eq(staff.id, id)).run();
  endSessionsOf(tx, id);
}

export function recordSignIn(db: Db, id: number, at = new Date()): void {
  db.update(staff).set({ lastSignInAt: at.toISOString() }).where(eq(staff.id, id)).run();
}

/** The active people on the team, by name: who a lead or a consultation can be given to. */
export function activePeople(db: Db): Assignee[] {
  return db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(eq(staff.status, 'active'))
    .orderBy(asc(staff.name))
    .all();
}

/** Whether `id` is an active person on the team (an assignment or a booking may name only them). */
export const isActivePerson = (db: Db, id: number): boolean =>
  db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, id), eq(staff.status, 'active')))
    .get() !== undefined;
