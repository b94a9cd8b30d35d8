/**
 * What the API answers to an accepted public form, apart from the schemas so the thank-you pages
 * can show the same words without downloading a validator.
 */
export const contactSuccessMessage = 'We will be in touch within 24 hours to schedule your free consultation.';

/** Answer to an accepted review (also the form's toast). */
export const reviewSuccessMessage = 'Thank you! Your review will appear once it has been checked.';
