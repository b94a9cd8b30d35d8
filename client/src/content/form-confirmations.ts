/** What a sent form says, in the page after a send and on its no-JavaScript thank-you page. */
export interface FormConfirmationCopy {
  title: string;
  message: string;
  nextHeading: string;
  next: readonly string[];
  /** Shown in the page above the cleared form. */
  againNote: string;
}

/** The lasting confirmation after a sent request, in the page and on /contact/thank-you. */
