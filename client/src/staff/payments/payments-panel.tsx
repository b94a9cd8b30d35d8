import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../../shared/business-time';
import type { JobPayments } from '../../../../shared/payments/payment-answers';
import { Button } from '../../ui/button';
import { Heading } from '../parts/dashboard-section';
import { ModalDialogFor } from '../parts/modal-dialog-for';
import { DepositBack } from './deposit-back';
import { DepositRequestDialog } from './deposit-request-dialog';
import { LedgerEntries } from './ledger-entries';
import { PaymentReminders } from './payment-reminders';
import { PaymentScheduleTable } from './payment-schedule-table';
import type { JobPayment, JobRefund } from './payment-words';
import { RecordPaymentDialog } from './record-payment-dialog';
import { RefundList } from './refund-list';
import { RefundPaidForm } from './refund-paid-form';
import { VoidPaymentForm } from './void-payment-form';

/**
 * A job's Payments: the schedule with what is paid and due, every ledger entry, the refunds with
 * their deadline, a written request for the deposit back, the e-mailed reminders, and for whoever
 * keeps the books (`manage`: payments:manage) "Record a payment", "Void", "Mark refund paid", "Record
 * a request for the deposit back" and "Pause reminders" (the last two while the contract is in force).
 */
export function PaymentsPanel({
  id,
  leadId,
  leadName,
  job,
  manage,
}: {
  id: string;
  leadId: number;
  leadName: string;
  job: JobPayments;
  manage: boolean;
}) {
  const [recording, setRecording] = useState(false);
  const [toVoid, setToVoid] = useState<JobPayment | null>(null);
  const [toPay, setToPay] = useState<JobRefund | null>(null);
  const [askedBack, setAskedBack] = useState(false);
  const cancelled = job.contract?.cancelledAt ?? null;
  const manageInForce = manage && job.contract !== null && cancelled === null;
  const canRecord = manageInForce && job.totals.availableCents > 0;
  // Once the deposit is asked back there is no second request, and the reminders stop for good
  // (nothing falls due): pausing them would change nothing.
  const beforeDepositBack = manageInForce && job.depositRequest === null;
  const ledgerHeading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(job);
  const dialogOpen = recording || askedBack || toVoid !== null || toPay !== null;
  // A change can take away the button focus went back to (Void on the payment voided, Mark refund
  // paid, Record a payment once nothing is left to pay, Record a request for the deposit back once
  // recorded): then the ledger, which changed, takes it.
  useEffect(() => {
    if (dialogOpen || shown.current === job) return;
    shown.current = job;
    if (!document.activeElement || document.activeElement === document.body) ledgerHeading.current?.focus();
  }, [job, dialogOpen]);

  return (
    <div id={id} className="mt-3 grid min-w-0 max-w-2xl grid-cols-1 gap-4">
      {cancelled ? (
        <p className="font-semibold text-red-800">
          Contract cancelled <time dateTime={cancelled}>{formatDateTime(cancelled)}</time>: every payment is refunded.
        </p>
      ) : null}
      {canRecord ? (
        <div>
          <Button size="sm" onClick={() => setRecording(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Record a payment
          </Button>
        </div>
      ) : null}
      <div>
        <Heading offset={3} id={`${id}-schedule`} className="text-sm font-semibold">
          Schedule
        </Heading>
        <PaymentScheduleTable job={job} captionId={`${id}-schedule`} />
      </div>
      <div>
        <Heading offset={3} id={`${id}-ledger`} ref={ledgerHeading} tabIndex={-1} className="text-sm font-semibold">
          Ledger
        </Heading>
        <LedgerEntries job={job} leadId={leadId} onVoid={manage ? setToVoid : undefined} />
      </div>
      <DepositBack
        id={`${id}-deposit-back`}
        job={job}
        onRecord={beforeDepositBack ? () => setAskedBack(true) : undefined}
      />
      {job.refunds.length > 0 ? (
        <div>
          <Heading offset={3} id={`${id}-refunds`} className="mb-1 text-sm font-semibold">
            Refunds
          </Heading>
          <RefundList refunds={job.refunds} onPaid={manage ? setToPay : undefined} />
        </div>
      ) : null}
      {job.contract ? (
        <PaymentReminders
          id={`${id}-reminders`}
          leadId={leadId}
          leadName={leadName}
          job={job}
          toggle={beforeDepositBack}
        />
      ) : null}
      <RecordPaymentDialog
        open={recording}
        onClose={() => setRecording(false)}
        leadId={leadId}
        leadName={leadName}
        job={job}
      />
      <DepositRequestDialog open={askedBack} onClose={() => setAskedBack(false)} leadId={leadId} />
      <ModalDialogFor item={toVoid} title="Void this payment?" onClose={() => setToVoid(null)}>
        {(payment) => <VoidPaymentForm payment={payment} leadId={leadId} onDone={() => setToVoid(null)} />}
      </ModalDialogFor>
      <ModalDialogFor item={toPay} title="Mark refund paid" onClose={() => setToPay(null)}>
        {(refund) => <RefundPaidForm refund={refund} leadId={leadId} onDone={() => setToPay(null)} />}
      </ModalDialogFor>
    </div>
  );
}
