// zod/mini, every schema marked pure: the staff pages parse the answers with these, the homeowner's
// page imports only the types.
import * as z from 'zod/mini';
import { numberValue } from '../api/lean-schemas';

/** Who wrote a punch-list item: staff at the walk-through, or the homeowner from their page. */
export const punchItemSources = ['staff', 'homeowner'] as const;

const punchItemSchema = () =>
  z.object({
    id: numberValue(),
    what: z.string(),
    /** The Connecticut day it will be fixed by; null for the homeowner's own until the office sets one. */
    fixBy: z.nullable(z.string()),
    source: z.enum(punchItemSources),
    createdAt: z.string(),
    fixedAt: z.nullable(z.string()),
  });

const photoSchema = () =>
  z.object({
    id: numberValue(),
    status: z.enum(['processing', 'ready', 'failed']),
    /** `/media/<key>`: its sizes are `<src>/<width>.<jpg|webp|avif>` once ready. */
    src: z.string(),
    /** The smallest width made (every photo has it once ready). */
    width: z.nullable(numberValue()),
    published: z.boolean(),
  });

const signOffSchema = () => z.object({ name: z.string(), at: z.string() });

/**
 * A job's completion as its lead card shows it (GET /api/contacts/:id/completion): whether it can be
 * recorded (signed, not cancelled), when it was, the photos, the punch list, the homeowner's sign-off,
 * the hold-back, when the balance falls due, and when the job was closed.
 */
export const staffCompletionSchema = /* @__PURE__ */ (() =>
  z.object({
    /** A signed, uncancelled contract: completion can be recorded. */
    open: z.boolean(),
    recordedAt: z.nullable(z.string()),
    recordedBy: z.nullable(z.string()),
    photos: z.array(photoSchema()),
    punchList: z.array(punchItemSchema()),
    signOff: z.nullable(signOffSchema()),
    heldBackCents: numberValue(),
    /** When the balance falls due: the sign-off, or three days after completion was recorded. */
    balanceDueFrom: z.nullable(z.string()),
    balanceCents: numberValue(),
    closedAt: z.nullable(z.string()),
    /** When the homeowner agreed, at their sign-off, that the finished photos may go on the gallery. */
    photosConsentAt: z.nullable(z.string()),
  }))();
export type StaffCompletion = z.infer<typeof staffCompletionSchema>;

/** `completion` of the homeowner's page data once completion was recorded (null before). */
export const homeownerCompletionSchema = /* @__PURE__ */ (() =>
  z.object({
    recordedAt: z.string(),
    photos: z.array(photoSchema()),
    punchList: z.array(punchItemSchema()),
    signOff: z.nullable(signOffSchema()),
    closedAt: z.nullable(z.string()),
    photosConsentAt: z.nullable(z.string()),
  }))();
export type HomeownerCompletion = z.infer<typeof homeownerCompletionSchema>;
export type PunchItem = StaffCompletion['punchList'][number];
export type CompletionPhoto = StaffCompletion['photos'][number];

/** What a publish of the finished photos came to. */
export const publishAnswerSchema = /* @__PURE__ */ (() =>
  z.object({ published: numberValue(), completion: staffCompletionSchema }))();
