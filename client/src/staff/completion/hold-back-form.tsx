import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { StaffCompletion } from '../../../../shared/completion/completion-answers';
import { holdBackSchema, type HoldBack } from '../../../../shared/completion/completion-inputs';
import { formatDollars, parseDollars } from '../../../../shared/money';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { setHoldBack } from '../api/completion';
import { showRefusal } from '../payments/use-ledger-change';
import { useCompletionChange } from './use-completion-change';

/** The office's hold-back: an amount of the balance not due until the punch list is clear. */
export function HoldBackForm({
  leadId,
  completion,
  idPrefix,
}: {
  leadId: number;
  completion: StaffCompletion;
  idPrefix: string;
}) {
  const settle = useCompletionChange(leadId);
  // The field shows dollars: its text is read into cents (setValueAs), starting from the input's own value.
  const form = useForm<HoldBack>({ resolver: zodResolver(holdBackSchema) });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const onValid = async (values: HoldBack) => {
    try {
      settle(await setHoldBack(leadId, values), {
        title: 'Hold-back saved',
        description: `${formatDollars(values.amountCents)} held until the punch list is clear`,
      });
    } catch (err) {
      showRefusal(form, ['amountCents'], err);
    }
  };
  const hintId = `${idPrefix}-hold-hint`;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
      <TextField
        id={`${idPrefix}-hold`}
        label="Hold back for the punch list ($)"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={completion.heldBackCents ? String(completion.heldBackCents / 100) : '0'}
        error={errors.amountCents?.message}
        aria-describedby={errors.amountCents ? `${hintId} ${idPrefix}-hold-error` : hintId}
        {...register('amountCents', { setValueAs: (text: string) => parseDollars(String(text)) ?? Number.NaN })}
      />
      <Button type="submit" variant="secondary" aria-disabled={isSubmitting || undefined}>
        Save hold-back
      </Button>
      <p id={hintId} className="text-sm text-ink-muted sm:col-span-2">
        Not asked for until every punch-list item is fixed.
      </p>
      <div className="sm:col-span-2">
        <FormAlert message={errors.root?.server?.message} />
      </div>
    </form>
  );
}
