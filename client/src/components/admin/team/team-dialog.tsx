import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal on the native <dialog>, like ConfirmDialog: focus is trapped and Escape closes. Its
 * content is mounted only while open, so a form inside starts empty each time.
 */
export function TeamDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
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
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-line bg-white p-6 text-ink shadow-header backdrop:bg-ink/50"
    >
      <h2 id={titleId} className="text-2xl">
        {title}
      </h2>
      <div className="mt-4">{open ? children : null}</div>
    </dialog>
  );
}
