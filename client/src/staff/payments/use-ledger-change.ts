import { useQueryClient } from '@tanstack/react-query';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { JobPayments } from '../../../../shared/payments/payment-answers';
import { ApiError, isNetworkFailure } from '../../lib/api-request';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { toast } from '../../ui/use-toast';
import { describeError } from '../api/errors';
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

/**
 * A refusal shown in the form: on the fields the server named (an amount above what is left to pay
 * is named on the amount), otherwise the server's sentence in the form's alert.
 */
export function showRefusal<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  fields: readonly FieldPath<T>[],
  err: unknown,
) {
  if (showServerFieldErrors(form, fields, err).length > 0) return;
  const message =
    err instanceof ApiError
      ? (err.serverError ?? describeError(err))
      : isNetworkFailure(err)
        ? 'The change was not saved. Check the connection and try again.'
        : describeError(err);
  form.setError('root.server' as FieldPath<T>, { message });
}
