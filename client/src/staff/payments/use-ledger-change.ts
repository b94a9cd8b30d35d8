import { useQueryClient } from '@tanstack/react-query';
import type { JobPayments } from '../../../../shared/payments/payment-answers';
import { toast } from '../../ui/use-toast';
import { leadsKey } from '../api/leads';
import { completionQuery } from '../api/completion';
import { cashByMonthQuery, jobPaymentsQuery, refundsDueQuery } from '../api/payments';

/**
 * A change to a job's money from one of the Payments dialogs: each answers the ledger as it now
 * stands, which the card shows at once; the inbox's money lines, the refunds due and the month
 * figures are read again.
 */
export function useLedgerChange(leadId: number) {
  const queryClient = useQueryClient();
  return (answer: JobPayments, saved: { title: string; description?: string }) => {
    queryClient.setQueryData(jobPaymentsQuery(leadId).queryKey, answer);
    // A payment may close the job (server/completion): its completion is read again too.
    for (const queryKey of [
      leadsKey,
      refundsDueQuery.queryKey,
      cashByMonthQuery.queryKey,
      completionQuery(leadId).queryKey,
    ])
      void queryClient.invalidateQueries({ queryKey });
    toast(saved);
  };
}
