import { desc, eq } from 'drizzle-orm';
import type { ContactLead } from '../../shared/contact-schema';
import { contactSubmissions } from './schema';
import type { Db } from './types';

export type StoredLead = typeof contactSubmissions.$inferSelect;

export function createLead(db: Db, lead: ContactLead & { isSpam?: boolean }): StoredLead {
  const { name, email, phone, zip, rooms, message, isSpam = false } = lead;
  return db.insert(contactSubmissions).values({ name, email, phone, zip, rooms, message, isSpam }).returning().get();
}

export function listLeads(db: Db): StoredLead[] {
  return db
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.isSpam, false))
    .orderBy(desc(contactSubmissions.id))
    .all();
}
