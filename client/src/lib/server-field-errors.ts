import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-request';

/**
 * Puts an API refusal's `fieldErrors` on the form's own fields (the first problem of each), with
 * focus on the first of them, and answers which fields it named. A refusal that names none of
 * `fields` (or an error that is not the API's) names nothing: the caller shows its message.
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  fields: readonly FieldPath<T>[],
  err: unknown,
): FieldPath<T>[] {
  if (!(err instanceof ApiError)) return [];
  const named = fields.filter((field) => err.fieldErrors[field]?.[0]);
  named.forEach((field, i) => form.setError(field, { message: err.fieldErrors[field]?.[0] }, { shouldFocus: i === 0 }));
  return named;
}
