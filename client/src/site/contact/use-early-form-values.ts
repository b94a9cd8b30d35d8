import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { earlyFormValues } from '../../lib/early-input';
import { useEarlyInput } from '../../lib/use-early-input';

/**
 * A react-hook-form form keeps what was typed or chosen in it before its script ran (useEarlyInput):
 * the fields go back in as the form registers them, marked as changed, so the draft and a link's
 * pre-filled values give way to them.
 */
export function useEarlyFormValues<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setValue'>,
  formId: string,
  { emptyForm, fields }: { emptyForm: T; fields: readonly string[] },
): void {
  useEarlyInput(formId, (input) => {
    for (const [name, value] of Object.entries(earlyFormValues(input, emptyForm, fields))) {
      form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
  });
}
