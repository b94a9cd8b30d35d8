/**
 * The paths the homeowner's page calls for change orders (shared/api/change-orders.ts): sign the one
 * sent, and download a signed one's PDF. Apart from the contract's files, whose schemas the page must
 * not load for a path.
 */
export const changeOrderSignPath = '/api/proposals/:token/change-order/sign';
export const changeOrderPdfPath = '/api/proposals/:token/change-orders/:number/pdf';

/** The same PDF for staff. */
export const leadChangeOrderPdfPath = '/api/contacts/:id/change-orders/:number/pdf';
