import type { FieldValues } from 'react-hook-form';
import type { StaffCompletion } from '../../../../shared/completion/completion-answers';
import { useSendingForm, type SendingForm } from '../parts/use-sending-form';
import { useCompletionChange } from './use-completion-change';

/**
 * A form of the Completion panel: `send` makes the change, the completion it answers is shown with
 * the toast `saved` (useCompletionChange), then `after` (a form that adds clears itself).
 */
export function useCompletionForm<T extends FieldValues>({
  leadId,
  send,
  saved,
  after,
  ...form
}: Omit<SendingForm<T>, 'send'> & {
  leadId: number;
  send: (values: T) => Promise<StaffCompletion>;
  saved: (values: T) => { title: string; description?: string };
  after?: () => void;
}) {
  const settle = useCompletionChange(leadId);
  return useSendingForm<T>({
    ...form,
    send: async (values) => {
      settle(await send(values), saved(values));
      after?.();
    },
  });
}
