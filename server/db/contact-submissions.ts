import { createHash } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ContactLead } from '../../shared/contact-schema';
import { leadMailRows, type LeadMailSettings } from '../mail/lead-mail';
import { leadSourceColumns } from './lead-source-columns';
import { contactSubmissions, mailOutbox } from './schema';
import type { Db } from './types';

export type StoredLead = typeof contactSubmissions.$inferSelect;
type LeadFields = Pick<ContactLead, 'name' | 'email' | 'phone' | 'zip' | 'rooms' | 'message'>;
export type NewLead = LeadFields & Pick<ContactLead, 'source'> & { isSpam: boolean };

/** A double click or a retried request within this window is the same lead. */
export const duplicateWindowMs = 2 * 60_000;

/** Same person, same request: case and spacing differences do not make a new lead. */
export function leadFingerprint(lead: LeadFields): string {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const key = [lead.name, lead.email, lead.phone, lead.zip, [...lead.rooms].sort().join('|'), lead.message].map(norm);
  return createHash('sha256').update(JSON.stringify(key)).digest('hex');
}

export type RecordLead = (lead: NewLead, mail: LeadMailSettings, now?: Date) => { leadId: number; duplicate: boolean };

/**
 * Saving a lead: its statements prepared once (Drizzle's `.prepare()`; building and preparing the
 * SQL on every call cost about a third of the CPU of a lead). The returned function saves a lead
 * and its queued e-mails together, unless the same request was saved within the duplicate window:
 * then the earlier lead's id is returned and nothing is written. Called alone it is one IMMEDIATE
 * transaction (the duplicate check and the insert see the same data); the contact route runs it
 * inside a group commit (`group-commit.ts`), where it is one savepoint of the batch's transaction.
 * Either way its result is returned only with its changes; durability comes from the COMMIT.
 */
export function leadRecorder(db: Db): RecordLead {
  const p = sql.placeholder;
  const findRecent = db
    .select({ id: contactSubmissions.id })
    .from(contactSubmissions)
    .where(and(eq(contactSubmissions.fingerprint, p('fingerprint')), gte(contactSubmissions.receivedAt, p('since'))))
    .limit(1)
    .prepare();
  const insertLead = db
    .insert(contactSubmissions)
    .values({
      name: p('name'),
      email: p('email'),
      phone: p('phone'),
      zip: p('zip'),
      rooms: p('rooms'),
      message: p('message'),
      isSpam: p('isSpam'),
      fingerprint: p('fingerprint'),
      receivedAt: p('receivedAt'),
      landingPath: p('landingPath'),
      referrerHost: p('referrerHost'),
      utmSource: p('utmSource'),
      utmMedium: p('utmMedium'),
      utmCampaign: p('utmCampaign'),
      formPath: p('formPath'),
    })
    .returning()
    .prepare();
  const queueMail = db
    .insert(mailOutbox)
    .values({
      leadId: p('leadId'),
      kind: p('kind'),
      toAddress: p('toAddress'),
      subject: p('subject'),
      body: p('body'),
      status: p('status'),
      nextAttemptAt: p('nextAttemptAt'),
      lastError: p('lastError'),
    })
    .prepare();

  return (lead, mail, now = new Date()) => {
    const fingerprint = leadFingerprint(lead);
    const since = new Date(now.getTime() - duplicateWindowMs).toISOString();
    return db.transaction(
      () => {
        const earlier = findRecent.get({ fingerprint, since });
        if (earlier) return { leadId: earlier.id, duplicate: true };
        const { name, email, phone, zip, rooms, message, isSpam, source } = lead;
        const saved = insertLead.get({
          name,
          email,
          phone,
          zip,
          rooms,
          message,
          isSpam,
          fingerprint,
          receivedAt: now.toISOString(),
          ...leadSourceColumns(source),
        });
        if (!saved) throw new Error('The lead was not saved');
        if (!isSpam) {
          for (const row of leadMailRows(saved, mail, now)) {
            queueMail.run({ leadId: null, lastError: null, status: 'pending', ...row });
          }
        }
        return { leadId: saved.id, duplicate: false };
      },
      { behavior: 'immediate' },
    );
  };
}

export function listLeads(db: Db): StoredLead[] {
  return db
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.isSpam, false))
    .orderBy(desc(contactSubmissions.id))
    .all();
}
