import { Bell, BellOff } from 'lucide-react';
import { formatDateTime, formatDayKey } from '../../../../shared/business-time';
import { formatDollars } from '../../../../shared/money';
import type { JobPayments } from '../../../../shared/payments/payment-answers';
import { paymentStageLabels } from '../../../../shared/payments/payment-schedule';
import { Button } from '../../ui/button';
import { Heading } from '../parts/dashboard-section';
import { useRemindersToggle } from './use-reminders-toggle';

/** Whether the e-mailed reminders go out, and if not, why (the server stops them for the same reasons). */
function RemindersStatus({ job }: { job: JobPayments }) {
  const { paused, pausedAt, pausedBy } = job.reminders;
  if (job.contract?.cancelledAt) return <p>Stopped: the contract was cancelled.</p>;
  if (paused) {
    return (
      <p>
        <strong>Paused</strong> by {pausedBy ?? 'someone no longer on the team'}
        {pausedAt ? (
          <>
            , <time dateTime={pausedAt}>{formatDateTime(pausedAt)}</time>
          </>
        ) : null}
        : none is e-mailed until they are resumed.
      </p>
    );
  }
  if (job.depositRequest) return <p>Stopped: the homeowner asked for the deposit back, so nothing falls due.</p>;
  return (
    <p>
      <strong>On</strong>: a payment due and unpaid is reminded by e-mail 3 and 7 days after it falls due.
    </p>
  );
}

/**
 * The job's payment reminders: on or paused (by whom, when), those sent, and for `toggle`
 * (payments:manage, the contract in force) "Pause reminders" / "Resume reminders".
 */
export function PaymentReminders({
  id,
  leadId,
  leadName,
  job,
  toggle,
}: {
  id: string;
  leadId: number;
  leadName: string;
  job: JobPayments;
  toggle: boolean;
}) {
  const change = useRemindersToggle(leadId, leadName);
  const { paused, sent } = job.reminders;
  return (
    <div className="grid gap-2 text-sm">
      <Heading offset={3} id={id} className="text-sm font-semibold">
        Reminders
      </Heading>
      <RemindersStatus job={job} />
      {toggle ? (
        <div>
          {/* One button whose words change, so focus stays on it. */}
          <Button size="sm" variant="secondary" aria-disabled={change.isPending} onClick={() => change.mutate(!paused)}>
            {paused ? (
              <Bell aria-hidden="true" className="size-4" />
            ) : (
              <BellOff aria-hidden="true" className="size-4" />
            )}
            {paused ? 'Resume reminders' : 'Pause reminders'}
          </Button>
        </div>
      ) : null}
      {sent.length > 0 ? (
        <ul aria-labelledby={id} className="divide-y divide-line">
          {sent.map((reminder) => (
            <li key={`${reminder.stage}-${reminder.dueOn}-${reminder.afterDays}`} className="py-2">
              <p className="font-semibold">
                {paymentStageLabels[reminder.stage]} · {formatDollars(reminder.amountCents)}
              </p>
              <p className="text-ink-muted">
                Due {formatDayKey(reminder.dueOn)} · {reminder.afterDays} days after · sent{' '}
                <time dateTime={reminder.sentAt}>{formatDateTime(reminder.sentAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">None sent yet.</p>
      )}
    </div>
  );
}
