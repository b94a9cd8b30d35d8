import { business } from '../../../../shared/business';
import { contractor } from '../../../../shared/contracts/contract-terms';
import { waysToCancel } from '../../../../shared/contracts/ways-to-cancel';
import { signerFor, signsAsContractor } from '../../../../shared/proposals/company-signature';
import { acceptRefusals, type CompanySignature } from '../../../../shared/proposals/proposal';

/** The proposal page's words, kept apart from its markup. */
export const proposalCopy = {
  title: 'Your closet proposal',
  description: `Compare the options your designer at ${business.name} laid out for you, and accept one online.`,
  eyebrow: 'Your proposal',
  greeting: (name: string) => `Hello ${name},`,
  version: (version: number) => `Version ${version}`,
  workAddress: (address: string) => `For the work at ${address}`,
  intro:
    'Here are the options your designer laid out on your own walls. Compare them, then accept the one you like and sign online, or tell us "Not now".',
  optionsHeading: 'Your options',
  glanceHeading: 'At a glance',
  glanceHint: 'Each option follows in full, with its drawings: its name here takes you to it.',
  glanceTotal: 'Total',
  glanceShare: (stage: string, share: string) => `${stage} (${share})`,
  glanceFinish: 'Finish',
  glanceHardware: 'Hardware',
  glanceAdds: 'Adds over the one before',
  glanceFirst: 'Where the options start',
  glanceNothingAdded: 'A different layout',
  scheduleHeading: 'When you pay',
  lineItemsHeading: 'What is included',
  total: 'Total',
  warrantyHeading: 'Lifetime hardware warranty',
  wallsHeading: 'Drawings',
  wallsSummary: (walls: number) => (walls === 1 ? 'Drawing of the wall' : `Drawings of the ${walls} walls`),
  noteHeading: 'A note from your designer',
  termsHeading: 'Terms',
  validUntil: (day: string) => `This proposal is valid until ${day} (Connecticut time).`,
  schedule: (start: string, complete: string) => `Work starts on ${start} and will be complete by ${complete}.`,
  companySignatureHeading: `Signed for ${business.legalName}`,
  companySignature: (company: CompanySignature, at: string) =>
    signsAsContractor(company)
      ? `${signerFor(company)}, signing as the contractor, signed ${at}`
      : `${company.name}, salesperson registration ${company.registration}, signed ${at}`,
  contractorLine: `${contractor.name}, HIC registration ${contractor.hicRegistration}`,
  accept: 'Accept this option',
  signHeading: (option: string) => `Accept and sign: ${option}`,
  fullName: 'Type your full name',
  fullNameHint: 'Your typed name is your signature.',
  acceptAndSign: 'Accept and sign',
  signing: 'Signing…',
  closeSigning: 'Not this one',
  showLatest: 'Show the latest version',
  padLabel: 'Draw your signature (optional)',
  padHint: 'Draw with a finger, pen or mouse. You can skip this: your typed name is your signature.',
  padClear: 'Clear drawing',
  padDrawn: 'Signature drawn.',
  padEmpty: 'Nothing drawn.',
  declineHeading: 'Not ready to decide?',
  declineExplain: 'Tell us "Not now" and we stop sending reminders. Your designer is glad to change the options.',
  declineReason: 'What could be better? (optional)',
  decline: 'Not now',
  declining: 'Sending…',
  declined: 'You told us "Not now". Thank you for letting us know: your designer will be in touch if anything changes.',
  expired: acceptRefusals.expired,
  closed: acceptRefusals.closed,
  acceptedHeading: 'Your signed contract',
  acceptedIntro: (option: string, total: string) => `You accepted ${option}, ${total}. Thank you!`,
  yourSignature: 'Your signature',
  signedBy: (name: string, at: string) => `${name}, signed ${at}`,
  drawnSignature: 'Your drawn signature',
  versionHash: (hash: string) => `Version fingerprint (SHA-256): ${hash}`,
  download: 'Download signed copy (PDF)',
  cancelHeading: 'Your right to cancel',
  cancelUntil: (deadline: string) =>
    `You may cancel this contract until ${deadline}, without any penalty or obligation: ${waysToCancel}.`,
  cancel: 'Cancel this contract',
  cancelQuestion:
    'Cancel this contract? Your designer is told at once and any payment is returned within ten business days.',
  cancelExplain: 'Cancelling takes effect at once: your designer is told and any payment is returned.',
  cancelYes: 'Yes, cancel this contract',
  cancelNo: 'Keep my contract',
  cancelling: 'Cancelling…',
  windowClosed: (deadline: string) =>
    `The three business days to cancel ended at ${deadline}. To change anything, please call us.`,
  cancelled: (at: string) =>
    `You cancelled this contract on ${at}. Any payment you made is returned within ten business days.`,
  failed: 'That did not go through. Please try again, or call us.',
  offline: 'Your device seems to be offline. Please try again once it is connected.',
  noData: 'This proposal could not be shown. Please open the link in your e-mail again.',
  replacedHelp: `Can't find it? Call us at ${business.phone.display} and we will send it again.`,
} as const;
