import { business } from '../../shared/business';
import type { StoredLead } from '../db/contact-submissions';
import type { MailFor } from '../db/outbox';
import { leadConfirmation, leadNotification } from './lead-emails';

export interface LeadMailSettings {
  /** False when SMTP_URL is unset: rows are still written, as 'skipped' with the reason. */
  deliver: boolean;
  notifyTo: string;
  sendConfirmation: boolean;
}

export const noLeadMail: LeadMailSettings = { deliver: false, notifyTo: business.email, sendConfirmation: false };

/** A new lead's e-mails: the business notification, and the homeowner's confirmation if enabled. */
export function leadMail({ deliver, notifyTo, sendConfirmation }: LeadMailSettings): MailFor<StoredLead> {
  return {
    deliver,
    mailFor: (lead) => [
      { leadId: lead.id, kind: 'lead-notification', toAddress: notifyTo, ...leadNotification(lead) },
      ...(sendConfirmation
        ? [{ leadId: lead.id, kind: 'lead-confirmation' as const, toAddress: lead.email, ...leadConfirmation(lead) }]
        : []),
    ],
  };
}
