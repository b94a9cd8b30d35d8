import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { FormAlert } from '../../ui/form-alert';
import { DialogFormFoot } from './dialog-form-foot';

/** A form inside a ModalDialog: its fields, the server's refusal, then Cancel and the submit button. */
export function DialogForm({
  onSubmit,
  refusal,
  children,
  ...foot
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the server answered when it refused the form, in the form's alert. */
  refusal: string | undefined;
  children: ReactNode;
} & ComponentProps<typeof DialogFormFoot>) {
  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-4">
      {children}
      <FormAlert message={refusal} />
      <DialogFormFoot {...foot} />
    </form>
  );
}
