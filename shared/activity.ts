// zod/mini, its numbers written as api/lean-schemas.ts and lean-inputs.ts do: the Team page parses the
// activity record's answer with these (shared/api/team.ts).
import * as z from 'zod/mini';
import { numberFromText } from './api/lean-inputs';
import { numberValue } from './api/lean-schemas';
import { pageParam } from './paging';

/** What the activity record can say someone did, with the words the dashboard shows for it. */
export const activityLabels = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'sign-in-throttled': 'Sign-in held back after too many attempts',
  'access-refused': 'Was refused an action',
  'identity-confirmed': 'Confirmed it’s them',
  'invitation-sent': 'Invited',
  'invitation-resent': 'Resent an invitation',
  'invitation-revoked': 'Revoked an invitation',
  'invitation-accepted': 'Joined the team',
  'person-disabled': 'Disabled',
  'person-enabled': 'Enabled',
  'password-reset-requested': 'Asked for a password reset',
  'password-reset': 'Reset their password',
  'review-changed': 'Changed a review',
  'reviews-bulk': 'Changed reviews in bulk',
  'review-deleted': 'Deleted a review',
  'review-request-sent': 'Sent a review request',
  'lead-stage': 'Changed a lead’s stage',
  'lead-assigned': 'Assigned a lead',
  'work-handed-over': 'Handed over open leads and visits',
  'consultation-booked': 'Booked a consultation',
  'consultation-cancelled': 'Cancelled a consultation',
  'lead-deleted': 'Deleted a lead',
  'leads-exported': 'Exported leads (CSV)',
  'data-lookup': 'Looked up personal data',
  'photo-uploaded': 'Uploaded a photo',
  'photo-changed': 'Changed a photo',
  'photo-deleted': 'Deleted a photo',
  'calendar-feed-reset': 'Made a new calendar feed link',
  'own-calendar-feed-reset': 'Made a new link to their own calendar feed',
  'session-ended': 'Ended a session',
  'sessions-ended': 'Ended sessions',
  'password-changed': 'Changed their password',
  'totp-setup-started': 'Started setting up an authenticator app',
  'totp-enabled': 'Turned on two-factor sign-in',
  'totp-disabled': 'Turned off two-factor sign-in',
  'recovery-code-used': 'Signed in with a recovery code',
  'passkey-setup-started': 'Started adding a passkey',
  'passkey-added': 'Added a passkey',
  'passkey-removed': 'Removed a passkey',
  'two-factor-required-changed': 'Changed the two-factor sign-in rule',
  'schedule-settings-changed': 'Changed the booking settings',
  'designer-hours-changed': 'Changed weekly hours',
  'time-off-added': 'Added days off',
  'time-off-removed': 'Removed days off',
  'designer-towns-changed': 'Changed the towns visited',
  'price-book-changed': 'Changed the price book',
  'proposal-saved': 'Saved a proposal draft',
  'proposal-sent': 'Sent a proposal',
  'proposal-withdrawn': 'Withdrew a proposal',
  'salesperson-registration-changed': 'Changed a salesperson registration',
  // A homeowner's answers from their proposal link (no one on the team is the actor).
  'proposal-accepted': 'Proposal accepted',
  'proposal-declined': 'Proposal declined',
  'proposal-cancelled': 'Contract cancelled',
  // A job's ledger (server/payments): staff's records, the homeowner's online payments and Stripe's word on them.
  'online-payment-started': 'Online payment started',
  'online-payment-expired': 'Online payment not completed',
  'payment-processing': 'Bank payment processing',
  'payment-succeeded': 'Online payment received',
  'payment-failed': 'Online payment failed',
  'payment-recorded': 'Recorded a payment',
  'install-booked': 'Booked or moved an install',
  'install-cancelled': 'Cancelled an install',
  'payment-voided': 'Voided a payment',
  'refund-due': 'Refund due',
  'refund-sent': 'Refund sent through Stripe',
  'refund-updated': 'Refund updated by Stripe',
  'refund-paid': 'Marked a refund paid',
  'payments-exported': 'Exported payments (CSV)',
  'payment-reminders-changed': 'Paused or resumed payment reminders',
  'deposit-return-requested': 'Recorded a written request for the deposit back',
  // A signed job's change orders (server/change-orders).
  'change-order-saved': 'Saved a change order',
  'change-order-sent': 'Sent a change order',
  'change-order-withdrawn': 'Withdrew a change order',
  'change-order-signed': 'Change order signed',
  // A job's completion (server/completion): staff's records and the homeowner's answers.
  'completion-recorded': 'Recorded completion',
  'completion-photo-added': 'Added a photo of the finished space',
  'punch-item-added': 'Added a punch-list item',
  'punch-item-fixed': 'Marked a punch-list item fixed',
  'hold-back-set': 'Set the hold-back for the punch list',
  'completion-photos-published': 'Published the finished photos',
  'completion-signed-off': 'Homeowner signed off',
  'completion-problem-reported': 'Homeowner reported a problem',
} as const;
export type ActivityAction = keyof typeof activityLabels;
export const activityActions = Object.keys(activityLabels) as [ActivityAction, ...ActivityAction[]];

/** Who last changed something, e.g. on a review card: "Dana Reyes · Approved · Tue, Jan 12, 3:14 PM". */
export const activityStampSchema = /* @__PURE__ */ (() =>
  z.object({
    by: z.nullable(z.string()),
    detail: z.nullable(z.string()),
    /** UTC ISO instant. */
    at: z.string(),
  }))();
export type ActivityStamp = z.infer<typeof activityStampSchema>;

/** One line of the record, as GET /api/team/activity lists it (newest first). */
const activityEntrySchema = /* @__PURE__ */ (() =>
  z.object({
    id: numberValue(),
    /** UTC ISO instant; shown in Connecticut time. */
    at: z.string(),
    /** The person's name, or null when nobody is known (a failed sign-in with an unknown e-mail). */
    actor: z.nullable(z.string()),
    actorId: z.nullable(numberValue()),
    action: z.enum(activityActions),
    detail: z.nullable(z.string()),
    subjectType: z.nullable(z.string()),
    subjectId: z.nullable(numberValue()),
    ip: z.nullable(z.string()),
  }))();
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /api/team/activity: newest first, a page at a time, optionally one person's. */
export const activityQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    person: z.optional(
      numberFromText(z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: 'person must be a person id' }))),
    ),
    page: pageParam,
  }))();
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityPageSize = 50;

/** GET /api/team/activity */
export const activityPageSchema = /* @__PURE__ */ (() =>
  z.object({
    entries: z.array(activityEntrySchema),
    page: numberValue(),
    pageSize: numberValue(),
    total: numberValue(),
  }))();
export type ActivityPage = z.infer<typeof activityPageSchema>;
