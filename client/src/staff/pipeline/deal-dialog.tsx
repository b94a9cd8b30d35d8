import { useId, useState } from 'react';
import type { Lead } from '../../../../shared/admin-schema';
import { addDays, dayOf } from '../../../../shared/business-time';
import { leadStageLabels, lostReasons, type LostReason, type StageChange } from '../../../../shared/pipeline';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { useAdminAction } from '../parts/use-admin-action';
import { useOnOpen } from '../parts/use-on-open';
import { changeStage, pipelineRefresh } from '../api/pipeline';
import { formatDollars, parseDollars } from '../../../../shared/money';

export type DealStage = 'quoted' | 'won' | 'lost';

/** The "Quoted", "Won" and "Lost" dialogs: the amount, follow-up day or reason that goes with the stage. */
export function DealDialog({
  lead,
  stage,
  quoteCents,
  onClose,
}: {
  lead: Lead;
  stage: DealStage | null;
  /** The lead's quote: the Won dialog starts from it (the final amount is most often the quote). */
  quoteCents?: number | null;
  onClose: () => void;
}) {
  const ids = { amount: useId(), followUp: useId(), reason: useId() };
  const [amount, setAmount] = useState('');
  const [followUpOn, setFollowUpOn] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  useOnOpen(stage, () => {
    setAmount(stage === 'won' && quoteCents ? formatDollars(quoteCents).replace('$', '') : '');
    setReason('');
    setError(undefined);
    setFollowUpOn(addDays(dayOf(new Date()), 7));
  });

  const save = useAdminAction({
    run: (change: StageChange) => changeStage(lead.id, change),
    refresh: pipelineRefresh,
    done: (change) => ({ title: `Stage: ${leadStageLabels[change.stage]}` }),
    failed: 'Could not change the stage',
  });

  const submit = () => {
    if (!stage) return;
    let change: StageChange;
    if (stage === 'lost') {
      if (!reason) return setError('Choose a reason');
      change = { stage, reason: reason as LostReason };
    } else {
      const cents = parseDollars(amount);
      if (cents === null) return setError('Enter an amount in US dollars, e.g. 4500');
      change = stage === 'quoted' ? { stage, quoteCents: cents, followUpOn } : { stage, finalCents: cents };
    }
    setError(undefined);
    save.mutate(change, { onSuccess: onClose });
  };

  return (
    <ConfirmDialog
      open={stage !== null}
      title={stage ? leadStageLabels[stage] : ''}
      confirmLabel="Save"
      confirmVariant="primary"
      onCancel={onClose}
      onConfirm={submit}
    >
      <div className="grid gap-3">
        <p>{lead.name}</p>
        {stage === 'quoted' || stage === 'won' ? (
          <TextField
            id={ids.amount}
            label={stage === 'quoted' ? 'Quote amount' : 'Final amount'}
            inputMode="decimal"
            autoComplete="off"
            placeholder="US dollars, e.g. 4500"
            value={amount}
            error={error}
            onChange={(e) => setAmount(e.target.value)}
          />
        ) : null}
        {stage === 'quoted' ? (
          <TextField
            id={ids.followUp}
            label="Follow up on"
            type="date"
            value={followUpOn}
            onChange={(e) => setFollowUpOn(e.target.value)}
          />
        ) : null}
        {stage === 'lost' ? (
          <SelectField
            id={ids.reason}
            label="Reason"
            placeholder="Choose a reason"
            options={lostReasons}
            value={reason}
            error={error}
            onChange={(e) => setReason(e.target.value)}
          />
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
