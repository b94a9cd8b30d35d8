import { blob, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { staffRoles, staffStatuses } from '../../../shared/team';
import { autoIncrementId, createdAt, parentIdColumn } from '../db/columns';

/**
 * The people on the team, one sign-in each (shared/team.ts has the roles). Nobody is ever deleted:
 * a person who leaves is disabled and keeps their name in the history.
 */
export const staff = sqliteTable('staff', {
  id: autoIncrementId(),
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
 * A column naming a person on the team (who did something, or whom the row is about). Nobody is
 * deleted, so it has no on-delete rule; chain `.notNull()` where every row has one.
 */
export const staffIdColumn = <TName extends string>(name: TName) => integer(name).references(() => staff.id);

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
    staffId: staffIdColumn('staff_id').notNull(),
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
    id: autoIncrementId(),
    staffId: staffIdColumn('staff_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
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

/**
 * The devices a person has signed in from (OWASP device cookies): the SHA-256 of the random id in
 * the browser's long-lived `closets_device` cookie. A known device keeps its own budget of failed
 * sign-ins, so someone hammering the account from elsewhere does not lock its owner out.
 */
export const staffDevices = sqliteTable(
  'staff_devices',
  {
    deviceHash: text('device_hash').notNull(),
    staffId: parentIdColumn('staff_id', () => staff.id),
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
