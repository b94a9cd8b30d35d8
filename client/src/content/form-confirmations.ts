import { business } from '../../../shared/business';
import { contactSuccessMessage } from '../../../shared/contact-schema';
import { reviewSuccessMessage } from '../../../shared/review-schema';

/** What a sent form says, in the page after a send and on its no-JavaScript thank-you page. */
export interface FormConfirmationCopy {
  title: string;
  message: string;
  nextHeading: string;
  next: readonly string[];
  /** Shown in the page above the cleared form. */
  againNote: string;
}

export const contactConfirmation: FormConfirmationCopy = {
  title: 'Thank you for contacting us!',
  message: contactSuccessMessage,
  nextHeading: 'What happens next',
  next: [
    `A designer reads your request and calls or e-mails you within ${business.emailReplyHours} hours to pick a time for your free in-home consultation.`,
    'At the consultation we measure, talk through how you use the space and bring finish samples.',
    'Within 3 to 5 business days you receive a 3D design and an itemized quote, with no obligation.',
  ],
  againNote: 'The form below is empty again if you would like to send another request.',
};

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
