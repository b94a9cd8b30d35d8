import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useEarlyFormValues } from './use-early-form-values';
import { useFormDraft } from './use-form-draft';

/**
 * A public form that keeps what was typed: react-hook-form with the API's own schema (its
 * resolver), what was typed before the script ran (useEarlyFormValues), and the draft that
 * survives a reload or a dropped connection until a send succeeds (useFormDraft). Returns the form
 * and what to call once a send succeeded.
 */
export function useDraftedForm<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
  drafted: {
    formId: string;
    /** The draft's sessionStorage key. */
    key: string;
    emptyForm: Input;
    fields: readonly string[];
  },
) {
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: drafted.emptyForm as DefaultValues<Input>,
  });
  useEarlyFormValues(form, drafted.formId, drafted);
  return { form, clearDraft: useFormDraft(form, drafted) };
}
