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
  {
    formId,
    draftKey,
    emptyForm,
    fields,
  }: { formId: string; draftKey: string; emptyForm: Input; fields: readonly string[] },
) {
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: emptyForm as DefaultValues<Input> });
  useEarlyFormValues(form, formId, { emptyForm, fields });
  const clearDraft = useFormDraft(form, { key: draftKey, emptyForm, fields });
  return { form, clearDraft };
}
