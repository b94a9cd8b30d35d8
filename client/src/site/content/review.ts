import { business } from '../../../../shared/business';
import { reviewSuccessMessage } from '../../../../shared/review-schema';
import { fairfieldCountyTowns, newHavenCountyTowns } from '../../../../shared/service-area-towns';

export const reviewPage = {
  title: 'Tell Us How Your Project Turned Out',
  intro: `Thank you for trusting ${business.name} with your home. A few honest sentences about your project help other Connecticut homeowners decide, and tell our team what to keep doing and what to do better.`,
  formHeading: 'Share your experience',
  formNote:
    'All fields are required. We read every review before it appears on the site, and we never publish your email address.',
  namePlaceholder: 'e.g. Jennifer M.',
  townPlaceholder: 'e.g. Milford',
  projectPlaceholder: 'Choose your project',
  textPlaceholder: 'What did we build, how did the installation go, and how is the space working for you now?',
  submitLabel: 'Submit Review',
  submittingLabel: 'Sending...',
  asideHeading: 'Something not right?',
  aside: `If anything about your project needs attention, please call us at ${business.phone.display} (${business.hours.summary}) or email ${business.email}. We would rather fix it than read about it.`,
} as const;

export const reviewToasts = {
  success: { fallback: reviewSuccessMessage },
  failure: { title: 'Something went wrong', fallback: `Please try again or call us at ${business.phone.display}` },
  offline: 'You appear to be offline. We kept your review and will send it as soon as you are back online.',
} as const;

/** Town suggestions on the form: every town we serve, alphabetically. */
export const reviewTownSuggestions = [...fairfieldCountyTowns, ...newHavenCountyTowns].sort();
