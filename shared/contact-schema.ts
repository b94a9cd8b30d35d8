// zod/mini rather than classic zod: this schema ships to the browser on /contact, and the mini
// build keeps that route inside its JS budget. Same zod 4 engine, functional API.
import * as z from 'zod/mini';
import { emailAddress, honeypot, required, requiredNote, requiredText as text } from './form-rules';
import { leadSourceSchema } from './lead-source';
import { roomOptions, type RoomOption } from './rooms';
import { contactPath } from './api/public-paths';

/** Length limits, the same on the form (maxLength attributes) and the API. */
export const contactLimits = {
  name: 100,
  email: 254,
  phone: 30,
  zip: 10,
  message: 2000,
  website: 500,
  plan: 2000,
} as const;

/** Accepts any common US formatting, e.g. (203) 555-0100, 203.555.0147, +1 203 555 0147. */
export function normalizeUsPhone(input: string): string | null {
  if (!/^[\d\s().+-]*$/.test(input)) return null;
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  // NANP: neither the area code nor the exchange starts with 0 or 1.
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * The consultation form's field labels: the form, the no-JavaScript error page
 * (shared/public-forms.ts) and the schema's own messages name each field with these.
 */
export const contactLabels = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  zip: 'ZIP code',
  rooms: 'Which spaces would you like to organize?',
  message: 'Message',
} as const;

const phoneError = 'Enter a 10-digit US phone number, e.g. (203) 555-0100';

/** The consultation request as the form holds it and the API receives it. */
export const contactRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    name: text(contactLabels.name, contactLimits.name),
    email: emailAddress(contactLimits.email),
    phone: z.string({ error: `${contactLabels.phone} is required` }).check(
      z.trim(),
      required(contactLabels.phone),
      z.maxLength(contactLimits.phone, { error: phoneError, abort: true }),
      z.refine((v) => normalizeUsPhone(v) !== null, { error: phoneError }),
    ),
    zip: z
      .string({ error: `${contactLabels.zip} is required` })
      .check(
        z.trim(),
        required(contactLabels.zip),
        z.regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code (or ZIP+4, e.g. 06880-1234)' }),
      ),
    rooms: z
      .array(z.enum(roomOptions, { error: 'Choose rooms from the list' }), { error: 'Select at least one room' })
      .check(
        z.minLength(1, { error: 'Select at least one room' }),
        z.maxLength(roomOptions.length, { error: 'Choose rooms from the list' }),
      ),
    message: requiredNote(contactLabels.message, contactLimits.message),
    website: honeypot(contactLimits.website),
    /** Where the visit came from (see lead-source.ts). A bad source is dropped; it never costs the lead. */
    source: z.optional(z.catch(z.optional(leadSourceSchema), undefined)),
    /** A plan from /plan, as its address (shared/design/design-query.ts); the server checks and prices it. */
    plan: z.optional(
      z.string({ error: 'Attach the plan from the planner' }).check(
        z.maxLength(contactLimits.plan, {
          error: 'This plan is too long to attach; please open it in the planner again',
        }),
      ),
    ),
  }))();

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactRequestInput = z.input<typeof contactRequestSchema>;

/** What the API stores: phone in (203) 555-0100 form, e-mail lower-cased, rooms de-duplicated in list order. */
export const contactLeadSchema = /* @__PURE__ */ (() =>
  z.pipe(
    contactRequestSchema,
    z.transform((req: ContactRequest) => ({
      ...req,
      phone: normalizeUsPhone(req.phone) ?? req.phone,
      email: req.email.toLowerCase(),
      rooms: roomOptions.filter((room) => req.rooms.includes(room)) as RoomOption[],
    })),
  ))();

export type ContactLead = z.output<typeof contactLeadSchema>;

/** Answer to an accepted request; the form shows the same text when the answer carries none. */
export { contactSuccessMessage } from './form-messages';

/** Where the form posts and where a form sent without JavaScript lands. */
export const contactFormAction = {
  action: contactPath,
  page: '/contact',
  thankYouPath: '/contact/thank-you',
} as const;
