import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A modal on the native <dialog>: focus is trapped and Escape closes, with no dialog library in
 * the bundle. Its content is mounted only while open, so a form inside starts empty each time.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  describedBy,
  className,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The id of the text that says what the dialog is about (a confirmation's question). */
  describedBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

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
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-line bg-white p-6 text-ink shadow-header backdrop:bg-ink/50',
        className,
      )}
    >
      <h2 id={titleId} className="text-2xl">
        {title}
      </h2>
      {open ? children : null}
    </dialog>
  );
}
