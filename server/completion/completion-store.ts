import { and, eq, isNull } from 'drizzle-orm';
import { completionMessages, holdBackAboveBalance } from '../../shared/completion/completion-messages';
import type { AddPunchItem } from '../../shared/completion/completion-inputs';
import type { Db } from '../core/db/types';
import { openCompletion, jobState } from './job-state';
import { jobCompletions, punchListItems } from './schema';

/** What a change came to: done, or refused with the status and sentence to answer (and the field it names). */
export type Outcome = { ok: true } | { ok: false; status: 400 | 404 | 409; message: string; field?: string };

const done: Outcome = { ok: true };

/** Completion recorded on a signed, uncancelled job, once: the balance falls due at the sign-off or three days later. */
export function recordCompletion(db: Db, leadId: number, { staffId, now }: { staffId: number; now: Date }): Outcome {
  return db.transaction(
    (tx): Outcome => {
      const state = jobState(tx, leadId, now);
      if (!state.ok) return state;
      if (state.completion) return { ok: false, status: 409, message: completionMessages.alreadyRecorded };
      tx.insert(jobCompletions).values({ leadId, recordedAt: now.toISOString(), recordedBy: staffId }).run();
      return done;
    },
    { behavior: 'immediate' },
  );
}

/** A punch-list item on a job whose completion is recorded and that is not closed. */
export function addPunchItem(
  db: Db,
  leadId: number,
  item: Pick<AddPunchItem, 'what'> & { fixBy: string | null },
  { staffId, now }: { staffId: number | null; now: Date },
): Outcome {
  return db.transaction(
    (tx): Outcome => {
      const state = openCompletion(tx, leadId, now);
      if (!state.ok) return state;
      tx.insert(punchListItems)
        .values({
          leadId,
          what: item.what,
          fixBy: item.fixBy,
          source: staffId === null ? 'homeowner' : 'staff',
          addedBy: staffId,
          createdAt: now.toISOString(),
        })
        .run();
      return done;
    },
    { behavior: 'immediate' },
  );
}

/** A punch-list item fixed (again is no change); the caller then sees whether the job closes. */
export function fixPunchItem(
  db: Db,
  leadId: number,
  itemId: number,
  { staffId, now }: { staffId: number; now: Date },
): Outcome {
  return db.transaction(
    (tx): Outcome => {
      const item = tx
        .select()
        .from(punchListItems)
        .where(and(eq(punchListItems.id, itemId), eq(punchListItems.leadId, leadId)))
        .get();
      if (!item) return { ok: false, status: 404, message: completionMessages.itemNotFound };
      tx.update(punchListItems)
        .set({ fixedAt: now.toISOString(), fixedBy: staffId })
        .where(and(eq(punchListItems.id, itemId), isNull(punchListItems.fixedAt)))
        .run();
      return done;
    },
    { behavior: 'immediate' },
  );
}

/** The amount of the balance held back while the punch list is open: at most the balance payment. */
export function setHoldBack(
  db: Db,
  leadId: number,
  amountCents: number,
  { staffId, now }: { staffId: number; now: Date },
): Outcome {
  return db.transaction(
    (tx): Outcome => {
      const state = openCompletion(tx, leadId, now);
      if (!state.ok) return state;
      const balance = state.figures.schedule.find((stage) => stage.stage === 'balance');
      const maxCents = balance?.amountCents ?? 0;
      if (amountCents > maxCents) {
        return { ok: false, status: 400, message: holdBackAboveBalance(maxCents), field: 'amountCents' };
      }
      tx.update(jobCompletions)
        .set({ heldBackCents: amountCents, heldBackBy: staffId })
        .where(eq(jobCompletions.leadId, leadId))
        .run();
      return done;
    },
    { behavior: 'immediate' },
  );
}
