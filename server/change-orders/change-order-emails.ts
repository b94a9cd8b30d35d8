import { business } from '../../shared/business';
import { changeOrderNumber } from '../../shared/change-orders/change-order';
import { formatDollars } from '../../shared/money';
import { oneLine, type Email } from '../core/mail/email';
import { firstNameOf } from '../core/first-name';

/** "+$1,200" or "−$300": a change order's difference in words. */
export const differenceText = (cents: number) => `${cents < 0 ? '−' : '+'}${formatDollars(Math.abs(cents))}`;

interface Facts {
  homeownerName: string;
  number: number;
  differenceCents: number;
  newTotalCents: number;
  /** Their page (SITE_URL + /proposal/<token>), or null when they have no open link. */
  url: string | null;
}

/** A letter to the homeowner: hello, the paragraphs, how to reach us, and thanks. */
const homeownerLetter = (homeownerName: string, paragraphs: string[]) =>
  [
    `Hello ${firstNameOf(homeownerName)},`,
    ...paragraphs,
    `Questions? Reply to this e-mail or call us at ${business.phone.display} (${business.hours.summary}).`,
    `Thank you,\n${business.name}`,
  ].join('\n\n');

/** The homeowner is asked to sign a change order on their page. */
export function changeOrderEmail(facts: Facts): Email {
  const label = changeOrderNumber(facts.number);
  return {
    subject: `Change order ${label} to sign | ${business.name}`,
    body: homeownerLetter(facts.homeownerName, [
      `As we discussed, we have written up change order ${label} to your contract (${differenceText(facts.differenceCents)}; the new total is ${formatDollars(facts.newTotalCents)}). Connecticut law asks for every change to a home improvement contract in writing, signed by both of us.`,
      ...(facts.url
        ? [`Read it and sign it online on your page:`, facts.url]
        : [`Read it and sign it on your page, from the link in your earlier e-mail.`]),
    ]),
  };
}

/** Their signed copy of the change order (the PDF attached). */
export function changeOrderSignedEmail(facts: Omit<Facts, 'url'>): Email {
  const label = changeOrderNumber(facts.number);
  return {
    subject: `Your signed change order ${label} | ${business.name}`,
    body: homeownerLetter(facts.homeownerName, [
      `Thank you for signing change order ${label} (${differenceText(facts.differenceCents)}). Your contract's total is now ${formatDollars(facts.newTotalCents)}, and the payments still due follow it. Your signed copy is attached, and you can download it again from your page.`,
    ]),
  };
}

/** The office is told a change order was signed. */
export function changeOrderSignedNotice(facts: Omit<Facts, 'url'> & { leadId: number }): Email {
  const label = changeOrderNumber(facts.number);
  return {
    subject: `Change order ${label} signed by ${oneLine(facts.homeownerName)}`,
    body: [
      `${oneLine(facts.homeownerName)} signed change order ${label}: ${differenceText(facts.differenceCents)}, new total ${formatDollars(facts.newTotalCents)}.`,
      ``,
      `Lead #${facts.leadId}.`,
    ].join('\n'),
  };
}
