import { FileDown } from 'lucide-react';
import { formatDayKey } from '../../../../shared/business-time';
import { changeOrderStatusLabels } from '../../../../shared/change-orders/change-order';
import type { ChangeOrder } from '../../../../shared/change-orders/change-order-answers';
import { formatDollars } from '../../../../shared/money';
import { changeOrderPdfHref } from '../api/change-orders';
import { differenceText } from './change-order-words';

/** A job's change orders, newest last: number, reason, difference, new total, where each stands, and a signed one's PDF. */
export function ChangeOrderList({ leadId, changeOrders }: { leadId: number; changeOrders: ChangeOrder[] }) {
  if (changeOrders.length === 0) return <p className="text-ink-muted">No change orders yet.</p>;
  return (
    <ul className="grid gap-3">
      {changeOrders.map((co) => (
        <li key={co.number} className="rounded-lg border border-harbor-200 bg-white p-3">
          <p className="font-semibold text-ink">
            {co.label} · {changeOrderStatusLabels[co.status]} · {differenceText(co.differenceCents)} · new total{' '}
            {formatDollars(co.newTotalCents)}
          </p>
          <p className="text-ink-muted">{co.reason}</p>
          {co.startOn || co.completeOn ? (
            <p className="text-sm text-ink-muted">
              {co.startOn ? `Starts ${formatDayKey(co.startOn, 'long')}. ` : ''}
              {co.completeOn ? `Completed by ${formatDayKey(co.completeOn, 'long')}.` : ''}
            </p>
          ) : null}
          {co.status === 'signed' ? (
            <a
              href={changeOrderPdfHref(leadId, co.number)}
              className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-harbor-700 underline"
            >
              <FileDown aria-hidden="true" className="size-4 shrink-0" />
              Download {co.label} (PDF)
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
