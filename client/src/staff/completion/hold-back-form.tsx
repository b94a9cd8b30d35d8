import { zodResolver } from '@hookform/resolvers/zod';
import { holdBackSchema, type HoldBack } from '../../../../shared/completion/completion-inputs';
import { formatDollars } from '../../../../shared/money';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { setHoldBack } from '../api/completion';
import { dollarsAsCents } from '../parts/dollars-as-cents';
import type { CompletionPartProps } from './completion-part-props';
import { useCompletionForm } from './use-completion-form';

/** The office's hold-back: an amount of the balance not due until the punch list is clear. */
export function HoldBackForm({ leadId, completion, idPrefix }: CompletionPartProps) {
  // The field shows dollars: its text is read into cents (dollarsAsCents), starting from the input's own value.
  const { form, onSubmit, busy, refusal } = useCompletionForm<HoldBack>({
    leadId,
    resolver: zodResolver(holdBackSchema),
    fields: ['amountCents'],
    send: (values) => setHoldBack(leadId, values),
    saved: (values) => ({
      title: 'Hold-back saved',
      description: `${formatDollars(values.amountCents)} held until the punch list is clear`,
    }),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const hintId = `${idPrefix}-hold-hint`;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
      <TextField
        id={`${idPrefix}-hold`}
        label="Hold back for the punch list ($)"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={completion.heldBackCents ? String(completion.heldBackCents / 100) : '0'}
        error={errors.amountCents?.message}
        aria-describedby={errors.amountCents ? `${hintId} ${idPrefix}-hold-error` : hintId}
        {...register('amountCents', dollarsAsCents)}
      />
      <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
        Save hold-back
      </Button>
      <p id={hintId} className="text-sm text-ink-muted sm:col-span-2">
        Not asked for until every punch-list item is fixed.
      </p>
      <div className="sm:col-span-2">
        <FormAlert message={refusal} />
      </div>
    </form>
  );
}
