import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteDataProvider } from '../../lib/site-data';
import { answerEveryCall } from '../../test/answer-in-turn';
import { fillAndSendContactForm } from '../../test/contact-form';
import { ContactForm } from './contact-form';

// The shared schema through zodResolver: a name that is not one line is refused in the browser
// with the API's sentence, and a message keeps its lines.
let fetchMock: ReturnType<typeof answerEveryCall>;
beforeEach(() => {
  fetchMock = answerEveryCall({ success: true, message: 'Thank you! We will be in touch.' });
  window.history.replaceState(null, '', '/contact');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, name: string) {
  render(
    <SiteDataProvider data={{}}>
      <ContactForm />
    </SiteDataProvider>,
  );
  await fillAndSendContactForm(user, {
    name,
    email: 'zoe@example.com',
    room: 'Pantry',
    message: 'A pantry.{Enter}And a mudroom.',
  });
}

describe("the consultation form's name", () => {
  it('is refused beside the field when it holds a bidirectional override; nothing is sent', async () => {
    const user = userEvent.setup();
    await fillAndSend(user, 'Zoë\u202EReyes');
    expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription(
      'Name must be one line of plain text (no line breaks or control characters).',
    );
    expect(screen.getByLabelText('Message')).not.toHaveAccessibleDescription();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/contact'))).toEqual([]);
  });

  it("takes Zoë O'Neil-Nguyễn and a message over two lines", async () => {
    const user = userEvent.setup();
    await fillAndSend(user, "Zoë O'Neil-Nguyễn");
    await screen.findByTestId('form-confirmation');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/contact')) as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: "Zoë O'Neil-Nguyễn",
      message: 'A pantry.\nAnd a mudroom.',
    });
  });
});
