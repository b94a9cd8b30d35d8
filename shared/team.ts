// zod/mini: the dashboard calls its routes through these schemas (shared/api/), and classic zod
// there would enlarge the zod chunk that /contact and /review load (salesperson-registration.ts).
import * as z from 'zod/mini';
import { literalValue, numberValue, oneOf } from './api/lean-schemas';

/** Who may do what: the one list of roles and permissions, enforced by the server and shown by the dashboard. */
export const staffRoles = ['owner', 'office', 'designer', 'installer'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  office: 'Office',
  designer: 'Designer',
  installer: 'Installer',
};

export const staffStatuses = ['active', 'disabled'] as const;

export const permissions = [
  'analytics:read',
  'reviews:moderate',
  'leads:read',
  'leads:work',
  /** Every lead, not only the ones assigned to you (without it, `leads:read` and `leads:work` are your own). */
  'leads:all',
  'leads:assign',
  'leads:export',
  'leads:lookup',
  'leads:delete',
  'leads:request-review',
  'photos:manage',
  'calendar:everyone',
  /** Your own hours, days off and towns on the Schedule (a person who takes visits). */
  'schedule:own',
  /** The shared booking settings and every designer's hours, days off and towns. */
  'schedule:manage',
  'team:manage',
  /** The price book behind the planner's estimates (/admin/price-book). */
  'price-book:manage',
  /** Record payments taken in person, void a mistake, mark a refund paid (a job's ledger). */
  'payments:manage',
  /** Book, move and cancel any crew's install days; the Jobs page of every signed job. */
  'installs:schedule',
  /** The installs you are on (a crew member): My day, the job's address, drawings and notes, completion. */
  'installs:own',
  'account:own',
] as const;
export type Permission = (typeof permissions)[number];

const officePermissions = permissions.filter((p) => p !== 'team:manage');

/**
 * Deny by default: a role has only what is listed here. Designers see and work the leads assigned
 * to them (no `leads:all`), and handle project photos. Installers see only the installs they are on.
 */
const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  owner: permissions,
  office: officePermissions,
  designer: ['leads:read', 'leads:work', 'photos:manage', 'schedule:own', 'account:own'],
  installer: ['installs:own', 'account:own'],
};

export function can(role: StaffRole, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}

/** Passwords are at least this long (and not on the list of common passwords, checked by the server). */
export const staffPasswordMinLength = 12;

/** No password is longer (the bound of what the server hashes). */
const passwordMaxLength = 1024;

const newPasswordSchema = /* @__PURE__ */ (() =>
  z
    .string({ error: 'Choose a password' })
    .check(
      z.minLength(staffPasswordMinLength, { error: `Use at least ${staffPasswordMinLength} characters` }),
      z.maxLength(passwordMaxLength, { error: 'Use at most 1,024 characters' }),
    ))();

/** A password typed to sign in or to confirm it is you: `missing` when empty or not text. */
export const typedPassword = (missing: string) =>
  z.string({ error: missing }).check(z.minLength(1, { error: missing }), z.maxLength(passwordMaxLength));

/** A staff member's e-mail as typed to sign in or to ask for a reset link (the server looks it up). */
const typedEmail = () =>
  z
    .string({ error: 'E-mail is required' })
    .check(z.trim(), z.minLength(1, { error: 'E-mail is required' }), z.maxLength(254));

/** POST /api/admin/login */
export const signInSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    email: typedEmail(),
    password: typedPassword('Password is required'),
  }))();
export type SignIn = z.infer<typeof signInSchema>;

/** The signed-in person, as GET /api/admin/session and the sign-in answer name them. */
export const staffUserSchema = /* @__PURE__ */ (() =>
  z.object({ id: numberValue(), name: z.string(), email: z.string(), role: z.enum(staffRoles) }))();
export type StaffUser = z.infer<typeof staffUserSchema>;

/** GET /api/admin/session, and the answers of POST /api/admin/login and …/login/code. */
export const adminSessionSchema = /* @__PURE__ */ (() =>
  oneOf([
    z.object({
      authenticated: literalValue(false),
      /** Sign-in only: the password was right; a code from the authenticator app comes next. */
      twoFactor: z.optional(z.enum(['code'])),
    }),
    z.object({
      authenticated: literalValue(true),
      user: staffUserSchema,
      /** The owner requires two-factor sign-in and this person has not set it up: only Your account opens. */
      twoFactorSetupRequired: z.optional(literalValue(true)),
    }),
  ]))();
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** POST /api/invitations/:token */
export const acceptInvitationSchema = /* @__PURE__ */ (() => z.strictObject({ password: newPasswordSchema }))();

/** How long an invitation link works. */
export const invitationLifetimeDays = 7;

/**
 * GET /api/invitations/:token: changes nothing (mail scanners open links before people do). A link
 * that cannot be used (unknown, used, withdrawn, expired) gets one answer that names nobody.
 */
export const invitationLookupSchema = /* @__PURE__ */ (() =>
  oneOf([
    z.object({ state: z.enum(['valid']), name: z.string(), email: z.string(), role: z.enum(staffRoles) }),
    z.object({ state: z.enum(['unusable']) }),
  ]))();
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

/** POST /api/admin/forgot-password */
export const forgotPasswordSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    email: typedEmail(),
  }))();
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** POST /api/password-resets/:token */
export const resetPasswordSchema = /* @__PURE__ */ (() => z.strictObject({ password: newPasswordSchema }))();

/** How long a password reset link works. */
export const passwordResetLifetimeMinutes = 30;

/**
 * The one answer to "Forgot password?", whether or not the e-mail belongs to anyone, so the form
 * does not tell who is on the team.
 */
export const forgotPasswordAnswer =
  'If that e-mail belongs to an active account, a link to choose a new password is on its way. ' +
  `It works for ${passwordResetLifetimeMinutes} minutes.`;

/** GET /api/password-resets/:token: changes nothing; like an invitation, one answer for every unusable link. */
export const resetLookupSchema = /* @__PURE__ */ (() =>
  oneOf([z.object({ state: z.enum(['valid']), email: z.string() }), z.object({ state: z.enum(['unusable']) })]))();
export type ResetLookup = z.infer<typeof resetLookupSchema>;

/** POST /api/account/password: a signed-in person changes their own password. */
export const changePasswordSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    currentPassword: typedPassword('Enter your current password'),
    newPassword: newPasswordSchema,
    endOtherSessions: z.boolean({ error: 'Say whether to sign out your other sessions' }),
  }))();
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** One signed-in browser of a person, as GET /api/account/sessions lists it. */
const accountSessionSchema = /* @__PURE__ */ (() =>
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
export const sessionsEndedSchema = /* @__PURE__ */ (() => z.object({ ended: numberValue() }))();
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/** DELETE /api/account/sessions/:id: `signedOut` when it was the session of that very request. */
export const sessionEndedSchema = /* @__PURE__ */ (() =>
  z.object({ success: literalValue(true), signedOut: z.boolean() }))();
export type SessionEnded = z.infer<typeof sessionEndedSchema>;

/** POST /api/account/password */
export const passwordChangedSchema = /* @__PURE__ */ (() =>
  z.object({ success: literalValue(true), endedOthers: numberValue() }))();
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
