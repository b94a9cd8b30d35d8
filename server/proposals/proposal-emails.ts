import { business } from '../../shared/business';
import { formatDayKey } from '../../shared/business-time';
import { signerFor } from '../../shared/proposals/company-signature';
import { oneLine, type Email } from '../core/mail/email';
import { firstNameOf } from '../core/first-name';

interface ProposalMailFacts {
  homeownerName: string;
  designerName: string;
  /** An owner who sent it signs for the company as the contractor (server/proposals/company-signer.ts). */
  signsAsContractor?: boolean;
  version: number;
  /** The proposal page's address (SITE_URL + /proposal/<token>). */
  url: string;
  validUntil: string;
  optionCount: number;
}

/** The e-mail's last line: the sender, as owner for the company or as its designer. */
const signOff = (facts: ProposalMailFacts) =>
  facts.signsAsContractor
    ? signerFor({ name: oneLine(facts.designerName), capacity: 'contractor' })
    : `${oneLine(facts.designerName)}, ${business.name}`;

const contactLines = [
  `Questions? Reply to this e-mail or call us at ${business.phone.display} (${business.hours.summary}).`,
  ``,
  `Thank you,`,
];

/** The e-mail that sends a homeowner their proposal (a new version says so). */
export function proposalEmail(facts: ProposalMailFacts): Email {
  const designer = oneLine(facts.designerName);
  const choices = facts.optionCount === 1 ? 'your design' : `${facts.optionCount} options for your space`;
  return {
    subject:
      facts.version === 1
        ? `Your closet proposal is ready | ${business.name}`
        : `Your updated closet proposal | ${business.name}`,
    body: [
      `Hello ${firstNameOf(facts.homeownerName)},`,
      ``,
      facts.version === 1
        ? `${designer} has prepared ${choices}, drawn on your own walls, with the price of each.`
        : `${designer} has updated your proposal. The link shows the latest version: ${choices}, with the price of each.`,
      ``,
      `See your proposal, compare the options and accept the one you like online:`,
      ``,
      facts.url,
      ``,
      `The proposal is valid until ${formatDayKey(facts.validUntil, 'weekdayYear')}. After you accept, you have three business days to cancel, and you can download your signed copy from the same link.`,
      ``,
      ...contactLines,
      signOff(facts),
    ].join('\n'),
  };
}

/** The friendly reminder a few days after sending, while the homeowner has not answered. */
export function proposalFollowUpEmail(facts: ProposalMailFacts): Email {
  return {
    subject: `A reminder about your closet proposal | ${business.name}`,
    body: [
      `Hello ${firstNameOf(facts.homeownerName)},`,
      ``,
      `Just a friendly reminder that your proposal is waiting for you. If you have questions about the options, the finishes or the schedule, we are glad to help.`,
      ``,
      facts.url,
      ``,
      `It is valid until ${formatDayKey(facts.validUntil, 'weekdayYear')}. If now is not the right time, you can tell us with "Not now" on the page and we will stop the reminders.`,
      ``,
      ...contactLines,
      signOff(facts),
    ].join('\n'),
  };
}
