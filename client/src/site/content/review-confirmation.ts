import { reviewSuccessMessage } from '../../../../shared/form-messages';
import type { FormConfirmationCopy } from './form-confirmations';

/** After a sent review: in the page, and on /review/thank-you. */
export const reviewConfirmation: FormConfirmationCopy = {
  title: 'Thank you for your review!',
  message: reviewSuccessMessage,
  nextHeading: 'What happens next',
  next: [
    'Our team reads every review, usually within a few business days.',
    'Once approved, your first name, last initial, town and review appear on the site. Your e-mail address is never shown.',
  ],
  againNote: 'The form below is empty again if you would like to review another project.',
};
