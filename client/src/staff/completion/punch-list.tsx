import { zodResolver } from '@hookform/resolvers/zod';
import { formatDay, formatDayKey } from '../../../../shared/business-time';
import type { PunchItem } from '../../../../shared/completion/completion-answers';
import {
  addPunchItemSchema,
  completionLimits,
  type AddPunchItem,
} from '../../../../shared/completion/completion-inputs';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/use-toast';
import { addPunchItem, fixPunchItem } from '../api/completion';
import { describeError } from '../api/errors';
import type { CompletionPartProps } from './completion-part-props';
import { useCompletionForm } from './use-completion-form';
import { useCompletionChange } from './use-completion-change';

function ItemLine({ item, leadId, open }: { item: PunchItem; leadId: number; open: boolean }) {
  const settle = useCompletionChange(leadId);
  const fix = async () => {
    try {
      settle(await fixPunchItem(leadId, item.id), { title: 'Marked fixed', description: item.what });
    } catch (err) {
      toast({ title: 'Not saved', description: describeError(err), variant: 'destructive' });
    }
  };
  const when = item.fixBy ? `Fix by ${formatDayKey(item.fixBy)}` : 'Day to fix not set';
  return (
    <li className="grid gap-1 rounded-md border border-line bg-white px-3 py-2 text-sm">
      <span className="break-words font-semibold">{item.what}</span>
      <span className="text-ink-soft">
        {item.source === 'homeowner' ? 'From the homeowner · ' : ''}
        {item.fixedAt ? `Fixed ${formatDay(item.fixedAt)}` : when}
      </span>
      {!item.fixedAt && open ? (
        <div>
          <Button size="sm" variant="secondary" onClick={() => void fix()} aria-label={`Mark fixed: ${item.what}`}>
            Mark fixed
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The punch list: each item with its day and "Mark fixed"; a form adds one while the job is open. */
export function PunchList({ leadId, completion, idPrefix }: CompletionPartProps) {
  const open = completion.closedAt === null;
  const { form, onSubmit, busy, refusal } = useCompletionForm<AddPunchItem>({
    leadId,
    resolver: zodResolver(addPunchItemSchema),
    defaultValues: { what: '', fixBy: '' },
    fields: ['what', 'fixBy'],
    send: (values) => addPunchItem(leadId, values),
    saved: (values) => ({ title: 'Added to the punch list', description: values.what }),
    after: () => form.reset(),
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="mt-3 grid gap-2">
      <h4 className="font-semibold">Punch list</h4>
      {completion.punchList.length === 0 ? (
        <p className="text-sm text-ink-soft">Nothing on the punch list.</p>
      ) : (
        <ul className="grid gap-2">
          {completion.punchList.map((item) => (
            <ItemLine key={item.id} item={item} leadId={leadId} open={open} />
          ))}
        </ul>
      )}
      {open ? (
        <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <TextField
            id={`${idPrefix}-punch-what`}
            label="What is not right"
            maxLength={completionLimits.what}
            autoComplete="off"
            error={errors.what?.message}
            {...register('what')}
          />
          <TextField
            id={`${idPrefix}-punch-day`}
            label="Fix by"
            type="date"
            error={errors.fixBy?.message}
            {...register('fixBy')}
          />
          <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
            Add to punch list
          </Button>
          <div className="sm:col-span-3">
            <FormAlert message={refusal} />
          </div>
        </form>
      ) : null}
    </div>
  );
}
