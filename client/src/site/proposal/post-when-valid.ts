import type { FormEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';

/**
 * The onSubmit of a form that stays a plain form post with JavaScript on: its fields are checked
 * with the API's own schema first, and a valid form is then posted as it is (the server answers
 * with a 303 back to the page, which says what became of it).
 */
export const postWhenValid =
  <T extends FieldValues, Output>(handleSubmit: UseFormHandleSubmit<T, Output>) =>
  (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    void handleSubmit(() => form.submit())(event);
  };
