import { z } from 'zod';
import { roomOptions } from './rooms';

export const contactLimits = {
  name: 100,
  email: 254,
  message: 2000,
} as const;

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** Accepts any common US formatting, e.g. (203) 555-0147, 203.555.0147, +1 203 555 0147. */
export function normalizeUsPhone(input: string): string | null {
  if (!/^[\d\s().+-]*$/.test(input)) return null;
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const phone = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, { error: 'Phone is required' })
  .max(30, { error: 'Enter a 10-digit US phone number' })
  .refine((v) => normalizeUsPhone(v) !== null, { error: 'Enter a 10-digit US phone number' });

const zip = z
  .string({ error: 'ZIP code is required' })
  .trim()
  .min(1, { error: 'ZIP code is required' })
  .regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code (or ZIP+4)' });

/** The consultation request as the form holds it and the API receives it (spec section 3). */
export const contactRequestSchema = z.object({
  name: trimmed('Name', contactLimits.name),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(contactLimits.email, { error: `Email must be at most ${contactLimits.email} characters` })
    .pipe(z.email({ error: 'Enter a valid email address' })),
  phone,
  zip,
  rooms: z
    .array(z.enum(roomOptions, { error: 'Choose rooms from the list' }), {
      error: 'Select at least one room',
    })
    .min(1, { error: 'Select at least one room' })
    .max(roomOptions.length, { error: 'Choose rooms from the list' }),
  message: trimmed('Message', contactLimits.message),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactRequestInput = z.input<typeof contactRequestSchema>;

/** What the API stores: the request with the phone normalized. */
export const contactLeadSchema = contactRequestSchema.transform((req) => ({
  ...req,
  phone: normalizeUsPhone(req.phone) ?? req.phone,
  email: req.email.toLowerCase(),
}));

export type ContactLead = z.output<typeof contactLeadSchema>;

export type ContactResponse =
  { success: true; message: string } | { success: false; error: string; fieldErrors?: Record<string, string[]> };
