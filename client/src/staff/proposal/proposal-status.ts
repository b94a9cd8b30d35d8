import { formatClockTime, formatDateTime, formatDay } from '../../../../shared/business-time';
import { formatDollars } from '../../../../shared/money';
import type { StaffProposal } from '../../../../shared/proposals/proposal';

/** "Tue Nov 24, 2:10 PM" in Connecticut time. */
const dayAndTime = (at: string) => `${formatDay(at, 'shortWeekday').replace(',', '')}, ${formatClockTime(at)}`;
/** "Tue 8:14 PM" in Connecticut time. */
const weekdayAndTime = (at: string) => `${formatDay(at, 'shortWeekday').split(',')[0]} ${formatClockTime(at)}`;

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

/**
 * Where a proposal stands, in the sentences staff read above the editor: "Draft"; "Sent v2 on Tue
 * Nov 24, 2:10 PM — Opened 3 times, last Tue 8:14 PM" and, after an edit, "Edited since sending:
 * sending makes version 3"; "Withdrawn: the link to v2 no longer opens"; "Accepted: Better, $6,480 by Jane Smith on …"; "Declined: <reason>".
 */
export function proposalStatusLines(
  p: Pick<StaffProposal, 'status' | 'sent' | 'editedSinceSent' | 'views' | 'acceptance' | 'declined'>,
  now = new Date(),
): string[] {
  const { acceptance } = p;
  if (acceptance) {
    const accepted = `Accepted: ${acceptance.optionName}, ${formatDollars(acceptance.total * 100)} by ${acceptance.signerName} on ${formatDateTime(acceptance.signedAt)}`;
    if (acceptance.cancelledAt)
      return [accepted, `Cancelled within three days on ${formatDateTime(acceptance.cancelledAt)}`];
    const open = p.status === 'accepted' && now.getTime() < Date.parse(acceptance.cancelBy);
    return [open ? `${accepted}, can cancel until ${acceptance.cancelByText}` : accepted];
  }
  if (p.status === 'declined' || p.declined) {
    const reason = p.declined?.reason.trim();
    return [reason ? `Declined: ${reason}` : 'Declined'];
  }
  if (!p.sent) return ['Draft'];
  if (p.status === 'withdrawn')
    return [
      `Withdrawn: the link to v${p.sent.version} no longer opens`,
      `Sending makes version ${p.sent.version + 1}, with a new link`,
    ];
  const opened =
    p.views.count > 0
      ? `Opened ${times(p.views.count)}${p.views.lastAt ? `, last ${weekdayAndTime(p.views.lastAt)}` : ''}`
      : 'Not opened yet';
  const lines = [`Sent v${p.sent.version} on ${dayAndTime(p.sent.at)} — ${opened}`];
  if (p.editedSinceSent) lines.push(`Edited since sending: sending makes version ${p.sent.version + 1}`);
  return lines;
}
