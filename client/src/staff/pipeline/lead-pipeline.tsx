import { CalendarDays, Download } from 'lucide-react';
import { useState } from 'react';
import type { Assignee, Lead } from '../../../../shared/admin-schema';
import { formatDateTime, formatDayKey } from '../../../../shared/business-time';
import {
  contractLockedMessage,
  leadStageLabels,
  leadStages,
  type LeadPipeline,
  type LeadStage,
} from '../../../../shared/pipeline';
import { Button, buttonVariants } from '../../ui/button';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { useConfirmation } from '../parts/use-confirmation';
import { SelectField } from '../../ui/select-field';
import { useAdminAction } from '../parts/use-admin-action';
import { BookingDialog } from './booking-dialog';
import { DealDialog } from './deal-dialog';
import type { DealStage } from './deal-fields';
import { cancelConsultation, changeStage, consultationInviteHref, pipelineRefresh } from '../api/pipeline';
import { assignLead } from '../api/leads';
import { PersonSelect } from './person-select';
import { StageHistory } from './stage-history';
import { formatDollars } from '../../../../shared/money';

const nameOf = (people: readonly Assignee[], id: number) =>
  people.find((p) => p.id === id)?.name ?? 'someone no longer on the team';

/**
 * The Stage select of a lead card, "Assigned to" (a select for those who assign leads, a line for
 * the others), its dialogs, the booked consultation and the stage history.
 */
export function LeadPipelineControls({
  lead,
  pipeline,
  assignees,
  canAssign,
  locked = false,
}: {
  lead: Lead;
  pipeline: LeadPipeline | undefined;
  /** The active people on the team (the inbox's answer). */
  assignees: readonly Assignee[];
  canAssign: boolean;
  /** The lead has a signed, uncancelled contract: its stage is shown, not offered, with the reason. */
  locked?: boolean;
}) {
  const [booking, setBooking] = useState(false);
  const [deal, setDeal] = useState<DealStage | null>(null);
  const consultation = pipeline?.consultation ?? null;
  const booked = consultation && !consultation.cancelledAt ? consultation : null;

  const setStage = useAdminAction({
    run: (stage: 'new' | 'contacted') => changeStage(lead.id, { stage }),
    refresh: pipelineRefresh,
    done: (stage) => ({ title: `Stage: ${leadStageLabels[stage]}` }),
    failed: 'Could not change the stage',
  });
  const assign = useAdminAction({
    run: (assignedTo: number | null) => assignLead(lead.id, assignedTo),
    refresh: pipelineRefresh,
    done: (assignedTo) => ({
      title: assignedTo === null ? 'Assigned to nobody' : `Assigned to ${nameOf(assignees, assignedTo)}`,
    }),
    failed: 'Could not assign the lead',
  });
  const cancel = useAdminAction({
    run: () => cancelConsultation(lead.id),
    refresh: pipelineRefresh,
    done: () => ({ title: 'Consultation cancelled', description: `Cancellation queued for ${lead.email}` }),
    failed: 'Could not cancel the consultation',
  });
  const cancelling = useConfirmation(() => cancel.mutate(undefined));

  const choose = (stage: LeadStage) => {
    if (stage === lead.status) return;
    if (stage === 'consultation_booked') setBooking(true);
    else if (stage === 'new' || stage === 'contacted') setStage.mutate(stage);
    else setDeal(stage);
  };

  return (
    <div className="mt-4 border-t border-line pt-4">
      <div className="flex flex-wrap items-end gap-4">
        {locked ? (
          <p className="pb-2 text-sm">
            <span className="font-semibold">Stage: {leadStageLabels[lead.status]}</span>
            <br />
            <span className="text-ink-soft">{contractLockedMessage}</span>
          </p>
        ) : (
          <SelectField label="Stage" value={lead.status} onChange={(e) => choose(e.target.value as LeadStage)}>
            {leadStages.map((s) => (
              <option key={s} value={s}>
                {leadStageLabels[s]}
              </option>
            ))}
          </SelectField>
        )}
        {canAssign ? (
          <PersonSelect
            label="Assigned to"
            people={assignees}
            value={lead.assignedTo}
            disabled={assign.isPending}
            onChange={(id) => assign.mutate(id)}
          />
        ) : lead.assignedTo !== null ? (
          <p className="pb-2 text-sm">Assigned to {nameOf(assignees, lead.assignedTo)}</p>
        ) : null}
        <p className="pb-2 text-sm text-ink-soft">
          {pipeline?.quoteCents ? `Quote ${formatDollars(pipeline.quoteCents)}` : null}
          {pipeline?.quoteCents && pipeline.followUpOn && lead.status === 'quoted'
            ? `, follow up on ${formatDayKey(pipeline.followUpOn)}`
            : null}
          {pipeline?.finalCents && lead.status === 'won' ? ` · Final ${formatDollars(pipeline.finalCents)}` : null}
          {pipeline?.lostReason && lead.status === 'lost' ? `Lost: ${pipeline.lostReason}` : null}
        </p>
      </div>
      {consultation ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="inline-flex items-center gap-1.5 font-semibold">
            <CalendarDays aria-hidden="true" className="size-4" />
            {booked ? 'Consultation: ' : 'Cancelled consultation: '}
            <time dateTime={consultation.startsAt}>{formatDateTime(new Date(consultation.startsAt))}</time>
          </p>
          {booked ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => setBooking(true)}>
                Reschedule
              </Button>
              <Button size="sm" variant="secondary" onClick={() => cancelling.ask(true)}>
                Cancel consultation
              </Button>
            </>
          ) : null}
          <a
            href={consultationInviteHref(lead.id)}
            download
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            <Download aria-hidden="true" className="size-4" />
            Download invite (.ics)
          </a>
        </div>
      ) : null}
      <StageHistory history={pipeline?.history ?? []} />
      {/* Mounted only while open: a page of 25 cards keeps no hidden dialogs. */}
      {booking ? (
        <BookingDialog
          lead={lead}
          consultation={consultation}
          designers={assignees}
          onClose={() => setBooking(false)}
        />
      ) : null}
      {deal ? (
        <DealDialog lead={lead} stage={deal} quoteCents={pipeline?.quoteCents} onClose={() => setDeal(null)} />
      ) : null}
      {cancelling.it ? (
        <ConfirmDialog {...cancelling.dialog} title="Cancel this consultation?" confirmLabel="Cancel consultation">
          <p>{lead.name} receives a cancellation that removes the visit from their calendar.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
