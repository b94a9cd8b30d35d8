import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteDataProvider } from '../../lib/site-data';
import { answerInTurn } from '../../test/answer-in-turn';
import { fillAndSendContactForm } from '../../test/contact-form';
import { ContactForm } from './contact-form';

beforeEach(() => window.history.replaceState(null, '', '/contact'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

async function sendRefused(fieldErrors: Record<string, string[]>) {
  answerInTurn([{ status: 400, body: { success: false, error: 'Please check the form', fieldErrors } }]);
  const user = userEvent.setup();
  render(
    <SiteDataProvider data={{}}>
      <ContactForm />
    </SiteDataProvider>,
  );
  await fillAndSendContactForm(user);
}

describe("the server's field problems on the consultation form", () => {
  it('show beside each field named; focus skips the room checkboxes for the next field named', async () => {
    await sendRefused({ rooms: ['Choose a room we design.'], message: ['Say a little less.'] });
    expect(await screen.findByLabelText('Message')).toHaveAccessibleDescription('Say a little less.');
    expect(screen.getByRole('group', { name: 'Which spaces would you like to organize?' })).toHaveAccessibleDescription(
      'Choose a room we design.',
    );
    expect(screen.getByLabelText('Message')).toHaveFocus();
  });

  it('focus the first field named when it can take focus', async () => {
    await sendRefused({ email: ['Use another address.'], zip: ['We do not serve that ZIP.'] });
    expect(await screen.findByLabelText('ZIP code')).toHaveAccessibleDescription('We do not serve that ZIP.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Use another address.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
