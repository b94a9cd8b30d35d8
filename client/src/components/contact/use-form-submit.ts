import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '../ui/use-toast';
import { ContactSubmitError, submitForm } from './submit-contact';

export interface FormToasts {
  /** Without a title, the server's message (or the fallback) is the toast's title. */
  success: { title?: string; fallback: string };
  failure: { title: string; fallback: string };
}

/**
 * The valid-submit handler of a public form: one POST, no retries (spec section 9), a toast either
 * way, the form reset on success, and the server's field errors shown inline with focus on the
 * first one that can take focus. react-hook-form's isSubmitting drives the Sending... state.
 */
export function useFormSubmit<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'reset' | 'setError' | 'setFocus'>,
  {
    url,
    toasts,
    fields,
    emptyForm,
    unfocusable = [],
    body = (values) => values,
  }: {
    url: string;
    toasts: FormToasts;
    fields: readonly Path<T>[];
    emptyForm: T;
    unfocusable?: readonly Path<T>[];
    /** What is sent, made from the validated values (the contact form adds the visit's source). */
    body?: (values: object) => unknown;
  },
) {
  return async (values: object) => {
    try {
      const message = (await submitForm(url, body(values))) || toasts.success.fallback;
      toast(toasts.success.title ? { title: toasts.success.title, description: message } : { title: message });
      form.reset(emptyForm);
    } catch (err) {
      toast({
        title: toasts.failure.title,
        description: (err instanceof Error && err.message) || toasts.failure.fallback,
        variant: 'destructive',
      });
      if (!(err instanceof ContactSubmitError)) return;
      const invalid = fields.filter((field) => err.fieldErrors[field]?.[0]);
      for (const field of invalid) form.setError(field, { message: err.fieldErrors[field]?.[0] });
      const first = invalid.find((field) => !unfocusable.includes(field));
      if (first) form.setFocus(first);
    }
  };
}
