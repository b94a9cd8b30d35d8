import { business } from '../../shared/business';
import { formatDateTime } from '../../shared/business-time';
import { waysToCancel } from '../../shared/contracts/ways-to-cancel';
import { formatDollars } from '../../shared/money';
import { oneLine, type Email } from '../core/mail/email';

/** "Better, $6,480": an accepted option as the team and the homeowner read it. */
export const optionLine = (optionName: string, total: number) => `${optionName}, ${formatDollars(total * 100)}`;

const leadLine = (leadId: number) => `Lead #${leadId}: the lead card in /admin has the proposal and its history.`;

/** To the designer who sent the proposal and to the office: the homeowner signed. */
export function proposalAcceptedEmail(input: {
  leadId: number;
  homeownerName: string;
  optionName: string;
  total: number;
  version: number;
  signedAt: string;
  cancelByText: string;
}): Email {
  return {
    subject: oneLine(`${input.homeownerName} accepted the proposal: ${optionLine(input.optionName, input.total)}`),
    body: [
      `${input.homeownerName} accepted and signed the proposal online.`,
      ``,
      `Option:  ${optionLine(input.optionName, input.total)}`,
      `Version: ${input.version}`,
      `Signed:  ${formatDateTime(input.signedAt)} (Connecticut time)`,
      ``,
      `The lead is Won. The homeowner may still cancel until ${input.cancelByText}; order nothing and take no deposit before then.`,
      ``,
      leadLine(input.leadId),
    ].join('\n'),
  };
}

/** To the homeowner: their signed contract, attached as a PDF, and the right to cancel. */
export function signedCopyEmail(input: {
  homeownerName: string;
  optionName: string;
  total: number;
  cancelByText: string;
  proposalUrl: string;
}): Email {
  return {
    subject: oneLine(`Your signed contract with ${business.name}`),
    body: [
      `Dear ${oneLine(input.homeownerName)},`,
      ``,
      `Thank you for choosing ${business.name}. You accepted ${optionLine(input.optionName, input.total)}.`,
      `Your signed contract is attached as a PDF; keep it for your records. You can also download it from your proposal page:`,
      input.proposalUrl,
      ``,
      `You may cancel this contract without any penalty until ${input.cancelByText}: ${waysToCancel}. The notice of cancellation attached to the contract may be used to write it.`,
      ``,
      `Your designer will be in touch about the next steps. Questions? Call us at ${business.phone.display}.`,
      ``,
      business.name,
    ].join('\n'),
  };
}

/** To the designer and the office: "Not now". */
export function proposalDeclinedEmail(input: { leadId: number; homeownerName: string; reason: string | null }): Email {
  return {
    subject: oneLine(`${input.homeownerName} declined the proposal`),
    body: [
      `${input.homeownerName} answered "Not now" to the proposal online.`,
      ``,
      `Reason: ${input.reason ?? 'none given'}`,
      ``,
      `The lead is Lost.`,
      leadLine(input.leadId),
    ].join('\n'),
  };
}

/** To the designer and the office: the homeowner cancelled within the three business days. */
export function proposalCancelledEmail(input: {
  leadId: number;
  homeownerName: string;
  optionName: string;
  total: number;
  cancelledAt: string;
}): Email {
  return {
    subject: oneLine(`${input.homeownerName} cancelled their contract`),
    body: [
      `${input.homeownerName} cancelled their contract (${optionLine(input.optionName, input.total)}) online on ${formatDateTime(input.cancelledAt)}, within the three business days the law gives.`,
      ``,
      `Return any payment within ten business days, and order nothing for this job.`,
      `The lead is Lost.`,
      leadLine(input.leadId),
    ].join('\n'),
  };
}

/** To the homeowner: their cancellation is received. */
export function cancelConfirmationEmail(input: { homeownerName: string; cancelledAt: string }): Email {
  return {
    subject: oneLine(`Your contract with ${business.name} is cancelled`),
    body: [
      `Dear ${oneLine(input.homeownerName)},`,
      ``,
      `We received your cancellation on ${formatDateTime(input.cancelledAt)} (Connecticut time). Your contract is cancelled, without any penalty or obligation.`,
      `Any payment you made is returned within ten business days.`,
      ``,
      `If you change your mind or have a question, call us at ${business.phone.display} or write to ${business.email}.`,
      ``,
      business.name,
    ].join('\n'),
  };
}
