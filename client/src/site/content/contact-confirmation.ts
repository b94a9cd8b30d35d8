import { business } from '../../../../shared/business';
import { contactSuccessMessage } from '../../../../shared/form-messages';
import type { FormConfirmationCopy } from './form-confirmations';

/** After a sent consultation request: in the page, and on /contact/thank-you. */
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
  bookingLink: {
    label: 'Pick a time for your visit',
    note: 'Rather not wait for our call? Choose a time for your free design consultation yourself, in your home or by video.',
  },
};

/** The lasting confirmation after a sent review, in the page and on /review/thank-you. */
