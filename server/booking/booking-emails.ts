import { formatDateTime } from '../../shared/business-time';
import { visitModeLabels, type VisitMode } from '../../shared/booking';
import { oneLine, type Email } from '../core/mail/email';

export type BookingChange = 'booked' | 'rescheduled' | 'cancelled';

const headline: Record<BookingChange, string> = {
  booked: 'booked a consultation online',
  rescheduled: 'moved their consultation online',
  cancelled: 'cancelled their consultation online',
};

/** Tells the office and the visiting designer what a homeowner did from their booking link. */
export function bookingNotification(input: {
  change: BookingChange;
  leadId: number;
  name: string;
  phone: string;
  startsAt: string;
  mode: VisitMode;
  address: string;
  designerName: string | null;
}): Email {
  const when = formatDateTime(new Date(input.startsAt));
  return {
    subject: oneLine(`${input.name} ${headline[input.change]}: ${when}`),
    body: [
      `${input.name} ${headline[input.change]} on the website.`,
      ``,
      `When:     ${when} (Connecticut time)${input.change === 'cancelled' ? ' — cancelled' : ''}`,
      `How:      ${visitModeLabels[input.mode]}`,
      `Where:    ${input.address}`,
      `Designer: ${input.designerName ?? 'not chosen'}`,
      `Phone:    ${input.phone}`,
      ``,
      `Lead #${input.leadId}: the lead card in /admin has the history and any photos of the space.`,
    ].join('\n'),
  };
}
