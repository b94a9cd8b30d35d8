import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Fills in the rendered consultation form (every field valid unless a test gives its own) and sends it. */
export async function fillAndSendContactForm(
  user: UserEvent,
  fields: Partial<{ name: string; email: string; room: string; message: string }> = {},
) {
  const { name, email, room, message } = {
    name: 'Dana Reyes',
    email: 'dana@example.com',
    room: 'Walk-In Closet',
    message: 'A walk-in for two.',
    ...fields,
  };
  await user.type(screen.getByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Phone'), '203 555 0199');
  await user.type(screen.getByLabelText('ZIP code'), '06880');
  await user.click(screen.getByLabelText(room));
  await user.type(screen.getByLabelText('Message'), message);
  await user.click(screen.getByRole('button', { name: 'Request My Free Consultation' }));
}
