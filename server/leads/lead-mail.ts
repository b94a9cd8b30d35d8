import type { MailSettings } from '../core/mail/email';
import type { MailFor } from '../core/mail/outbox';
import { bookingPath } from './booking-link';
import { leadConfirmation, leadNotification } from './lead-emails';
import type { LeadWithLink } from './lead-store';

/**
 * A new lead's e-mails: the business notification, and the homeowner's confirmation (with the link
 * to pick a time) if enabled. `siteUrl` makes the link absolute.
 */
export const leadMail =
  (siteUrl: string, { notifyTo, sendConfirmation }: MailSettings): MailFor<LeadWithLink> =>
  (lead) => {
    const bookingUrl = new URL(bookingPath(lead.bookingToken), siteUrl).href;
    return [
      { leadId: lead.id, kind: 'lead-notification', toAddress: notifyTo, ...leadNotification(lead) },
      ...(sendConfirmation
        ? [
            {
              leadId: lead.id,
              kind: 'lead-confirmation' as const,
              toAddress: lead.email,
              ...leadConfirmation(lead, bookingUrl),
            },
          ]
        : []),
    ];
  };
