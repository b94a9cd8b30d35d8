import { contactFormAction, contactLabels, contactLimits } from './contact-schema';
import { reviewFormAction, reviewLabels, reviewLimits, reviewProjects, reviewRatings } from './review-schema';
import { roomOptions } from './rooms';
import type { contactPath, testimonialsPath } from './api/public-paths';

/**
 * The two public forms as a plain HTML page needs them: where each posts, where a sent one lands,
 * and each field's label, so the server's no-JavaScript error page names fields as the form does.
 */
export type FormField =
  | { name: string; label: string; kind: 'text' | 'email' | 'tel' | 'textarea'; maxLength: number }
  | { name: string; label: string; kind: 'checkboxes' | 'radios' | 'select'; options: readonly string[] }
  | { name: string; label: string; kind: 'checkbox' };

export interface PublicForm {
  action: typeof contactPath | typeof testimonialsPath;
  /** The form's page, for the way back. */
  page: '/contact' | '/review';
  thankYouPath: '/contact/thank-you' | '/review/thank-you';
  title: string;
  fields: readonly FormField[];
  /** Fields the form carries without showing them (the plan from /plan), read and sent back as they came. */
  hidden?: readonly { name: string; label: string }[];
}

export const contactForm = {
  ...contactFormAction,
  title: 'Request a Free Design Consultation',
  fields: [
    { name: 'name', label: contactLabels.name, kind: 'text', maxLength: contactLimits.name },
    { name: 'email', label: contactLabels.email, kind: 'email', maxLength: contactLimits.email },
    { name: 'phone', label: contactLabels.phone, kind: 'tel', maxLength: contactLimits.phone },
    { name: 'zip', label: contactLabels.zip, kind: 'text', maxLength: contactLimits.zip },
    { name: 'rooms', label: contactLabels.rooms, kind: 'checkboxes', options: roomOptions },
    { name: 'message', label: contactLabels.message, kind: 'textarea', maxLength: contactLimits.message },
  ],
  hidden: [{ name: 'plan', label: 'Your plan' }],
} as const satisfies PublicForm;

export const reviewForm = {
  ...reviewFormAction,
  title: 'Leave a Review',
  fields: [
    { name: 'customerName', label: reviewLabels.customerName, kind: 'text', maxLength: reviewLimits.name },
    { name: 'location', label: reviewLabels.location, kind: 'text', maxLength: reviewLimits.town },
    { name: 'projectType', label: reviewLabels.projectType, kind: 'select', options: reviewProjects },
    { name: 'email', label: reviewLabels.email, kind: 'email', maxLength: reviewLimits.email },
    { name: 'rating', label: reviewLabels.rating, kind: 'radios', options: reviewRatings },
    { name: 'reviewText', label: reviewLabels.reviewText, kind: 'textarea', maxLength: reviewLimits.text },
    { name: 'consent', label: reviewLabels.consent, kind: 'checkbox' },
  ],
} as const satisfies PublicForm;

export const publicForms: readonly PublicForm[] = [contactForm, reviewForm];
