import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { formatDollars } from '../../../../shared/money';
import { refundsDueQuery } from '../api/payments';

/**
 * Above the dashboard's tabs, for whoever keeps the books (the owner and the office): the refunds
 * whose last day is within three business days or past. The law gives ten business days after a
 * cancellation; nothing shows while none is near (or while the list cannot be read: each job's card
 * flags its own).
 */
export function RefundsDueNotice() {
  const { data } = useQuery(refundsDueQuery);
  const refunds = data?.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-due-heading" className="mt-6 rounded-md border border-red-700 bg-red-50 p-4">
      <h2 id="refunds-due-heading" className="flex items-center gap-2 text-xl text-red-900">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {refunds.length === 1 ? 'A refund to pay back' : `${refunds.length} refunds to pay back`}
      </h2>
      <p className="mt-1 text-sm text-ink">
        A contract cancelled within three days is refunded within ten business days. Mark each refund paid on the job’s
        Payments, under Contact Submissions.
      </p>
      <ul className="mt-2 grid gap-1 text-ink">
        {refunds.map((refund) => (
          <li key={refund.refundId}>
            <span className="font-semibold">{refund.leadName}</span>: {formatDollars(refund.amountCents)} by{' '}
            {refund.dueByText}
            {refund.warning === 'overdue' ? <span className="font-bold text-red-800"> (overdue)</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
