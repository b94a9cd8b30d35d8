import { eq } from 'drizzle-orm';
import type { Tx } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { leads } from '../leads';
import type { InstallDay } from '../../shared/installs/install-schema';
import { installEmail } from './install-emails';
import { installInvite } from './install-ics';

interface InstallMail {
  leadId: number;
  address: string;
  sequence: number;
  now: Date;
  days: (InstallDay & { position: number })[];
  change: 'booked' | 'moved' | 'cancelled' | 'days-dropped';
}

/** Queues the homeowner's e-mail with the invitation: REQUEST for the days booked, CANCEL for days called off. */
export function queueInstallMail(tx: Tx, { leadId, address, sequence, now, days, change }: InstallMail): void {
  const homeowner = tx.select({ name: leads.name, email: leads.email }).from(leads).where(eq(leads.id, leadId)).get();
  if (!homeowner) return;
  const method = change === 'cancelled' || change === 'days-dropped' ? 'CANCEL' : 'REQUEST';
  const ics = installInvite({ leadId, homeowner, address, days, sequence, method, stamp: now });
  queueMail(
    tx,
    { leadId, kind: 'install-invite', toAddress: homeowner.email, ...installEmail(homeowner.name, days, change) },
    { now, attachment: { filename: 'install.ics', contentType: `text/calendar; method=${method}`, content: ics } },
  );
}
