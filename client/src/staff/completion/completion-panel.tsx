import { CardGroup } from '../parts/card-group';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../../shared/business-time';
import type { StaffCompletion } from '../../../../shared/completion/completion-answers';
import { formatDollars } from '../../../../shared/money';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { completionQuery, recordCompletion } from '../api/completion';
import { describeError } from '../api/errors';
import { QueryState } from '../parts/query-state';
import { useStaffCan } from '../shell/use-staff-can';
import { FinishedPhotos } from './finished-photos';
import { CrewBalanceForm } from './crew-balance-form';
import { HoldBackForm } from './hold-back-form';
import { PunchList } from './punch-list';
import { useCompletionChange } from './use-completion-change';

/** Where the job stands, in a line: closed, signed off, or waiting for the homeowner. */
function standing(completion: StaffCompletion): string {
  if (completion.closedAt) return `Job closed ${formatDateTime(completion.closedAt)}. A review request was sent.`;
  if (completion.signOff) return `Signed off by ${completion.signOff.name}, ${formatDateTime(completion.signOff.at)}.`;
  return 'Waiting for the homeowner to sign off on their page.';
}

function Recorded({ leadId, completion, idPrefix }: { leadId: number; completion: StaffCompletion; idPrefix: string }) {
  const { may } = useStaffCan();
  const office = may('payments:manage') || may('installs:schedule');
  return (
    <>
      <p className="mt-2 text-sm">
        Completed {formatDateTime(completion.recordedAt!)}
        {completion.recordedBy ? ` by ${completion.recordedBy}` : ''}.
      </p>
      <p className="mt-1 text-sm font-semibold" role="status">
        {standing(completion)}
      </p>
      {completion.balanceDueFrom && !completion.closedAt ? (
        <p className="mt-1 text-sm text-ink-soft">
          Balance due from {formatDateTime(completion.balanceDueFrom)}
          {completion.heldBackCents > 0
            ? `; ${formatDollars(completion.heldBackCents)} held back for the punch list`
            : ''}
          .
        </p>
      ) : null}
      <FinishedPhotos leadId={leadId} completion={completion} />
      <PunchList leadId={leadId} completion={completion} idPrefix={idPrefix} />
      {office && !completion.closedAt ? (
        <HoldBackForm leadId={leadId} completion={completion} idPrefix={idPrefix} />
      ) : null}
      {/* The office records payments on the Payments panel; the crew on site, here. */}
      {!may('payments:manage') && completion.balanceCents > 0 ? (
        <CrewBalanceForm leadId={leadId} completion={completion} idPrefix={idPrefix} />
      ) : null}
    </>
  );
}

/**
 * A signed job's completion on its lead card, for whoever may work it: "Record completion", then the
 * photos of the finished space, the punch list, the office's hold-back, the sign-off, and once the job
 * is closed, the photos published to the gallery.
 */
export function CompletionPanel({ leadId, idPrefix }: { leadId: number; idPrefix: string }) {
  const { may } = useStaffCan();
  return may('installs:own') ? <CompletionGroup leadId={leadId} idPrefix={idPrefix} /> : null;
}

function CompletionGroup({ leadId, idPrefix }: { leadId: number; idPrefix: string }) {
  // Photos are sized in the background: read again until none is processing.
  const query = useQuery({
    ...completionQuery(leadId),
    refetchInterval: (q) => (q.state.data?.photos.some((p) => p.status === 'processing') ? 2000 : false),
  });
  const settle = useCompletionChange(leadId);
  const id = `${idPrefix}-${leadId}-completion`;
  const record = async () => {
    try {
      settle(await recordCompletion(leadId), { title: 'Completion recorded' });
    } catch (err) {
      toast({ title: 'Not recorded', description: describeError(err), variant: 'destructive' });
    }
  };
  return (
    <CardGroup id={id} title="Completion">
      <QueryState query={query} what="the completion">
        {(completion) =>
          completion.recordedAt ? (
            <Recorded leadId={leadId} completion={completion} idPrefix={id} />
          ) : completion.open ? (
            <div className="mt-2 grid gap-2">
              <p className="text-sm text-ink-soft">
                After the walk-through: the balance falls due when the homeowner signs off, or three days later.
              </p>
              <div>
                <Button onClick={() => void record()}>Record completion</Button>
              </div>
            </div>
          ) : (
            <p className="mt-2 text-sm text-ink-soft">The contract was cancelled: there is nothing to complete.</p>
          )
        }
      </QueryState>
    </CardGroup>
  );
}
