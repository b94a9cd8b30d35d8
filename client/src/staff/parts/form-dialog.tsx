import { useId, type ComponentProps } from 'react';
import { DialogForm } from './dialog-form';
import { ModalDialog } from './modal-dialog';

/**
 * A modal form (ModalDialog with a DialogForm) whose fields are its description. Escape cancels.
 */
export function FormDialog({
  open,
  title,
  children,
  ...form
}: { open: boolean; title: string } & Omit<ComponentProps<typeof DialogForm>, 'refusal'>) {
  const bodyId = useId();
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={form.onCancel}
      describedBy={bodyId}
      className="w-[min(28rem,calc(100vw-2rem))]"
    >
      <DialogForm {...form}>
        <div id={bodyId} className="text-ink-soft">
          {children}
        </div>
      </DialogForm>
    </ModalDialog>
  );
}
