import { plannerAddress } from '../../shared/design/lead-plan';
import { planSummary } from '../../shared/design/plan-summary';
import type { MailSettings } from '../core/mail/email';
import type { MailFor } from '../core/mail/outbox';
import { bookingPath } from './booking-link';
import { leadConfirmation, leadNotification } from './lead-emails';
import type { LeadWithLink } from './lead-store';

/**
 * A new lead's e-mails: the business notification (with the plan sent from /plan, if any), and the homeowner's confirmation (with the link
 * to pick a time) if enabled. `siteUrl` makes the link absolute.
 */
export const leadMail =
  (siteUrl: string, { notifyTo, sendConfirmation }: MailSettings): MailFor<LeadWithLink> =>
  (lead) => {
    const bookingUrl = new URL(bookingPath(lead.bookingToken), siteUrl).href;
    const plan = lead.plan && {
      summary: planSummary(lead.plan.design, lead.plan.estimate.range),
      url: new URL(plannerAddress(lead.plan.query), siteUrl).href,
    };
    return [
      { leadId: lead.id, kind: 'lead-notification', toAddress: notifyTo, ...leadNotification({ ...lead, plan }) },
      ...(sendConfirmation
        ? [
            {
              leadId: lead.id,
              kind: 'lead-confirmation' as const,
              toAddress: lead.email,
              ...leadConfirmation({ ...lead, plan }, bookingUrl),
            },
          ]
        : []),
    ];
  };
