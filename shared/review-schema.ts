// zod/mini, as contact-schema.ts: this schema ships to the browser on /review.
import * as z from 'zod/mini';
import { testimonialsPath } from './api/public-paths';
import { emailAddress, honeypot, requiredNote, requiredText } from './form-rules';
import { serviceLabels } from './services';

/** The six services the site offers, plus "Other": the review form's project choices. */
export const reviewProjects = [...serviceLabels, 'Other'] as const;

export const reviewRatings = ['1', '2', '3', '4', '5'] as const;

/** Length limits, the same on the form (maxLength attributes) and the API. */
export const reviewLimits = {
  nameMin: 2,
  name: 60,
  town: 60,
  textMin: 20,
  text: 1000,
  email: 254,
  website: 500,
} as const;

export const reviewConsentLabel = 'I agree that my name, town and review may appear on this website.';

/**
 * The review form's field labels: the form, the no-JavaScript error page (shared/public-forms.ts)
 * and the schema's own messages name each field with these.
 */
export const reviewLabels = {
  customerName: 'Your name',
  location: 'Town',
  projectType: 'Project',
  email: 'Email',
  rating: 'Rating',
  reviewText: 'Your review',
  consent: reviewConsentLabel,
} as const;

/** A customer review as the /review form holds it and POST /api/testimonials receives it. */
export const reviewRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    customerName: requiredText(reviewLabels.customerName, reviewLimits.name).check(
      z.minLength(reviewLimits.nameMin, { error: `Your name must be at least ${reviewLimits.nameMin} characters` }),
    ),
    location: requiredText(reviewLabels.location, reviewLimits.town),
    projectType: z.enum(reviewProjects, { error: 'Choose the project from the list' }),
    rating: z.enum(reviewRatings, { error: 'Choose a rating from 1 to 5 stars' }),
    reviewText: requiredNote(reviewLabels.reviewText, reviewLimits.text).check(
      z.minLength(reviewLimits.textMin, { error: `Your review must be at least ${reviewLimits.textMin} characters` }),
    ),
    email: emailAddress(reviewLimits.email),
    consent: z
      .boolean({ error: 'Please agree so we can publish your review' })
      .check(z.refine((agreed) => agreed, { error: 'Please agree so we can publish your review' })),
    website: honeypot(reviewLimits.website),
  }))();

export type ReviewRequest = z.infer<typeof reviewRequestSchema>;
export type ReviewRequestInput = z.input<typeof reviewRequestSchema>;

export { reviewSuccessMessage } from './form-messages';

/** Where the form posts and where a form sent without JavaScript lands. */
export const reviewFormAction = {
  action: testimonialsPath,
  page: '/review',
  thankYouPath: '/review/thank-you',
} as const;
