import { business } from '../../shared/business';
import { formatDateTime } from '../../shared/business-time';
import { oneLine, type Email } from '../core/mail/email';

interface LeadForMail {
  id: number;
  name: string;
  email: string;
  phone: string;
  zip: string;
  rooms: readonly string[];
  message: string;
  receivedAt: string;
  /** The plan sent from /plan: its one line and the absolute address that opens it in the planner. */
  plan?: { summary: string; url: string };
}

/** The e-mail the business receives for each new lead. */
export function leadNotification(lead: LeadForMail): Email {
  return {
    subject: oneLine(`New consultation request: ${lead.name} (${lead.zip})`),
    body: [
      `A homeowner asked for a free design consultation on the website.`,
      ``,
      `Name:     ${lead.name}`,
      `E-mail:   ${lead.email}`,
      `Phone:    ${lead.phone}`,
      `ZIP code: ${lead.zip}`,
      `Rooms:    ${lead.rooms.join(', ')}`,
      ...(lead.plan ? [``, `Planned online: ${lead.plan.summary}`, `Open the plan: ${lead.plan.url}`] : []),
      ``,
      `Message:`,
      lead.message,
      ``,
      `Lead #${lead.id}, received ${formatDateTime(lead.receivedAt)}.`,
      `We promise a reply within ${business.emailReplyHours} hours. Reply to this e-mail to write to the homeowner.`,
    ].join('\n'),
  };
}

/** The short confirmation a homeowner receives when SEND_CONFIRMATION=true. */
export function leadConfirmation(lead: LeadForMail, bookingUrl: string): Email {
  const firstName = oneLine(lead.name).split(' ')[0] ?? '';
  return {
    subject: `We received your consultation request | ${business.name}`,
    body: [
      `Hello ${firstName},`,
      ``,
      `Thank you for asking for a free design consultation for your ${lead.rooms.join(', ').toLowerCase()}.`,
      `Pick a time for your visit (in your home or by video call) from our designers' open times:`,
      bookingUrl,
      ``,
      `The same link lets you move or cancel the visit, and add photos of your space before it.`,
      `If you would rather talk it through, one of our designers will call you at ${lead.phone}`,
      `within ${business.emailReplyHours} hours.`,
      ``,
      `If anything is urgent, call us at ${business.phone.display} (${business.hours.summary})`,
      `or reply to this e-mail.`,
      ``,
      `${business.name}`,
      `Serving ${business.serviceAreas.map((area) => area.name).join(' and ')}, ${business.region}`,
    ].join('\n'),
  };
}
