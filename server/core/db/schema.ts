import { sql } from 'drizzle-orm';
import {
  blob,
  customType,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from 'drizzle-orm/sqlite-core';
import { visitModes } from '../../../shared/booking';
import { leadStages } from '../../../shared/pipeline';
import { reviewRatings } from '../../../shared/review-schema';
import { serviceSlugs } from '../../../shared/services';
import { siteEventTypes } from '../../../shared/site-events';
import { staffRoles, staffStatuses } from '../../../shared/team';
import { activityActions } from '../../../shared/activity';
import { verificationPurposeNames } from '../verification/purposes';
import { proposalStatuses } from '../../../shared/proposals/proposal';

/**
 * Binary content kept sealed with the data key ('sealed:<version>:…', text: server/core/secrets'
 * sealBytes), in a column declared blob: migration 0017 made it so and stored the bytes plain, which
 * the start seals in place (protectStoredSecrets).
 */
const sealedBlob = customType<{ data: string; driverData: string }>({ dataType: () => 'blob' });

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/**
 * Rating, approved and featured are strings ('5', 'true') in the API contract; the table stores them as given.
 * Reviews sent through /review also keep the reviewer's e-mail (never shown publicly), whether the
 * text contains a link (flagged for the moderator) and a fingerprint that folds a resubmission
 * within a few minutes into the first row. Demo rows have none of the three.
 */
export const testimonials = sqliteTable(
  'testimonials',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerName: text('customer_name').notNull(),
    location: text('location').notNull(),
    rating: text('rating', { enum: reviewRatings }).notNull(),
    reviewText: text('review_text').notNull(),
    projectType: text('project_type').notNull(),
    photoUrl: text('photo_url'),
    approved: text('approved', { enum: ['true', 'false'] })
      .notNull()
      .default('false'),
    featured: text('featured', { enum: ['true', 'false'] })
      .notNull()
      .default('false'),
    email: text('email'),
    hasLink: integer('has_link', { mode: 'boolean' }).notNull().default(false),
    fingerprint: text('fingerprint'),
    createdAt: createdAt(),
  },
  (t) => [index('testimonials_fingerprint_idx').on(t.fingerprint)],
);

/**
 * Leads: consultation requests. Every acknowledged lead is a row here. The SQL table keeps the name it
 * was created with (the spec's "contact submissions"), so no migration renames it.
 */
export const leads = sqliteTable(
  'contact_submissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    zip: text('zip').notNull(),
    rooms: text('rooms', { mode: 'json' }).$type<string[]>().notNull(),
    message: text('message').notNull(),
    /** The lead's pipeline stage (shared/pipeline-schema.ts); history in lead_stage_events. */
    status: text('status', { enum: leadStages }).notNull().default('new'),
    isSpam: integer('is_spam', { mode: 'boolean' }).notNull().default(false),
    fingerprint: text('fingerprint'),
    receivedAt: createdAt(),
    /** Where the visit came from (shared/lead-source.ts); null when the browser sent nothing. */
    landingPath: text('landing_path'),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    formPath: text('form_path'),
    /** When staff last e-mailed this homeowner a review request; null until then. */
    reviewRequestedAt: text('review_requested_at'),
    /** The person on the team who has this lead ("Assigned to"); a designer sees only theirs. */
    assignedTo: integer('assigned_to').references((): AnySQLiteColumn => staff.id),
  },
  (t) => [
    index('contact_submissions_received_idx').on(t.receivedAt),
    index('contact_submissions_fingerprint_idx').on(t.fingerprint),
    index('contact_submissions_assigned_idx').on(t.assignedTo),
  ],
);

/**
 * E-mail outbox: a lead is saved first, its notification queued here in the same transaction, and
 * a background worker sends it after the visitor has been answered, retrying with backoff.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    kind: text('kind', {
      enum: [
        ...['lead-notification', 'lead-confirmation', 'review-notification', 'review-request'],
        ...['consultation-invite', 'consultation-reminder', 'pipeline-digest', 'staff-invitation', 'password-reset'],
        'booking-notification',
        'password-reset-notice',
        ...['proposal', 'proposal-follow-up', 'proposal-signed-copy', 'proposal-accepted', 'proposal-declined'],
        ...['proposal-cancelled', 'proposal-cancel-confirmation'],
      ] as const,
    }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: text('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * The people on the team, one sign-in each (shared/team.ts has the roles). Nobody is ever deleted:
 * a person who leaves is disabled and keeps their name in the history.
 */
export const staff = sqliteTable('staff', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  /** Lower case; unique. */
  email: text('email').notNull().unique(),
  role: text('role', { enum: staffRoles }).notNull(),
  status: text('status', { enum: staffStatuses }).notNull().default('active'),
  passwordHash: text('password_hash').notNull(),
  lastSignInAt: text('last_sign_in_at'),
  /**
   * Epoch ms: a session of this person that signed in (or was kept, see staff-sessions.ts) before
   * this time is signed out, even if its row comes back. Sign out everywhere, a password reset,
   * disabling and a role change move it (staff-guard.ts, loadStaff).
   */
  sessionsValidAfter: integer('sessions_valid_after').notNull().default(0),
  /** The Connecticut home improvement salesperson registration a designer needs to send a proposal. */
  salespersonRegistration: text('salesperson_registration'),
  createdAt: createdAt(),
});

/**
 * Invitations to join the team. The e-mailed link is a verification (purpose 'invitation', `refId`
 * this row), which holds its expiry. An invitation is open until used or revoked.
 */
export const staffInvitations = sqliteTable(
  'staff_invitations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => staff.id),
    usedAt: text('used_at'),
    revokedAt: text('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238): one per person, active once a first
 * code confirmed it. `lastUsedStep` is the time step of the last accepted code, so a code works once.
 */
export const staffTotp = sqliteTable('staff_totp', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staff.id),
  secret: text('secret').notNull(),
  confirmedAt: text('confirmed_at'),
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/**
 * Passkeys (WebAuthn credentials): one row per authenticator a person added. `id` is the credential
 * ID (base64url). A synced passkey may keep its signature counter at 0, which is accepted.
 */
export const staffPasskeys = sqliteTable(
  'staff_passkeys',
  {
    id: text('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    publicKey: blob('public_key', { mode: 'buffer' }).notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports', { mode: 'json' }).$type<string[]>(),
    /** 'singleDevice' or 'multiDevice' (synced), as @simplewebauthn reports it. */
    deviceType: text('device_type').notNull(),
    backedUp: integer('backed_up', { mode: 'boolean' }).notNull().default(false),
    /** A name the person recognises, e.g. "Chrome on Mac". */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: text('last_used_at'),
  },
  (t) => [index('staff_passkeys_staff_idx').on(t.staffId)],
);

/** The ten one-time recovery codes shown when TOTP is turned on; only their SHA-256 is stored. */
export const staffRecoveryCodes = sqliteTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    codeHash: text('code_hash').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * Who did what: an append-only record (kept 13 months). `actorId` is null when nobody is known
 * (a failed sign-in with an unknown e-mail). Rows about a lead carry its id and go with it when
 * the lead is deleted or expires, so no personal data outlives the lead here.
 */
export const activityLog = sqliteTable(
  'activity_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: text('at').notNull(),
    actorId: integer('actor_id').references(() => staff.id),
    action: text('action', { enum: activityActions }).notNull(),
    /** What it was done to, e.g. "lead", "review", "photo", "person", "invitation". */
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    /** A short description shown in the history, e.g. "Quoted $4,200.00". */
    detail: text('detail'),
    /** The client address (see TRUST_PROXY). */
    ip: text('ip'),
  },
  (t) => [
    index('activity_log_at_idx').on(t.at),
    index('activity_log_actor_idx').on(t.actorId, t.at),
    index('activity_log_lead_idx').on(t.leadId),
  ],
);

/** Server-side admin sessions (express-session store); they survive a restart. */
export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    sid: text('sid').primaryKey(),
    data: text('data').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
);

/** Small key/value settings kept in the database, e.g. the admin password hash. */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * First-party visit counts (POST /api/events): one counter per business day (Connecticut time,
 * shared/business-time.ts), page and event type. Nothing about the visitor is stored.
 */
export const siteEventCounts = sqliteTable(
  'site_event_counts',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    type: text('type', { enum: siteEventTypes }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.type] })],
);

/** Lead pipeline (docs/pipeline.md): each stage change of a lead, oldest first. */
export const leadStageEvents = sqliteTable(
  'lead_stage_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: leadStages }).notNull(),
    /** e.g. "Quote $4,500.00, follow up on Jan 19, 2027" or "Consultation cancelled". */
    detail: text('detail'),
    at: text('at').notNull(),
    /** Who made the change; null for the homeowner's own request (and rows from before accounts). */
    staffId: integer('staff_id').references(() => staff.id),
  },
  (t) => [index('lead_stage_events_lead_idx').on(t.leadId, t.at)],
);

/** Quote, follow-up, final amount and lost reason of a lead; amounts in cents. */
export const leadDeals = sqliteTable('lead_deals', {
  leadId: integer('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  quoteCents: integer('quote_cents'),
  /** A "YYYY-MM-DD" day in America/New_York. */
  followUpOn: text('follow_up_on'),
  finalCents: integer('final_cents'),
  lostReason: text('lost_reason'),
});

/** The in-home consultation of a lead (one per lead; a reschedule raises `sequence`). */
export const consultations = sqliteTable(
  'consultations',
  {
    leadId: integer('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    address: text('address').notNull(),
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: text('cancelled_at'),
    /** The designer who visits; the double-booking check is per designer. */
    designerId: integer('designer_id').references(() => staff.id),
    mode: text('mode', { enum: visitModes }).notNull().default('in_home'),
    /** The homeowner's town, for the drive between two in-home visits; null when not known. */
    town: text('town'),
  },
  (t) => [
    index('consultations_starts_idx').on(t.startsAt),
    index('consultations_designer_idx').on(t.designerId),
    // The database's own guard against double booking: one live visit per designer and start.
    uniqueIndex('consultations_designer_start_unique')
      .on(t.designerId, t.startsAt)
      .where(sql`${t.cancelledAt} is null and ${t.designerId} is not null`),
  ],
);

/**
 * Every secret link (server/core/verification): invitations, password resets, booking pages,
 * calendar feeds, proposals. Only the SHA-256 of the 256-bit token is kept, and a link is found by
 * that hash. `staffId` and `leadId` are whom it is about (revoked with them); `refId` is the
 * feature's own row when it has one (the invitation). No `expiresAt`: it lasts until revoked.
 */
export const verifications = sqliteTable(
  'verifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    purpose: text('purpose', { enum: verificationPurposeNames }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id').references(() => staff.id),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    refId: integer('ref_id'),
    expiresAt: text('expires_at'),
    usedAt: text('used_at'),
    revokedAt: text('revoked_at'),
    /** Revoked because a newer link of the same purpose and subject was made (a proposal sent again). */
    replaced: integer('replaced', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('verifications_staff_idx').on(t.staffId),
    index('verifications_lead_idx').on(t.leadId),
    index('verifications_ref_idx').on(t.purpose, t.refId),
  ],
);

/** A designer's weekly working hours, one row per range; a designer without rows works the business hours. */
export const designerHours = sqliteTable(
  'designer_hours',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: integer('weekday').notNull(),
    /** "HH:MM" Connecticut wall-clock time. */
    start: text('start').notNull(),
    end: text('end').notNull(),
  },
  (t) => [index('designer_hours_staff_idx').on(t.staffId)],
);

/** A designer's days off: an inclusive range of Connecticut days. */
export const designerTimeOff = sqliteTable(
  'designer_time_off',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    fromDay: text('from_day').notNull(),
    toDay: text('to_day').notNull(),
  },
  (t) => [index('designer_time_off_staff_idx').on(t.staffId)],
);

/** The towns a designer visits in person; none listed means every town. */
export const designerTowns = sqliteTable(
  'designer_towns',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    town: text('town').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.town] })],
);

/**
 * Photos of their space a homeowner adds from their booking link. Private: the files live in
 * MEDIA_DIR/private/<fileKey>/, served only to staff who may see the lead, and go with the lead.
 */
export const leadSpacePhotos = sqliteTable(
  'lead_space_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull().unique(),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    note: text('note'),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('lead_space_photos_lead_idx').on(t.leadId)],
);

/** A file sent with an outbox message (the consultation invitation's .ics). */
export const mailAttachments = sqliteTable('mail_attachments', {
  outboxId: integer('outbox_id')
    .primaryKey()
    .references(() => mailOutbox.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  /** e.g. "text/calendar; method=REQUEST". */
  contentType: text('content_type').notNull(),
  content: text('content').notNull(),
});

/**
 * Project photos staff upload in /admin. `fileKey` is a name the server made: the files
 * live in MEDIA_DIR/<fileKey>/ once processed. Drafts keep alt, room and town null until filled;
 * a photo is published only with all three. Lower `sortOrder` comes first.
 */
export const galleryPhotos = sqliteTable(
  'gallery_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fileKey: text('file_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    published: integer('published', { mode: 'boolean' }).notNull().default(false),
    alt: text('alt'),
    room: text('room', { enum: serviceSlugs }),
    town: text('town'),
    caption: text('caption'),
    sortOrder: integer('sort_order').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
    updatedAt: text('updated_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    index('gallery_photos_order_idx').on(t.published, t.sortOrder),
    index('gallery_photos_status_idx').on(t.status),
  ],
);

/**
 * The devices a person has signed in from (OWASP device cookies): the SHA-256 of the random id in
 * the browser's long-lived `closets_device` cookie. A known device keeps its own budget of failed
 * sign-ins, so someone hammering the account from elsewhere does not lock its owner out.
 */
export const staffDevices = sqliteTable(
  'staff_devices',
  {
    deviceHash: text('device_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: text('last_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceHash, t.staffId] }), index('staff_devices_staff_idx').on(t.staffId)],
);

/**
 * Sign-in attempts counted per key (core/auth/sign-in-limits/throttle.ts; the column names are those
 * of rate-limiter-flexible's RateLimiterSQLite, which kept them before), so a restart does not wipe
 * them. `expire` is epoch ms.
 */
export const signInLimits = sqliteTable('sign_in_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: integer('expire'),
});

/**
 * The staff's price book (/admin/price-book), one row (id 1) holding it as JSON checked with
 * shared/design/price-book-schema.ts; no row: the defaults. Who saved it last, and when (UTC).
 */
export const priceBook = sqliteTable('price_book', {
  id: integer('id').primaryKey(),
  data: text('data').notNull(),
  updatedAt: text('updated_at').notNull(),
  updatedBy: integer('updated_by').references(() => staff.id),
});

/**
 * The plan a homeowner sent with their consultation request (/plan → /contact), as it was that day:
 * the checked design and its address, the estimate the server computed from the price book then in
 * use (whole dollars, its line items, and that price book), so a later price change leaves it as it
 * was quoted. One per lead; it goes with the lead.
 */
export const leadPlans = sqliteTable('lead_plans', {
  leadId: integer('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  /** The design as JSON (shared/design/design.ts). */
  design: text('design').notNull(),
  /** Its address (designToQuery), for "Open in the planner". */
  query: text('query').notNull(),
  estimateLow: integer('estimate_low').notNull(),
  estimateHigh: integer('estimate_high').notNull(),
  estimateTotal: integer('estimate_total').notNull(),
  /** The estimate's line items as JSON (shared/design/pricing.ts LineItem[]). */
  lineItems: text('line_items').notNull(),
  /** The price book the estimate used, as JSON. */
  priceBook: text('price_book').notNull(),
  createdAt: createdAt(),
});

/**
 * A lead's proposal (one per lead): the designer's draft (shared/proposals ProposalDraft as JSON)
 * and where it stands. The homeowner's link is a verification (purpose 'proposal', `refId` this row).
 */
export const proposals = sqliteTable('proposals', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  leadId: integer('lead_id')
    .notNull()
    .unique()
    .references(() => leads.id, { onDelete: 'cascade' }),
  draft: text('draft').notNull(),
  status: text('status', { enum: proposalStatuses }).notNull().default('draft'),
  createdBy: integer('created_by').references(() => staff.id),
  updatedAt: text('updated_at').notNull(),
  /** Counted from the page itself once seen (a same-origin POST), never from opening the link. */
  viewCount: integer('view_count').notNull().default(0),
  lastViewedAt: text('last_viewed_at'),
  declinedReason: text('declined_reason'),
  declinedAt: text('declined_at'),
  createdAt: createdAt(),
});

/**
 * Each version as it was sent, never changed: the document the homeowner sees (JSON), its SHA-256
 * and the company's signature (the sender's name and salesperson registration, and when).
 */
export const proposalVersions = sqliteTable(
  'proposal_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: text('document').notNull(),
    sha256: text('sha256').notNull(),
    sentBy: integer('sent_by').references(() => staff.id),
    senderName: text('sender_name').notNull(),
    senderRegistration: text('sender_registration').notNull(),
    sentAt: text('sent_at').notNull(),
    /** A Connecticut day ("YYYY-MM-DD"): the last day the version can be accepted. */
    validUntil: text('valid_until').notNull(),
  },
  (t) => [uniqueIndex('proposal_versions_version_idx').on(t.proposalId, t.version)],
);

/**
 * The homeowner's signature, one per proposal (the unique key is what makes two acceptances at
 * once yield one): the option as it stood, the version's hash, who, when, from where, and the end
 * of the three business days to cancel.
 */
export const proposalAcceptances = sqliteTable('proposal_acceptances', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  proposalId: integer('proposal_id')
    .notNull()
    .unique()
    .references(() => proposals.id, { onDelete: 'cascade' }),
  versionId: integer('version_id')
    .notNull()
    .references(() => proposalVersions.id),
  optionIndex: integer('option_index').notNull(),
  optionName: text('option_name').notNull(),
  /** Whole dollars. */
  total: integer('total').notNull(),
  option: text('option').notNull(),
  versionSha256: text('version_sha256').notNull(),
  signerName: text('signer_name').notNull(),
  /** SVG path data of a drawn signature, when one was drawn. */
  signaturePath: text('signature_path'),
  signedAt: text('signed_at').notNull(),
  ipAddress: text('ip_address').notNull(),
  userAgent: text('user_agent').notNull(),
  cancelBy: text('cancel_by').notNull(),
  cancelledAt: text('cancelled_at'),
  /**
   * The signed contract's PDF as the homeowner was sent it, sealed (sealedBytes): every later
   * download is these bytes, whatever changes afterwards (the visit's address, the business's facts,
   * the terms' wording). Null only for signatures stored before migration 0017.
   */
  contractPdf: sealedBlob('contract_pdf'),
});
