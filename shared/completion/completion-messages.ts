import { formatDollars } from '../money';

/**
 * Publishing refused without the homeowner's consent; the Completion panel says it in place of the
 * button. Its own export, so the staff area's import leaves the rest of these sentences out of the
 * chunk it shares with the homeowner's page.
 */
export const noPhotosConsentMessage = 'The homeowner has not agreed to show these photos in the gallery.';

/** The completion routes' refusals and the homeowner's page's notices after a plain form post. */
export const completionMessages = {
  notSigned: 'Completion is recorded on a signed contract only',
  cancelled: 'This contract was cancelled: there is no installation to complete',
  notRecorded: 'Record completion first',
  balanceBeforeInstall: 'The balance is taken on site once the installation has begun',
  alreadyRecorded: 'Completion was already recorded for this job',
  closed: 'This job is closed',
  itemNotFound: 'Punch-list item not found',
  notYourJob: 'You may work the completion of the jobs you install only',
  holdBackDenied: 'Only the office sets the hold-back',
  notClosed: 'Publish the finished photos once the job is closed',
  noPhotos: 'There are no finished photos ready to publish',
  noPhotosConsent: noPhotosConsentMessage,
  alreadySignedOff: 'You already signed off on this installation',
  nothingToSignOff: 'There is nothing to sign off yet: we will e-mail you once the installation is complete',
} as const;

export const holdBackAboveBalance = (maxCents: number) =>
  `The hold-back can be at most the balance payment (${formatDollars(maxCents)})`;

/** What the homeowner's page says after a completion answer posted without JavaScript (`?notice=`). */
export const completionNotices = {
  'signed-off': 'Thank you for signing off. Your balance is now due; this page shows what is left to pay.',
  'problem-reported': 'Thank you. We added it to the punch list and will be in touch to fix it.',
  'sign-off-check': 'Please type your full name and tick the box to sign off',
  'problem-check': 'Please say what is not right (at most 200 characters, on one line)',
  'sign-off-refused': 'This installation cannot be signed off now: this page shows where it stands.',
} as const;
export type CompletionNotice = keyof typeof completionNotices;
