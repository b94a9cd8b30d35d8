/** What the sign-in card's two forms (sign-in and "Forgot password?") share. */

/** A button that reads as a link: it switches the card between the two forms. */
export const textButtonClass =
  'inline-flex min-h-11 items-center self-start font-semibold text-harbor-700 underline underline-offset-2 hover:text-harbor-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500';

export const tooManyAttemptsMessage = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** A held-back sign-in (429): the server's sentence says when to try again; the fixed one if it has none. */
export const heldBackMessage = (err: { serverError?: string | undefined }): string =>
  err.serverError ?? tooManyAttemptsMessage;
