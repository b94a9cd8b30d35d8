import { business } from '../../shared/business';
import type { StoredLead } from '../db/contact-submissions';
import { leadConfirmation, leadNotification } from './lead-emails';
import type { NewOutboxRow } from './outbox';
import { newOutboxState } from './outbox-state';

export interface LeadMailSettings {
  /** False when SMTP_URL is unset: rows are still written, as 'skipped' with the reason. */
  deliver: boolean;
  notifyTo: string;
  sendConfirmation: boolean;
}

export const noLeadMail: LeadMailSettings = { deliver: false, notifyTo: business.email, sendConfirmation: false };

/** The outbox rows for a new (non-spam) lead: the business notification, and the homeowner's confirmation if enabled. */
export function leadMailRows(lead: StoredLead, settings: LeadMailSettings, now = new Date()): NewOutboxRow[] {
  const base = { leadId: lead.id, ...newOutboxState(settings.deliver, now) };
  const rows: NewOutboxRow[] = [
    { ...base, kind: 'lead-notification', toAddress: settings.notifyTo, ...mail(leadNotification(lead)) },
  ];
  if (settings.sendConfirmation) {
    rows.push({ ...base, kind: 'lead-confirmation', toAddress: lead.email, ...mail(leadConfirmation(lead)) });
  }
  return rows;
}

const mail = ({ subject, body }: { subject: string; body: string }) => ({ subject, body });
