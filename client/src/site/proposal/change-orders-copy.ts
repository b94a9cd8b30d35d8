import { formatDollars } from '../../../../shared/money';

/** "+$1,200" or "−$300" */
export const differenceText = (cents: number) => `${cents < 0 ? '−' : '+'}${formatDollars(Math.abs(cents))}`;

/** The words of the change orders on the homeowner's page. */
export const changeOrdersCopy = {
  heading: 'Change orders',
  intro:
    'Connecticut law asks for every change to your contract in writing, signed by you and by us. Your contract stays as you signed it; each change order adds to it.',
  openHeading: (label: string) => `${label}: waiting for your signature`,
  reason: 'Why it changes',
  added: 'Added',
  removed: 'Removed',
  noLines: 'No change to the work.',
  previousTotal: 'Contract total now',
  difference: 'Difference',
  newTotal: 'New contract total',
  newStart: (day: string) => `New starting date: ${day}`,
  newCompletion: (day: string) => `New completion date: ${day}`,
  sentBy: (name: string) => `Signed for the company by ${name}.`,
  signHeading: (label: string) => `Sign ${label}`,
  sign: 'Sign the change order',
  signedHeading: 'Signed change orders',
  signedLine: (label: string, difference: string, newTotal: string, by: string) =>
    `${label}: ${difference}, new total ${newTotal}. Signed by ${by}.`,
  download: (label: string) => `Download ${label} (PDF)`,
  fingerprint: (hash: string) => `SHA-256 of this change order: ${hash}`,
} as const;
