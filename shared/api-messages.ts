/**
 * The API's answers that more than one route gives, each written once: routes send them, tests
 * assert them, and the dashboard may compare against them.
 */
export const apiMessages = {
  signInFirst: 'Sign in to continue',
  roleDenied: 'Your role does not allow this',
  /** Someone without `leads:assign` naming anyone but themselves as a lead's or a visit's person. */
  assignDenied: 'Only the owner or office can assign',
  leadNotFound: 'Lead not found',
  personNotFound: 'Person not found',
  testimonialNotFound: 'Testimonial not found',
  /** A gallery photo, or a homeowner's photo of their space. */
  photoNotFound: 'Photo not found',
  chooseActivePerson: 'Choose an active person on the team',
  /** A customer's lead goes only when retention says so (shared/retention.ts, customerRecordsKeptUntil). */
  customerRecordsKept:
    'This homeowner signed a contract: their records are kept for seven years after the job is closed or the contract cancelled, so the lead cannot be deleted.',
} as const;
