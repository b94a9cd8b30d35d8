import type { FieldValues } from 'react-hook-form';
import type { JobPayments } from '../../../../shared/payments/payment-answers';
import { useSendingForm, type SendingForm } from '../parts/use-sending-form';
import { useLedgerChange } from './use-ledger-change';

/**
 * A Payments dialog's form: `send` makes the change, the ledger it answers is shown with the toast
 * `saved` (useLedgerChange; it may read the answer, as a deadline the server worked out), and the
 * dialog closes (`onDone`).
 */
export function useLedgerForm<T extends FieldValues>({
  leadId,
  send,
  saved,
  onDone,
  ...form
}: Omit<SendingForm<T>, 'send'> & {
  leadId: number;
  send: (values: T) => Promise<JobPayments>;
  saved: (values: T, answer: JobPayments) => { title: string; description?: string };
  onDone: () => void;
}) {
  const settle = useLedgerChange(leadId);
  return useSendingForm<T>({
    ...form,
    send: async (values) => {
      const answer = await send(values);
      settle(answer, saved(values, answer));
      onDone();
    },
  });
}
