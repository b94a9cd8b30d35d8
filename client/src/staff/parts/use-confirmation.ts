import { useState } from 'react';

/**
 * The question a ConfirmDialog asks about one thing (a photo, a request, a session; `true` for a
 * question about nothing in particular): `ask(it)` opens the dialog, Cancel lets it go, and
 * Confirm acts on it, then lets it go. Spread `dialog` on the ConfirmDialog.
 */
export function useConfirmation<T>(act: (it: T) => void) {
  const [it, setIt] = useState<T | null>(null);
  return {
    /** What is being asked about, while the dialog is open. */
    it,
    ask: (next: T) => setIt(() => next),
    dialog: {
      open: it !== null,
      onCancel: () => setIt(null),
      onConfirm: () => {
        if (it !== null) act(it);
        setIt(null);
      },
    },
  };
}
