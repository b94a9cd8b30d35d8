import { eq } from 'drizzle-orm';
import { completionMessages } from '../../shared/completion/completion-messages';
import type { Db, Tx } from '../core/db/types';
import { jobFigures, jobRows } from '../payments';
import { jobCompletions } from './schema';

export type CompletionRow = typeof jobCompletions.$inferSelect;

/** Why a job's completion cannot be worked now, or its figures and completion row when it can. */
export type JobState =
  | { ok: false; status: 404 | 409; message: string }
  | { ok: true; figures: ReturnType<typeof jobFigures>; completion: CompletionRow | undefined };

/**
 * A signed, uncancelled job as completion needs it (the ledger's contract charge says signed, its
 * cancellation says cancelled): its figures at `now` and its completion row, if recorded.
 */
export function jobState(db: Db | Tx, leadId: number, now: Date): JobState {
  const figures = jobFigures(jobRows(db, leadId), now);
  if (!figures.contract) return { ok: false, status: 409, message: completionMessages.notSigned };
  if (figures.contract.cancelledAt) return { ok: false, status: 409, message: completionMessages.cancelled };
  const completion = db.select().from(jobCompletions).where(eq(jobCompletions.leadId, leadId)).get();
  return { ok: true, figures, completion };
}

/** The same, for a change that needs completion recorded and the job still open. */
export function openCompletion(db: Db | Tx, leadId: number, now: Date) {
  const state = jobState(db, leadId, now);
  if (!state.ok) return state;
  if (!state.completion) return { ok: false as const, status: 409 as const, message: completionMessages.notRecorded };
  if (state.completion.closedAt)
    return { ok: false as const, status: 409 as const, message: completionMessages.closed };
  return { ...state, completion: state.completion };
}
