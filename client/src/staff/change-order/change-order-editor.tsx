import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { changeOrderLimits } from '../../../../shared/change-orders/change-order';
import type { StaffChangeOrders } from '../../../../shared/change-orders/change-order-answers';
import type { ProposalOptionDraft } from '../../../../shared/proposals/proposal';
import { formatDollars } from '../../../../shared/money';
import { ApiError } from '../../lib/api-request';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { changeOrdersQuery, saveChangeOrder, sendChangeOrder, withdrawChangeOrder } from '../api/change-orders';
import { OptionEditor } from '../proposal/option-editor';
import { differenceText } from './change-order-words';

type Job = NonNullable<StaffChangeOrders['job']>;
type Busy = 'saving' | 'sending' | 'withdrawing' | null;

const messageOf = (err: unknown) =>
  err instanceof ApiError && err.serverError ? err.serverError : 'Could not reach the server. Try again.';

/**
 * The proposal editor on the signed option, in change-order mode: the reason, the option (sections,
 * accessories, lines, as the proposal editor edits them), any new dates, then Save, Send and Withdraw.
 * The difference and the new total are the server's, from the last save.
 */
export function ChangeOrderEditor({ leadId, job, data }: { leadId: number; job: Job; data: StaffChangeOrders }) {
  const id = useId();
  const queryClient = useQueryClient();
  const open = data.open;
  const [reason, setReason] = useState(open?.changeOrder.reason ?? '');
  const [option, setOption] = useState<ProposalOptionDraft>(open?.draft ?? job.option);
  const [startOn, setStartOn] = useState(open?.changeOrder.startOn ?? job.startOn);
  const [completeOn, setCompleteOn] = useState(open?.changeOrder.completeOn ?? job.completeOn);
  const [dirty, setDirty] = useState(!open);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const show = (next: StaffChangeOrders) => queryClient.setQueryData(changeOrdersQuery(leadId).queryKey, next);
  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setDirty(true);
      setDone(null);
    };
  const draft = () => ({
    reason,
    option,
    ...(startOn !== job.startOn ? { startOn } : {}),
    ...(completeOn !== job.completeOn ? { completeOn } : {}),
  });
  const run = async (what: Exclude<Busy, null>, action: () => Promise<StaffChangeOrders>, said: string) => {
    setBusy(what);
    setProblem(null);
    try {
      show(await action());
      setDone(said);
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setBusy(null);
    }
  };
  const save = () =>
    run(
      'saving',
      async () => {
        const saved = await saveChangeOrder(leadId, draft());
        setDirty(false);
        return saved;
      },
      'Saved. The difference and the new total are the server’s.',
    );
  const send = () =>
    run(
      'sending',
      async () => {
        if (dirty || !open) await saveChangeOrder(leadId, draft()).then(() => setDirty(false));
        return sendChangeOrder(leadId);
      },
      'Sent: the homeowner can sign it on their page.',
    );
  // Withdrawn, the editor starts afresh from the job as signed; focus goes to the reason, since the
  // Withdraw button it was on is gone.
  const withdraw = () =>
    run(
      'withdrawing',
      async () => {
        const withdrawn = await withdrawChangeOrder(leadId);
        setReason('');
        setOption(job.option);
        setStartOn(job.startOn);
        setCompleteOn(job.completeOn);
        setDirty(true);
        document.getElementById(`${id}-reason`)?.focus();
        return withdrawn;
      },
      'Withdrawn.',
    );

  const co = open?.changeOrder;
  return (
    <form className="grid min-w-0 gap-6" onSubmit={(e) => e.preventDefault()} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl">
        {co
          ? `${co.label} (${co.status === 'sent' ? 'sent, waiting for the signature' : 'draft'})`
          : 'New change order'}
      </h2>
      <TextField
        id={`${id}-reason`}
        label="Reason for the change"
        multiline
        rows={3}
        maxLength={changeOrderLimits.reason}
        value={reason}
        onChange={(e) => edit(setReason)(e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-start`}
          label="Starting date"
          type="date"
          value={startOn}
          onChange={(e) => edit(setStartOn)(e.target.value)}
        />
        <TextField
          id={`${id}-complete`}
          label="Completion date"
          type="date"
          value={completeOn}
          onChange={(e) => edit(setCompleteOn)(e.target.value)}
        />
      </div>
      <OptionEditor
        index={0}
        option={option}
        priced={co?.option}
        pricesCurrent={!dirty && Boolean(co)}
        onChange={edit(setOption)}
      />
      <section aria-labelledby={`${id}-price`} className="rounded-lg border border-harbor-200 bg-white p-3 sm:p-4">
        <h3 id={`${id}-price`} className="font-sans text-lg font-semibold">
          Price of the change
        </h3>
        {co && !dirty ? (
          <dl className="mt-2 grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-ink">
            <dt>Job total now</dt>
            <dd className="text-right tabular-nums">{formatDollars(co.previousTotalCents)}</dd>
            <dt>Difference</dt>
            <dd className="text-right tabular-nums" data-testid="change-order-difference">
              {differenceText(co.differenceCents)}
            </dd>
            <dt className="font-semibold">New total</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="change-order-new-total">
              {formatDollars(co.newTotalCents)}
            </dd>
          </dl>
        ) : (
          <p className="mt-2 text-ink-muted">
            Save to see the difference and the new total, priced from the price book.
          </p>
        )}
      </section>
      {problem ? (
        <p role="alert" className="font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <p role="status" className="text-sm text-ink-muted">
        {busy === 'saving'
          ? 'Saving…'
          : busy === 'sending'
            ? 'Sending…'
            : busy === 'withdrawing'
              ? 'Withdrawing…'
              : done}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={() => void save()}
          aria-disabled={busy !== null || undefined}
        >
          Save change order
        </Button>
        <Button type="button" onClick={() => void send()} aria-disabled={busy !== null || undefined}>
          Send change order
        </Button>
        {co ? (
          <Button
            type="button"
            variant="destructive"
            onClick={() => void withdraw()}
            aria-disabled={busy !== null || undefined}
          >
            Withdraw change order
          </Button>
        ) : null}
      </div>
    </form>
  );
}
