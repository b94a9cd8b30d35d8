import { and, eq, isNull } from 'drizzle-orm';
import type { Request } from 'express';
import type { SignOff } from '../../shared/completion/completion-inputs';
import { completionMessages } from '../../shared/completion/completion-messages';
import type { Db } from '../core/db/types';
import type { Outcome } from './completion-store';
import { jobState } from './job-state';
import { jobCompletions } from './schema';

/**
 * The homeowner signs off: "Everything is installed as agreed", with their typed name, stored with
 * the time, IP address and browser as the contract's signature is, and, when they ticked it, their
 * agreement that the finished photos may go on the gallery. Once, on a job whose completion was
 * recorded; the balance falls due from then.
 */
export function signOff(
  db: Db,
  leadId: number,
  { fullName, photosConsent }: Pick<SignOff, 'fullName' | 'photosConsent'>,
  { req, now }: { req: Request; now: Date },
): Outcome {
  return db.transaction(
    (tx): Outcome => {
      const state = jobState(tx, leadId, now);
      if (!state.ok) return state;
      if (!state.completion) return { ok: false, status: 409, message: completionMessages.nothingToSignOff };
      const written = tx
        .update(jobCompletions)
        .set({
          signedOffAt: now.toISOString(),
          signedOffName: fullName,
          signedOffIp: req.ip ?? '',
          signedOffUserAgent: (req.get('user-agent') ?? '').slice(0, 500),
          photosConsentAt: photosConsent ? now.toISOString() : null,
        })
        .where(and(eq(jobCompletions.leadId, leadId), isNull(jobCompletions.signedOffAt)))
        .run();
      if (written.changes === 0) return { ok: false, status: 409, message: completionMessages.alreadySignedOff };
      return { ok: true };
    },
    { behavior: 'immediate' },
  );
}
