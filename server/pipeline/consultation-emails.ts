import { business } from '../../shared/business';
import type { Consultation } from '../../shared/pipeline';
import { formatDateTime } from '../../shared/business-time';
import { firstNameOf } from '../core/first-name';

type Mail = { subject: string; body: string };

const when = (c: Consultation) => formatDateTime(new Date(c.startsAt));
const sign = [``, `${business.name}`, `${business.phone.display}`];
const kindOf = (c: Consultation) =>
  c.mode === 'virtual' ? 'video design consultation' : 'in-home design consultation';
const place = (c: Consultation) =>
  c.mode === 'virtual' ? 'by video call (the designer sends the link the day before)' : `at ${c.address}`;
const manageLines = (manageUrl: string) => [
  `To move or cancel it (online until 24 hours before), or to add photos of your space:`,
  manageUrl,
];

/** The invitation (or its change or cancellation) the homeowner receives with the .ics file. */
export function inviteEmail(name: string, c: Consultation, rescheduled: boolean, manageUrl: string): Mail {
  const hello = `Hello ${firstNameOf(name)},`;
  if (c.cancelledAt) {
    return {
      subject: `Cancelled: your design consultation on ${when(c)}`,
      body: [
        hello,
        ``,
        `Your ${kindOf(c)} on ${when(c)} is cancelled.`,
        `To book a new time, call us or pick one here:`,
        manageUrl,
        ...sign,
      ].join('\n'),
    };
  }
  return {
    subject: `${rescheduled ? 'New time' : 'Booked'}: your design consultation on ${when(c)}`,
    body: [
      hello,
      ``,
      `${rescheduled ? 'Your consultation has a new time' : `Your ${kindOf(c)} is booked`}: ${when(c)} (Connecticut time)`,
      `${place(c)}.`,
      ``,
      `The attached invitation adds it to your calendar.`,
      ...manageLines(manageUrl),
      ...sign,
    ].join('\n'),
  };
}

/** The reminder sent the afternoon before. */
export function reminderEmail(name: string, c: Consultation, manageUrl: string): Mail {
  return {
    subject: `Reminder: your design consultation tomorrow, ${when(c)}`,
    body: [
      `Hello ${firstNameOf(name)},`,
      ``,
      `A reminder of your ${kindOf(c)} tomorrow, ${when(c)} (Connecticut time), ${place(c)}.`,
      `Need to change it? Call us, or see your booking and add photos of your space here:`,
      manageUrl,
      ...sign,
    ].join('\n'),
  };
}
