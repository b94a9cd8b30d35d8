// zod/mini within the public forms' zod classes (lean-schema.ts): the Team page's contract
// (shared/api/team.ts) carries these to the staff pages.
import * as z from 'zod/mini';
import { namesAPerson } from './id-schema';
import { answerNumber, answerTrue, numberInput, strictObject } from './lean-schema';
import { leadStages } from './pipeline';
import { isSingleLine, singleLineMessage } from './single-line-text';
import { staffRoles, staffStatuses } from './team';

/** POST /api/team/invitations */
export const invitationSchema = /* @__PURE__ */ (() =>
  strictObject({
    name: z
      .string({ error: 'Name is required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'Name is required' }),
        z.maxLength(100),
        z.refine(isSingleLine, { error: singleLineMessage('Name') }),
      ),
    email: z.email({ error: 'Enter a valid e-mail address' }).check(
      z.maxLength(254),
      z.overwrite((email) => email.toLowerCase()),
    ),
    role: z.enum(staffRoles, { error: 'Choose a role' }),
  }))();
export type InvitationInput = z.infer<typeof invitationSchema>;

export const teamPersonSchema = /* @__PURE__ */ (() =>
  z.object({
    id: answerNumber(),
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

export const teamInvitationSchema = /* @__PURE__ */ (() =>
  z.object({
    id: answerNumber(),
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

/** One signed-in browser of a person, as GET /api/account/sessions lists it. */
export const accountSessionSchema = /* @__PURE__ */ (() =>
  z.object({
    /** Opaque: derived from the session id, never the id itself. */
    id: z.string(),
    /** "Chrome on Android", or "Unknown browser". */
    browser: z.string(),
    ip: z.nullable(z.string()),
    /** UTC ISO instants; shown in Connecticut time. */
    signedInAt: z.string(),
    lastActiveAt: z.string(),
    /** The session this request came from (always false in the owner's view of someone else). */
    current: z.boolean(),
  }))();
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/account/sessions and GET /api/team/people/:id/sessions: most recently active first. */
export const accountSessionsSchema = /* @__PURE__ */ (() => z.object({ sessions: z.array(accountSessionSchema) }))();
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

/** POST /api/account/sessions/end-others and POST /api/team/people/:id/end-sessions. */
export const sessionsEndedSchema = /* @__PURE__ */ (() => z.object({ ended: answerNumber() }))();
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/** PUT /api/team/settings (owners). */
export const teamSettingsSchema = /* @__PURE__ */ (() =>
  strictObject({
    requireTwoFactor: z.boolean({ error: 'Say whether two-factor sign-in is required' }),
  }))();
/** GET and PUT /api/team/settings */
export type TeamSettings = z.infer<typeof teamSettingsSchema>;

/** GET /api/team/people/:id/open-work: what a person still has, listed before they are disabled. */
export const openWorkSchema = /* @__PURE__ */ (() =>
  z.object({
    /** Their leads not yet won or lost, newest first. */
    leads: z.array(z.object({ id: answerNumber(), name: z.string(), status: z.enum(leadStages) })),
    /** Their consultations still to come, soonest first. */
    consultations: z.array(z.object({ leadId: answerNumber(), name: z.string(), startsAt: z.string() })),
  }))();
export type OpenWork = z.infer<typeof openWorkSchema>;

const choosePerson = 'Choose who takes over';

/** POST /api/team/people/:id/handover: the active person who takes over the open work. */
export const handoverSchema = /* @__PURE__ */ (() =>
  strictObject({
    to: numberInput(choosePerson, { whole: choosePerson, problems: (value) => [value <= 0 && choosePerson] }).check(
      namesAPerson,
    ),
  }))();

export const handedOverSchema = /* @__PURE__ */ (() =>
  z.object({ success: answerTrue(), leads: answerNumber(), consultations: answerNumber() }))();
export type HandedOver = z.infer<typeof handedOverSchema>;
