/**
 * What the API answers to an accepted public form. The one exception to "one module per contract":
 * the thank-you pages show these words, and a module that builds a schema brings zod (8 KB gz) to
 * any page that imports it. contact-schema.ts and review-schema.ts re-export them.
 */
export const contactSuccessMessage = 'We will be in touch within 24 hours to schedule your free consultation.';

/** Answer to an accepted review (also the form's toast). */
export const reviewSuccessMessage = 'Thank you! Your review will appear once it has been checked.';
