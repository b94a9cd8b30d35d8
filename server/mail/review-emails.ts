import { business } from '../../shared/business';
import { reviewerName, reviewLink } from '../../shared/review-link';
import type { LeadForRequest } from '../db/review-requests';
import type { MailFor } from '../db/outbox';
import type { StoredReview } from '../db/testimonials';
import type { LeadMailSettings } from './lead-mail';
import { oneLine, type LeadEmail } from './lead-emails';

interface ReviewForMail {
  id: number;
  customerName: string;
  location: string;
  rating: string;
  projectType: string;
  reviewText: string;
  email: string | null;
  hasLink: boolean;
}

/** The e-mail staff receive when a customer submits a review at /review. */
export function reviewNotification(review: ReviewForMail): LeadEmail {
  return {
    subject: oneLine(`New review to check: ${review.customerName} (${review.location}), ${review.rating} stars`),
    body: [
      `A customer left a review on the website. It stays hidden until you approve it in the`,
      `dashboard (Testimonials tab).`,
      ``,
      `Name:     ${review.customerName}`,
      `Town:     ${review.location}`,
      `Project:  ${review.projectType}`,
      `Rating:   ${review.rating} of 5`,
      `E-mail:   ${review.email ?? ''}`,
      ...(review.hasLink ? [``, `Note: the review contains a link. Check it before approving.`] : []),
      ``,
      `Review:`,
      review.reviewText,
      ``,
      `Review #${review.id}.`,
    ].join('\n'),
  };
}

/** The friendly note a homeowner receives when staff press "Request a Review". */
export function reviewRequestEmail({ firstName, reviewUrl }: { firstName: string; reviewUrl: string }): LeadEmail {
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

/** The staff e-mail for a new review. */
export function reviewMail({
  deliver,
  notifyTo,
}: Pick<LeadMailSettings, 'deliver' | 'notifyTo'>): MailFor<StoredReview> {
  return {
    deliver,
    mailFor: (review) => [{ kind: 'review-notification', toAddress: notifyTo, ...reviewNotification(review) }],
  };
}

/** The review request to a lead, linking to /review with their name and town filled in. */
export function reviewRequestMail({
  siteUrl,
  town,
  deliver,
}: {
  siteUrl: string;
  town: string;
  deliver: boolean;
}): MailFor<LeadForRequest> {
  return {
    deliver,
    mailFor: (lead) => {
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
    },
  };
}
