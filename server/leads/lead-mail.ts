import type { LeadMailSettings } from '../core/mail/email';
import type { StoredLead } from './lead-store';
import type { MailFor } from '../core/mail/outbox';
import { leadConfirmation, leadNotification } from './lead-emails';

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
