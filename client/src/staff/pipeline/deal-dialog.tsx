import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Lead } from '../../../../shared/admin-schema';
import { leadStageLabels, lostReasons, type StageChange } from '../../../../shared/pipeline';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { FormDialog } from '../parts/form-dialog';
import { useAdminAction } from '../parts/use-admin-action';
import { changeStage, pipelineRefresh } from '../api/pipeline';
import { dealFieldNames, dealSchema, startingDealFields, type DealFields, type DealStage } from './deal-fields';

/**
 * The "Quoted", "Won" and "Lost" dialogs: the amount, follow-up day or reason that goes with the
 * stage. Mounted only while open: the fields start from the lead as it opens, and the leads
 * reloading behind it leave what was typed alone.
 */
export function DealDialog({
  lead,
  stage,
  quoteCents,
  onClose,
}: {
  lead: Lead;
  stage: DealStage;
  /** The lead's quote: the Won dialog starts from it (the final amount is most often the quote). */
  quoteCents?: number | null;
  onClose: () => void;
}) {
  const ids = { amount: useId(), followUp: useId(), reason: useId() };
  const form = useForm<DealFields, unknown, StageChange>({
    resolver: zodResolver(dealSchema),
    defaultValues: startingDealFields(stage, quoteCents),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const amount = stage === 'quoted' ? 'quoteCents' : 'finalCents';

  const save = useAdminAction({
    run: (change: StageChange) => changeStage(lead.id, change),
    refresh: pipelineRefresh,
    done: (change) => ({ title: `Stage: ${leadStageLabels[change.stage]}` }),
    failed: 'Could not change the stage',
  });

  const onValid = (change: StageChange) =>
    save.mutate(change, { onSuccess: onClose, onError: (err) => showServerFieldErrors(form, dealFieldNames, err) });

  return (
    <FormDialog
      open
      title={leadStageLabels[stage]}
      submitLabel="Save"
      busyLabel="Saving…"
      busy={save.isPending}
      onCancel={onClose}
      onSubmit={handleSubmit(onValid)}
    >
      <div className="grid gap-3">
        <p>{lead.name}</p>
        {stage === 'lost' ? (
          <SelectField
            id={ids.reason}
            label="Reason"
            placeholder="Choose a reason"
            options={lostReasons}
            error={errors.reason?.message}
            {...register('reason')}
          />
        ) : (
          <TextField
            id={ids.amount}
            label={stage === 'quoted' ? 'Quote amount' : 'Final amount'}
            inputMode="decimal"
            autoComplete="off"
            placeholder="US dollars, e.g. 4500"
            error={errors[amount]?.message}
            {...register(amount)}
          />
        )}
        {stage === 'quoted' ? (
          <TextField
            id={ids.followUp}
            label="Follow up on"
            type="date"
            error={errors.followUpOn?.message}
            {...register('followUpOn')}
          />
        ) : null}
      </div>
    </FormDialog>
  );
}
