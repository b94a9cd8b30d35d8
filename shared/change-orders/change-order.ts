/**
 * The words and limits of a change order (CGS 20-429: every change in the terms of a home
 * improvement contract is in writing and signed by the owner and the contractor): a numbered
 * change to a signed job, priced by the server from the price book. Plain constants, so the
 * homeowner's page can import them without zod.
 */

/** draft → sent → signed, or withdrawn before it is signed; only one draft or sent at a time. */
export const changeOrderStatuses = ['draft', 'sent', 'signed', 'withdrawn'] as const;
export type ChangeOrderStatus = (typeof changeOrderStatuses)[number];

export const changeOrderLimits = { reason: 500 } as const;

/** "CO-1": a job's change orders are numbered from 1. */
export const changeOrderNumber = (number: number) => `CO-${number}`;

/** The ledger charge of a signed change order. */
export const changeOrderChargeLabel = (number: number) => `Change order ${changeOrderNumber(number)}`;

export const changeOrderStatusLabels: Record<ChangeOrderStatus, string> = {
  draft: 'Draft',
  sent: 'Sent, waiting for the signature',
  signed: 'Signed',
  withdrawn: 'Withdrawn',
};

/** Staff's refusals (409 unless said). */
export const changeOrderRefusals = {
  notSigned: 'A change order needs a signed contract that was not cancelled',
  notOpen: 'There is no change order in progress on this job',
  signed: 'A signed change order cannot be withdrawn or edited: add another change order',
  noChange: 'The change order changes nothing yet: change the option, or a date',
  notSent: 'Only a sent change order can be signed',
} as const;

/** The homeowner's refusals when signing, and the page's notices after a plain form post. */
export const changeOrderSignRefusals = {
  stale: 'This change order was changed or withdrawn — please review the latest on this page',
  closed: 'There is no change order waiting for your signature',
} as const;

export const changeOrderNotices = {
  'change-order-signed': 'Thank you — the change order is signed. Your copy is on its way by e-mail.',
  'change-order-stale': changeOrderSignRefusals.stale,
  'change-order-check': 'Please check the change order form: type your full name and tick both boxes.',
} as const;
