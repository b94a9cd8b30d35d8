import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-request';
import { showServerFieldErrors } from './server-field-errors';

type Values = { email: string; phone: string };

const refusal = (fieldErrors: Record<string, string[]>) =>
  new ApiError(400, { success: false, error: 'Check the form', fieldErrors }, 'Check the form');

function Form({ err, onNamed }: { err: unknown; onNamed: (named: string[]) => void }) {
  const form = useForm<Values>({ defaultValues: { email: '', phone: '' } });
  const { errors } = form.formState;
  return (
    <form
      method="post"
      onSubmit={form.handleSubmit(() => onNamed(showServerFieldErrors(form, ['email', 'phone'], err)))}
    >
      <label htmlFor="email">E-mail</label>
      <input id="email" aria-invalid={Boolean(errors.email)} {...form.register('email')} />
      {errors.email && <p>{errors.email.message}</p>}
      <label htmlFor="phone">Phone</label>
      <input id="phone" aria-invalid={Boolean(errors.phone)} {...form.register('phone')} />
      {errors.phone && <p>{errors.phone.message}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('showServerFieldErrors', () => {
  it('shows each named field’s first problem and focuses the first named field', async () => {
    let named: string[] = [];
    render(
      <Form
        err={refusal({ phone: ['Enter a 10-digit phone number', 'second'], email: ['Enter a valid e-mail'] })}
        onNamed={(n) => (named = n)}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid e-mail')).toBeVisible();
    expect(screen.getByText('Enter a 10-digit phone number')).toBeVisible();
    expect(screen.queryByText('second')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(named).toEqual(['email', 'phone']);
  });

  it('names nothing for a refusal about other fields or an error that is not the API’s', async () => {
    const seen: string[][] = [];
    const { unmount } = render(<Form err={refusal({ zip: ['Enter a ZIP code'] })} onNamed={(n) => seen.push(n)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    unmount();
    render(<Form err={new TypeError('Failed to fetch')} onNamed={(n) => seen.push(n)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(seen).toEqual([[], []]);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'false');
  });
});
