import { useId, type FormEventHandler, type ReactNode } from 'react';
import { DialogFormFoot } from './dialog-form-foot';
import { ModalDialog } from './modal-dialog';

/**
 * A modal form (ModalDialog): its fields, then Cancel and the submit button at its foot
 * (DialogFormFoot), so Enter in a field sends it as the button does. Escape cancels.
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
      <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-4">
        <div id={bodyId} className="text-ink-soft">
          {children}
        </div>
        <DialogFormFoot
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          busy={busy}
          destructive={destructive}
          onCancel={onCancel}
        />
      </form>
    </ModalDialog>
  );
}
