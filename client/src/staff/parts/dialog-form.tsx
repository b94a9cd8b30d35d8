import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormAlert } from '../../ui/form-alert';
import { DialogFormFoot } from './dialog-form-foot';

/**
 * A form inside a ModalDialog: its fields, the server's refusal (`root.server`, showRefusal), then
 * Cancel and the submit button, which says `busyLabel` while the form is being sent.
 */
export function DialogForm<T extends FieldValues>({
  form,
  onSubmit,
  children,
  submitLabel,
  busyLabel,
  destructive,
  onCancel,
}: {
  form: Pick<UseFormReturn<T>, 'formState'>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  submitLabel: string;
  busyLabel: string;
  destructive?: boolean;
  onCancel: () => void;
}) {
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-4">
      {children}
      <FormAlert message={errors.root?.server?.message} />
      <DialogFormFoot
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        busy={isSubmitting}
        destructive={destructive}
        onCancel={onCancel}
      />
    </form>
  );
}
