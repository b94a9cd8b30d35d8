import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { loadToaster } from '../../ui/toast-outlet';
import { clearDraft, readDraft, writeDraft } from './form-draft';

/**
 * Keeps a form's typed values in sessionStorage for the tab's life (restored after hydration, so
 * the prerendered HTML and the first render match). Returns what to call once a send succeeded.
 */
export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'reset' | 'watch' | 'getValues'>,
  { key, emptyForm, fields }: { key: string; emptyForm: T; fields: readonly string[] },
): () => void {
  const latest = useRef({ form, emptyForm, fields });
  latest.current = { form, emptyForm, fields };
  useEffect(() => {
    const { form, emptyForm, fields } = latest.current;
    const draft = readDraft(key, emptyForm);
    // What is in the form already was typed before its script ran (useEarlyFormValues): newer than the draft.
    const current = form.getValues();
    const typed = Object.fromEntries(
      fields
        .filter((field) => JSON.stringify(current[field]) !== JSON.stringify(emptyForm[field]))
        .map((field) => [field, current[field]]),
    );
    if (draft) form.reset({ ...emptyForm, ...draft, ...typed });
    let toasterLoaded = false;
    const watching = form.watch((values) => {
      writeDraft(key, values, fields);
      // While the connection is still there: the toast region is needed if a send fails offline.
      if (!toasterLoaded) void loadToaster();
      toasterLoaded = true;
    });
    return () => watching.unsubscribe();
  }, [key]);
  return () => clearDraft(key);
}
