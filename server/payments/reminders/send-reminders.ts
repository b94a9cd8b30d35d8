import { and, eq, isNull } from 'drizzle-orm';
import { dayOf, type DayKey } from '../../../shared/business-time';
import type { PaymentStage } from '../../../shared/payments/payment-schedule';
import type { Db, Tx } from '../../core/db/types';
import { queueMail } from '../../core/mail/outbox';
import { leads } from '../../leads';
import { depositRequestOf } from '../deposit-return';
import { dueFrom, jobFigures } from '../job-figures';
import { jobRows } from '../ledger-rows';
import { liveContractCharge } from '../signed-jobs';
import { depositReturnRequests, ledgerCharges, paymentReminderPauses, paymentReminders } from '../schema';
import { freshHomeownerLink } from './homeowner-page-link';
import { paymentReminderEmail } from './reminder-emails';
import { reminderDueNow } from './reminder-schedule';

type Reminder = { stage: PaymentStage; dueOn: DayKey; afterDays: number; amountCents: number };

/** Signed jobs not cancelled, whose reminders are not paused and whose deposit was not asked back. */
function jobsToRemind(db: Db): number[] {
  return db
    .select({ leadId: ledgerCharges.leadId })
    .from(ledgerCharges)
    .leftJoin(paymentReminderPauses, eq(paymentReminderPauses.leadId, ledgerCharges.leadId))
    .leftJoin(depositReturnRequests, eq(depositReturnRequests.leadId, ledgerCharges.leadId))
    .where(and(liveContractCharge(db), isNull(paymentReminderPauses.leadId), isNull(depositReturnRequests.id)))
    .all()
    .map((row) => row.leadId);
}

/**
 * The reminders a job is owed now: for each payment of the schedule that is due and has something
 * left (a bank payment still processing counts as paid), the latest reminder whose time has come,
 * unless it or a later one was sent. Nothing for a job cancelled, paused or whose deposit was asked back.
 */
function remindersOwed(db: Db | Tx, leadId: number, now: Date): Reminder[] {
  const paused = db.select().from(paymentReminderPauses).where(eq(paymentReminderPauses.leadId, leadId)).get();
  if (paused || depositRequestOf(db, leadId)) return [];
  const { contract, schedule } = jobFigures(jobRows(db, leadId), now);
  if (!contract || contract.cancelledAt) return [];
  const sent = db.select().from(paymentReminders).where(eq(paymentReminders.leadId, leadId)).all();
  return schedule.flatMap(({ stage, leftCents, heldBackCents }): Reminder[] => {
    const from = dueFrom(contract, stage);
    // What the office holds back for the punch list is not asked for until the list is clear.
    const dueCents = leftCents - heldBackCents;
    if (!from || dueCents <= 0 || now.getTime() < from.getTime()) return [];
    const dueOn = dayOf(from);
    const afterDays = reminderDueNow(dueOn, now);
    if (afterDays === undefined) return [];
    const done = sent.some((r) => r.stage === stage && r.dueOn === dueOn && r.afterDays >= afterDays);
    return done ? [] : [{ stage, dueOn, afterDays, amountCents: dueCents }];
  });
}

/**
 * One pass of the payment reminders at `now`: each reminder owed is written and its e-mail queued
 * in one IMMEDIATE transaction that checks again what it is owed (paid, cancelled or paused in the
 * meantime stops it), and the table's unique key (job, payment, due day, days after) lets two passes
 * at once, even from two processes, send it once. Answers how many were sent.
 */
export function sendPaymentReminders(
  db: Db,
  { now, siteUrl, onlinePayment }: { now: Date; siteUrl: string; onlinePayment: boolean },
): number {
  let sent = 0;
  for (const leadId of jobsToRemind(db)) {
    if (remindersOwed(db, leadId, now).length === 0) continue;
    sent += db.transaction(
      (tx) => {
        const homeowner = tx
          .select({ name: leads.name, email: leads.email })
          .from(leads)
          .where(eq(leads.id, leadId))
          .get();
        const contractNumber =
          tx
            .select({ reference: ledgerCharges.reference })
            .from(ledgerCharges)
            .where(and(eq(ledgerCharges.leadId, leadId), eq(ledgerCharges.kind, 'contract')))
            .get()?.reference ?? null;
        if (!homeowner) return 0;
        let pageUrl: string | null | undefined;
        let queued = 0;
        for (const reminder of remindersOwed(tx, leadId, now)) {
          const written = tx
            .insert(paymentReminders)
            .values({ leadId, ...reminder, sentAt: now.toISOString() })
            .onConflictDoNothing()
            .run();
          if (written.changes === 0) continue;
          pageUrl ??= freshHomeownerLink(tx, leadId, { siteUrl, now });
          const email = paymentReminderEmail({
            homeownerName: homeowner.name,
            ...reminder,
            contractNumber,
            pageUrl,
            onlinePayment,
          });
          queueMail(tx, { leadId, kind: 'payment-reminder', toAddress: homeowner.email, ...email }, { now });
          queued += 1;
        }
        return queued;
      },
      { behavior: 'immediate' },
    );
  }
  return sent;
}
