import { useId, type FormEventHandler, type ReactNode } from 'react';
import { DialogForm } from './dialog-form';
import { ModalDialog } from './modal-dialog';

/**
 * A modal form (ModalDialog with a DialogForm) whose fields are its description. Escape cancels.
 */
export function FormDialog({
  open,
  title,
  children,
  submitLabel,
  busyLabel = submitLabel,
  busy = false,
  destructive = false,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  submitLabel: string;
  /** The button's words while the form is being sent. */
  busyLabel?: string;
  busy?: boolean;
  destructive?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
}) {
  const bodyId = useId();
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onCancel}
      describedBy={bodyId}
      className="w-[min(28rem,calc(100vw-2rem))]"
    >
      <DialogForm
        onSubmit={onSubmit}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        busy={busy}
        destructive={destructive}
        onCancel={onCancel}
      >
        <div id={bodyId} className="text-ink-soft">
          {children}
        </div>
      </DialogForm>
    </ModalDialog>
  );
}
