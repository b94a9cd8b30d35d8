import { eq } from 'drizzle-orm';
import { leads } from './schema';
import type { Db } from '../core/db/types';

/** Gives a lead to a person (or to nobody); false when the lead does not exist. */
export function assignLead(db: Db, leadId: number, assignedTo: number | null): boolean {
  return db.update(leads).set({ assignedTo }).where(eq(leads.id, leadId)).run().changes > 0;
}
