import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { FormAlert } from '../../ui/form-alert';
import { DialogFormFoot } from './dialog-form-foot';

/**
 * A form inside a ModalDialog: its fields, the server's refusal of the whole form, then Cancel and
 * the submit button (DialogFormFoot), so Enter in a field sends it as the button does.
 */
export function DialogForm({
  onSubmit,
  refusal,
  children,
  ...foot
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  refusal?: string;
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
