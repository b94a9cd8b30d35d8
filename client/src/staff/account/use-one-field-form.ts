import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { ApiError } from '../../lib/api-request';

/**
 * A form of one secret field (an authenticator code, the current password): a refusal is shown
 * under that field, which takes focus: the server's word on the field, else its sentence, else
 * `offline` when the server could not be reached.
 */
export function useOneFieldForm<T extends FieldValues>({
  resolver,
  defaultValues,
  field,
  send,
  offline,
}: {
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  field: FieldPath<T>;
  send: (values: T) => Promise<void>;
  offline: string;
}) {
  const form = useForm<T>({ resolver, defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (err) {
      const message =
        err instanceof ApiError ? (err.fieldErrors[field]?.[0] ?? err.serverError ?? err.message) : offline;
      form.setError(field, { message }, { shouldFocus: true });
    }
  });
  return { form, onSubmit, error: form.getFieldState(field, form.formState).error?.message };
}
