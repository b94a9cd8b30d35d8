import { business } from '../../shared/business';
import type { Consultation } from '../../shared/pipeline';
import { formatDateTime } from '../../shared/business-time';

type Mail = { subject: string; body: string };

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const when = (c: Consultation) => formatDateTime(new Date(c.startsAt));
const sign = [``, `${business.name}`, `${business.phone.display}`];

/** The invitation (or its change or cancellation) the homeowner receives with the .ics file. */
export function inviteEmail(name: string, c: Consultation, rescheduled: boolean): Mail {
  const hello = `Hello ${firstNameOf(name)},`;
  if (c.cancelledAt) {
    return {
      subject: `Cancelled: your design consultation on ${when(c)}`,
      body: [
        hello,
        ``,
        `Your in-home design consultation on ${when(c)} is cancelled.`,
        `To book a new time, call us.`,
        ...sign,
      ].join('\n'),
    };
  }
  return {
    subject: `${rescheduled ? 'New time' : 'Booked'}: your design consultation on ${when(c)}`,
    body: [
      hello,
      ``,
      `${rescheduled ? 'Your consultation has a new time' : 'Your in-home design consultation is booked'}: ${when(c)} (Connecticut time)`,
      `at ${c.address}.`,
      ``,
      `The attached invitation adds it to your calendar. Need to change it? Call us.`,
      ...sign,
    ].join('\n'),
  };
}

/** The reminder sent the afternoon before. */
export function reminderEmail(name: string, c: Consultation): Mail {
  return {
    subject: `Reminder: your design consultation tomorrow, ${when(c)}`,
    body: [
      `Hello ${firstNameOf(name)},`,
      ``,
      `A reminder that our designer visits you tomorrow, ${when(c)} (Connecticut time), at ${c.address}.`,
      `Need to change it? Call us.`,
      ...sign,
    ].join('\n'),
  };
}
