import { business } from '../../shared/business';
import { reviewerName, reviewLink } from '../../shared/review-link';
import { oneLine, type Email } from '../core/mail/email';
import type { MailFor } from '../core/mail/outbox';
import type { LeadForRequest } from './review-requests';

/** The friendly note a homeowner receives when staff press "Request a Review". */
function reviewRequestEmail({ firstName, reviewUrl }: { firstName: string; reviewUrl: string }): Email {
  return {
    subject: `How did your new storage turn out? | ${business.name}`,
    body: [
      `Hello ${oneLine(firstName)},`,
      ``,
      `Thank you for choosing ${business.name}. We hope your new space is working well for you.`,
      ``,
      `Would you take two minutes to tell other Connecticut homeowners how it went? Your review`,
      `helps neighbors decide, and it helps us keep doing better. The form is already filled in`,
      `with your name and town; change them as you like:`,
      ``,
      reviewUrl,
      ``,
      `If anything about your project is not right, please reply to this e-mail or call us at`,
      `${business.phone.display} (${business.hours.summary}) and we will make it right.`,
      ``,
      `Thank you,`,
      `${business.name}`,
    ].join('\n'),
  };
}

/** The review request to a lead, linking to /review with their name and town filled in. */
export function reviewRequestMail({ siteUrl, town }: { siteUrl: string; town: string }): MailFor<LeadForRequest> {
  return (lead) => {
    const name = reviewerName(lead.name);
    const firstName = name.split(' ')[0] ?? name;
    const reviewUrl = reviewLink(siteUrl, { name, town });
    return [
      {
        leadId: lead.id,
        kind: 'review-request',
        toAddress: lead.email,
        ...reviewRequestEmail({ firstName, reviewUrl }),
      },
    ];
  };
}
