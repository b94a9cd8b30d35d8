// zod/mini, as the public forms' schemas: the Team page checks it in the browser, and classic zod
// there would enlarge the zod chunk that /contact and /review load (tech-notes, new-password-form.tsx).
import * as z from 'zod/mini';

/**
 * A person's Connecticut home improvement salesperson registration (Department of Consumer
 * Protection), printed in the company's signature on every proposal they send (CGS 20-429). Without
 * it they cannot send one (shared/proposals noRegistrationMessage), unless they are an owner
 * (server/proposals/company-signer.ts).
 */
export const salespersonRegistrationLabel = 'Salesperson registration (HIC salesperson no.)';
export const salespersonRegistrationHint =
  'The home improvement salesperson registration number from the Department of Consumer Protection, e.g. SLP.0123456. Connecticut requires it of everyone who sells for the company but its owners, who sign as the contractor under its HIC registration: nobody else can send a proposal without one. Leave it empty for someone who does not sell.';

const maxLength = 30;
/** Lenient: "SLP.0123456", "slp 0123456" and "SLP-0123456" are the same number; letters, then digits. */
const shape = /^([A-Za-z]{2,6})\s*[.\-\s]?\s*(\d{3,10})$/;
export const salespersonRegistrationMessage = 'Enter the registration as letters, a dot and digits, e.g. SLP.0123456';

const registrationText = () =>
  z.string({ error: salespersonRegistrationMessage }).check(
    z.trim(),
    z.maxLength(maxLength, { error: salespersonRegistrationMessage }),
    z.refine((value) => value === '' || shape.test(value), { error: salespersonRegistrationMessage }),
  );

/** "slp 0123456" → "SLP.0123456"; empty → null (none). */
function normalizedRegistration(value: string): string | null {
  const match = shape.exec(value.trim());
  return match ? `${match[1]!.toUpperCase()}.${match[2]}` : null;
}

/** The Team form's check in the browser: the number as typed (the server writes it the one way). */
export const salespersonRegistrationFormSchema = /* @__PURE__ */ (() =>
  z.object({ salespersonRegistration: registrationText() }))();

/** PUT /api/team/people/:id/registration (owners): set or clear (empty or null) a person's registration. */
export const salespersonRegistrationSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    salespersonRegistration: z.nullable(z.pipe(registrationText(), z.transform(normalizedRegistration))),
  }))();

/** GET /api/account/registration: your own registration (read-only; the owner sets it on Team). */
export const ownRegistrationSchema = /* @__PURE__ */ (() =>
  z.object({ salespersonRegistration: z.nullable(z.string()) }))();
export type OwnRegistration = z.infer<typeof ownRegistrationSchema>;
