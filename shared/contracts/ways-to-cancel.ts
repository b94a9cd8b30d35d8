import { addressLine, business } from '../business';

/** How a homeowner may cancel, as the page, the contract's notice and the signed-copy e-mail name the ways. */
export const waysToCancel = `online with the "Cancel this contract" button on your proposal page, by e-mail to ${business.email}, or by mail to ${business.legalName}, ${addressLine}`;
