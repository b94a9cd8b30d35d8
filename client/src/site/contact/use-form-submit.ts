import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, isNetworkFailure } from '../../lib/api-request';
import { toast } from '../../ui/use-toast';
import { sendForm } from './submit-contact';

interface FormToasts {
  /** Without a title, the server's message (or the fallback) is the toast's title. */
  success: { title?: string; fallback: string };
  failure: { title: string; fallback: string };
  /** The failure toast's text when the network, not the server, failed. */
  offline: string;
}

type Form<T extends FieldValues> = Pick<UseFormReturn<T>, 'reset' | 'setError' | 'setFocus'>;

/**
 * The valid-submit handler of a public form: one POST, a toast either way, the form reset on
 * success, and the server's field errors shown inline with focus on the first one that can take
 * focus. react-hook-form's isSubmitting drives the Sending... state. A send made while the browser
 * is offline is kept and sent once more when it is back online (the server folds a repeat into one).
 */
export function useFormSubmit<T extends FieldValues>(
  form: Form<T>,
  {
    url,
    toasts,
    fields,
    emptyForm,
    unfocusable = [],
    body = (values) => values,
    onSent,
  }: {
    url: string;
    toasts: FormToasts;
    fields: readonly Path<T>[];
    emptyForm: T;
    unfocusable?: readonly Path<T>[];
    /** What is sent, made from the validated values (the contact form adds the visit's source). */
    body?: (values: object) => unknown;
    /** After a successful send and the form's reset, with the server's answer (the contact form drops its draft). */
    onSent?: (answer: Record<string, unknown>) => void;
  },
) {
  /** How many sends succeeded on this page: the confirmation shows (and takes focus) after each. */
  const [sent, setSent] = useState(0);
  const [waiting, setWaiting] = useState<object | null>(null);
  const send = async (values: object) => {
    try {
      const { message: sentMessage, answer } = await sendForm(url, body(values));
      const message = sentMessage || toasts.success.fallback;
      setWaiting(null);
      toast(toasts.success.title ? { title: toasts.success.title, description: message } : { title: message });
      form.reset(emptyForm);
      onSent?.(answer);
      setSent((n) => n + 1);
    } catch (err) {
      // Kept for the browser's 'online' event only when the browser knows it is offline. A request
      // lost on a connection the browser still trusts (a dropped signal, hotel Wi-Fi) gets no such
      // event, so the visitor is asked to try again rather than promised a send that never comes.
      const kept = isNetworkFailure(err) && !navigator.onLine;
      setWaiting(kept ? { ...values } : null);
      const serverText = err instanceof ApiError ? err.serverError : undefined;
      toast({
        title: toasts.failure.title,
        description: kept ? toasts.offline : serverText || toasts.failure.fallback,
        variant: 'destructive',
      });
      if (!(err instanceof ApiError)) return;
      const invalid = fields.filter((field) => err.fieldErrors[field]?.[0]);
      for (const field of invalid) form.setError(field, { message: err.fieldErrors[field]?.[0] });
      const first = invalid.find((field) => !unfocusable.includes(field));
      if (first) form.setFocus(first);
    }
  };

  // A request kept while offline is sent once when the browser says it is back.
  const resend = useRef(send);
  resend.current = send;
  useEffect(() => {
    if (!waiting) return;
    const online = () => void resend.current(waiting);
    window.addEventListener('online', online, { once: true });
    return () => window.removeEventListener('online', online);
  }, [waiting]);

  return { onValid: send, sent, offline: waiting !== null };
}
