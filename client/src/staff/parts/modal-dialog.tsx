import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A modal on the native <dialog>: focus is trapped, Escape closes and focus returns to what opened
 * it, with no dialog library in the bundle. Its content is mounted only while open, so a form inside starts empty each time.
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

  // What had focus as a dialog mounted open, read while rendering: by the time effects run, a
  // button's autoFocus inside has taken it.
  const [opener] = useState(() => (open && typeof document !== 'undefined' ? document.activeElement : null));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // A dialog its parent unmounts while open gives focus to no one (one that stays mounted gets
      // the browser's own return): back to what opened it, a stage select or a Reschedule button,
      // unless the page has already put it elsewhere.
      const lost =
        !document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement);
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, opener]);

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
