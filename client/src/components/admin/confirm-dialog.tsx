import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../ui/button';

/**
 * A modal confirmation on the native <dialog>: focus is trapped and Escape cancels, with no
 * dialog library in the bundle.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmVariant = 'destructive',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmVariant?: ComponentProps<typeof Button>['variant'];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-line bg-white p-6 text-ink shadow-header backdrop:bg-ink/50"
    >
      <h2 id={titleId} className="text-2xl">
        {title}
      </h2>
      <div id={bodyId} className="mt-3 text-ink-soft">
        {children}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" size="sm" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant={confirmVariant} size="sm" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
