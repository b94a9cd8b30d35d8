/** What a sent form says, in the page after a send and on its no-JavaScript thank-you page. */
export interface FormConfirmationCopy {
  title: string;
  message: string;
  nextHeading: string;
  next: readonly string[];
  /** Shown in the page above the cleared form. */
  againNote: string;
  /** A consultation request's link to the homeowner's booking page, where they pick a time themselves. */
  bookingLink?: { label: string; note: string };
}

/** The lasting confirmation after a sent request, in the page and on /contact/thank-you. */
