/**
 * Where each public form posts and where a form sent without JavaScript lands. Apart from
 * public-forms.ts so the browser gets these paths without the other form's schema.
 */
export const formActions = {
  contact: { action: '/api/contact', page: '/contact', thankYouPath: '/contact/thank-you' },
  review: { action: '/api/testimonials', page: '/review', thankYouPath: '/review/thank-you' },
} as const;
