import { HandCoins, TriangleAlert } from 'lucide-react';
import { formatDayKey } from '../../../../shared/business-time';
import type { JobPayments } from '../../../../shared/payments/payment-answers';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Heading } from '../parts/dashboard-section';
import { depositRequestTitle } from './deposit-request-dialog';

type DepositRequest = NonNullable<JobPayments['depositRequest']>;

/** A recorded request: the last day to return the deposit (flagged as a refund is once passed), the day it arrived, who recorded it. */
function DepositRequestNotice({ request }: { request: DepositRequest }) {
  return (
    <div className={cn('rounded-md border p-2', request.overdue ? 'border-red-700 bg-red-50' : 'border-line')}>
      <div className="flex flex-wrap items-start justify-between gap-x-3">
        <p className="font-semibold">Return the deposit by {request.dueByText}</p>
        {request.overdue ? (
          <p className="inline-flex items-center gap-1 font-bold text-red-800">
            <TriangleAlert aria-hidden="true" className="size-4" />
            Overdue
          </p>
        ) : null}
      </div>
      <p className="text-ink-soft">
        Written request received {formatDayKey(request.receivedOn, 'long')}
        {request.recordedBy ? `, recorded by ${request.recordedBy}` : ''}.
      </p>
    </div>
  );
}

/**
 * The homeowner's written request for the deposit back (CGS 20-427(b)(8)) once recorded, or, with
 * `onRecord` (payments:manage, the contract in force, none recorded), the button to record it.
 * Nothing when there is neither.
 */
export function DepositBack({ id, job, onRecord }: { id: string; job: JobPayments; onRecord?: () => void }) {
  if (!job.depositRequest && !onRecord) return null;
  return (
    <div className="grid gap-2 text-sm">
      <Heading offset={3} id={id} className="text-sm font-semibold">
        Deposit asked back
      </Heading>
      {job.depositRequest ? (
        <DepositRequestNotice request={job.depositRequest} />
      ) : (
        <div>
          <Button size="sm" variant="secondary" onClick={onRecord}>
            <HandCoins aria-hidden="true" className="size-4" />
            {depositRequestTitle}
          </Button>
        </div>
      )}
    </div>
  );
}
