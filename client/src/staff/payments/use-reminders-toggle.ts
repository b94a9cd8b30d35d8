import { useMutation } from '@tanstack/react-query';
import { toast } from '../../ui/use-toast';
import { setRemindersPaused } from '../api/payments';
import { describeError } from '../api/errors';
import { useLedgerChange } from './use-ledger-change';

/**
 * "Pause reminders" / "Resume reminders": the ledger the route answers is shown, and the toast says
 * what the reminders now are (the answer's word, should someone else have changed them meanwhile).
 */
export function useRemindersToggle(leadId: number, leadName: string) {
  const settle = useLedgerChange(leadId);
  return useMutation({
    mutationFn: (paused: boolean) => setRemindersPaused(leadId, { paused }),
    onSuccess: (answer) =>
      settle(
        answer,
        answer.reminders.paused
          ? { title: 'Reminders paused', description: `No payment reminder is e-mailed to ${leadName} until resumed` }
          : { title: 'Reminders resumed', description: 'A payment due and unpaid is reminded 3 and 7 days after' },
      ),
    onError: (err) =>
      toast({ variant: 'destructive', title: 'Reminders not changed', description: describeError(err) }),
  });
}
