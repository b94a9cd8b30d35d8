import { mailSettings } from '../core/mail/email';
import type { MailFor } from '../core/mail/outbox';
import { leadConfirmation, leadNotification } from './lead-emails';
import type { StoredLead } from './lead-store';

/** A new lead's e-mails: the business notification, and the homeowner's confirmation if enabled. */
export const leadMail: MailFor<StoredLead> = (lead) => {
  const { notifyTo, sendConfirmation } = mailSettings();
  return [
    { leadId: lead.id, kind: 'lead-notification', toAddress: notifyTo, ...leadNotification(lead) },
    ...(sendConfirmation
      ? [{ leadId: lead.id, kind: 'lead-confirmation' as const, toAddress: lead.email, ...leadConfirmation(lead) }]
      : []),
  ];
};
