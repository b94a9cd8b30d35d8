import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { showRefusal } from './show-refusal';

export type SendingForm<T extends FieldValues> = {
  resolver: Resolver<T>;
  defaultValues?: DefaultValues<T>;
  fields: readonly FieldPath<T>[];
  send: (values: T) => Promise<void>;
};

/**
 * A form that sends its values once they pass the API's schema (`resolver`): `send` makes the
 * request and shows what it answered; a refusal lands on the `fields` the server named, or in the
 * form's alert (showRefusal): `refusal`, beside `busy` while the form is being sent.
 */
export function useSendingForm<T extends FieldValues>({ resolver, defaultValues, fields, send }: SendingForm<T>) {
  const form = useForm<T>({ resolver, defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (err) {
      showRefusal(form, fields, err);
    }
  });
  const { isSubmitting, errors } = form.formState;
  return { form, onSubmit, busy: isSubmitting, refusal: errors.root?.server?.message };
}
