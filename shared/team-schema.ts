// zod/mini: the Team page's contract (shared/api/team.ts). Kept apart from team.ts, which the
// sign-in page loads: a module's schemas that any page parses with go wherever the module goes.
import * as z from 'zod/mini';
import { numberInput } from './api/lean-inputs';
import { literalValue, numberValue } from './api/lean-schemas';
import { namesAPerson } from './id-schema';
import { leadStages } from './pipeline';
import { isSingleLine, singleLineMessage } from './single-line-text';
import { staffRoles, staffStatuses } from './team';

/** Lower-cased by an overwrite: no z.transform on the staff pages (api/lean-inputs.ts). */
const staffEmail = /* @__PURE__ */ (() =>
  z.email({ error: 'Enter a valid e-mail address' }).check(
    z.maxLength(254),
    z.overwrite((email) => email.toLowerCase()),
  ))();

/** POST /api/team/invitations */
export const invitationSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    name: z
      .string({ error: 'Name is required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'Name is required' }),
        z.maxLength(100),
        z.refine(isSingleLine, { error: singleLineMessage('Name') }),
      ),
    email: staffEmail,
    role: z.enum(staffRoles, { error: 'Choose a role' }),
  }))();
export type InvitationInput = z.infer<typeof invitationSchema>;

export const teamPersonSchema = /* @__PURE__ */ (() =>
  z.object({
    id: numberValue(),
    name: z.string(),
    email: z.string(),
    role: z.enum(staffRoles),
    status: z.enum(staffStatuses),
    /** UTC ISO instant, or null before the first sign-in. */
    lastSignInAt: z.nullable(z.string()),
    /** Their Connecticut home improvement salesperson registration ("SLP.0123456"), or null. */
    salespersonRegistration: z.nullable(z.string()),
  }))();
export type TeamPerson = z.infer<typeof teamPersonSchema>;

const teamInvitationSchema = /* @__PURE__ */ (() =>
  z.object({
    id: numberValue(),
    name: z.string(),
    email: z.string(),
    role: z.enum(staffRoles),
    /** UTC ISO instants. */
    invitedAt: z.string(),
    expiresAt: z.string(),
    /** Pending invitations only: used and revoked ones leave the list. */
    expired: z.boolean(),
  }))();
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** GET /api/team */
export const teamAnswerSchema = /* @__PURE__ */ (() =>
  z.object({
    people: z.array(teamPersonSchema),
    invitations: z.array(teamInvitationSchema),
    /** Without a mail server nothing is e-mailed: the dashboard offers "Copy link" instead. */
    mailConfigured: z.boolean(),
  }))();
export type TeamAnswer = z.infer<typeof teamAnswerSchema>;

/** POST /api/team/invitations and …/:id/resend: the link is shown once, for "Copy link". */
export const invitationSentSchema = /* @__PURE__ */ (() =>
  z.object({ invitation: teamInvitationSchema, link: z.string() }))();
export type InvitationSent = z.infer<typeof invitationSentSchema>;

/** PUT /api/team/settings (owners). */
export const teamSettingsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    requireTwoFactor: z.boolean({ error: 'Say whether two-factor sign-in is required' }),
  }))();
/** GET and PUT /api/team/settings */
export type TeamSettings = z.infer<typeof teamSettingsSchema>;

/** GET /api/team/people/:id/open-work: what a person still has, listed before they are disabled. */
export const openWorkSchema = /* @__PURE__ */ (() =>
  z.object({
    /** Their leads not yet won or lost, newest first. */
    leads: z.array(z.object({ id: numberValue(), name: z.string(), status: z.enum(leadStages) })),
    /** Their consultations still to come, soonest first. */
    consultations: z.array(z.object({ leadId: numberValue(), name: z.string(), startsAt: z.string() })),
  }))();
export type OpenWork = z.infer<typeof openWorkSchema>;

const choosePerson = 'Choose who takes over';

/** POST /api/team/people/:id/handover: the active person who takes over the open work. */
export const handoverSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    to: numberInput(choosePerson, { whole: choosePerson, problems: (value) => [value <= 0 && choosePerson] }).check(
      namesAPerson,
    ),
  }))();

export const handedOverSchema = /* @__PURE__ */ (() =>
  z.object({ success: literalValue(true), leads: numberValue(), consultations: numberValue() }))();
