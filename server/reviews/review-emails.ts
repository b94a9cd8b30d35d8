import type { MailFor } from '../core/mail/outbox';
import type { StoredReview } from './testimonials';
import { oneLine, type Email } from '../core/mail/email';

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
function reviewNotification(review: ReviewForMail): Email {
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

/** The staff e-mail for a new review, to `notifyTo` (LEAD_NOTIFY_TO). */
export const reviewMail =
  (notifyTo: string): MailFor<StoredReview> =>
  (review) => [{ kind: 'review-notification', toAddress: notifyTo, ...reviewNotification(review) }];
