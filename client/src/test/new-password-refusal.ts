import { screen } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Answer } from './admin-test-utils';

/** How a POST of a new password refuses a common one. */
export const commonPasswordRefused: Answer = {
  status: 400,
  body: { success: false, error: 'This password is too common. Choose another.' },
};

/**
 * On a page of NewPasswordForm (an invitation, a reset) whose POST answers commonPasswordRefused:
 * types a common password, presses `submitLabel`, and checks that the refusal shows under the field
 * and the page stays at its link (`search`).
 */
export async function expectCommonPasswordRefused(
  user: ReturnType<typeof userEvent.setup>,
  submitLabel: string,
  search: string,
) {
  await user.type(await screen.findByLabelText('New password'), 'password1234');
  await user.click(screen.getByRole('button', { name: submitLabel }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common. Choose another.');
  expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  expect(window.location.search).toBe(search);
}
