import { changeOrderNotices } from '../change-orders/change-order';
import { completionNotices } from '../completion/completion-messages';
import { singleLineMessage } from '../single-line-text';
import { acceptRefusals, signerNameLabel } from './proposal';

/**
 * What the proposal page says after the homeowner's answer was posted without JavaScript (its
 * `notice` query parameter, set by the 303 back to /proposal/<token>). With JavaScript the page
 * shows the API's own answer instead.
 */
export const proposalNotices = {
  accepted: 'Thank you. You accepted this proposal, and your signed copy is on its way by e-mail.',
  declined: 'Thank you for letting us know. Your designer has been told.',
  cancelled:
    'Your contract is cancelled. A confirmation is on its way by e-mail; any payment is returned within ten business days.',
  ...acceptRefusals,
  late: 'The three business days to cancel have ended',
  check: 'Please choose an option, type your full name and tick both boxes to accept',
  /** The typed name held a line break or a control character. */
  name: singleLineMessage(signerNameLabel),
  // Back from Stripe Checkout ("Pay $X"), or a payment the page's plain form could not start.
  paying:
    'Thank you. Your payment is being confirmed: it shows on this page as soon as our card processor confirms it.',
  'not-paid': 'Your payment was not completed, and nothing was charged.',
  'pay-unavailable': 'Online payment is not available right now. Please try again later, or call us.',
  'pay-refused': 'This payment cannot be made online now: this page shows what is due.',
  ...changeOrderNotices,
  // The installation's sign-off and punch list (shared/completion).
  ...completionNotices,
} as const;

export type ProposalNotice = keyof typeof proposalNotices;

/** A proposal link that opens nothing (unknown, revoked, or never sent). */
export const deadProposalLinkMessage = 'This proposal link is no longer valid. Please ask your designer for a new one.';

/**
 * An older link of a proposal sent again: it names nobody, so anyone holding an old e-mail learns
 * only that there is a newer one.
 */
export const replacedProposalLink = {
  title: 'This proposal was updated',
  message: 'This proposal was updated. The newest link is in the latest e-mail we sent you.',
} as const;

/** The view counter takes a POST from the proposal page itself only (never a mail scanner's GET). */
export const viewFromPageOnlyMessage = 'Only the proposal page itself counts a view';

/** Before an option is accepted there is no signed contract to download. */
export const noSignedContractMessage = 'The signed contract is ready once you accept an option';
