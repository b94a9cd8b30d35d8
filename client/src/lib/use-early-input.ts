import { useLayoutEffect, useState } from 'react';
import { readEarlyInput, type EarlyInput } from './early-input';
import { useHydrated } from './use-hydrated';

/**
 * Keeps what the visitor typed or chose in a prerendered form before its script ran. React's
 * hydration leaves the fields as they are, but the form's own state still holds the server's
 * values and puts them back on the next render (react-hook-form writes its defaults into the fields
 * as they register). So the render that hydrates the form with id `formId` reads its changed fields
 * (its children are not hydrated yet), and `apply` gets them once, in the commit that hydrates it,
 * before anything is painted or re-rendered. A visitor's key or tap during hydration makes React
 * finish it at once, so nothing typed can fall between the read and the commit. Not called for a
 * form React renders itself (after a client-side navigation) or when nothing changed.
 */
export function useEarlyInput(formId: string, apply: (input: EarlyInput) => void): void {
  const hydrating = !useHydrated();
  const [input] = useState(() => {
    if (!hydrating || typeof document === 'undefined') return undefined;
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return undefined;
    const read = readEarlyInput(form);
    return Object.keys(read).length > 0 ? read : undefined;
  });
  useLayoutEffect(() => {
    if (input) apply(input);
    // Once, in the hydrating commit: later changes reach the form through its own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
