import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, isNetworkFailure } from '../../lib/api-request';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { describeError } from '../api/errors';

/**
 * A refusal shown in the form: on the fields the server named (an amount above what is left to pay
 * is named on the amount), otherwise the server's sentence in the form's alert.
 */
export function showRefusal<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  fields: readonly FieldPath<T>[],
  err: unknown,
) {
  if (showServerFieldErrors(form, fields, err).length > 0) return;
  const message =
    err instanceof ApiError
      ? (err.serverError ?? describeError(err))
      : isNetworkFailure(err)
        ? 'The change was not saved. Check the connection and try again.'
        : describeError(err);
  form.setError('root.server' as FieldPath<T>, { message });
}
