import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarFeed } from '../../../../shared/api/calendar-feed';
import { polyfillDialog, renderWithQueries, stubApi } from '../../test/admin-test-utils';
import { OwnCalendarFeedLink } from './calendar-feed-link';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const path = '/api/account/calendar-feed';
const url = (n: number) => `https://closets.example/api/calendar/${String(n).repeat(43)}.ics`;

/** The feed routes: GET tells when the current link was made, POST makes one and shows it once. */
function feedApi(madeAt: string | null) {
  let made = 0;
  let current = madeAt;
  return stubApi(({ method, url: requested }) => {
    if (requested !== path) return undefined;
    if (method === 'GET') return { body: { url: null, madeAt: current } satisfies CalendarFeed };
    current = '2027-01-12T15:00:00.000Z';
    return { body: { url: url(++made), madeAt: current } satisfies CalendarFeed };
  });
}

describe('a calendar feed link', () => {
  it('without a link yet, "Make a link" makes one and shows it this once', async () => {
    const user = userEvent.setup();
    const api = feedApi(null);
    renderWithQueries(<OwnCalendarFeedLink />);
    const shown = screen.getByTestId('own-calendar-feed-url');
    expect(await screen.findByText('No link yet.')).toBe(shown);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Make a link' }));
    await vi.waitFor(() => expect(shown).toHaveTextContent(url(1)));
    expect(screen.getByText('Copy it now: it is shown only this once.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    expect(api.requests()).toContain(`POST ${path}`);
  });

  it('with a link made earlier, tells when, and a new one needs a confirmation', async () => {
    const user = userEvent.setup();
    const api = feedApi('2027-01-05T14:30:00.000Z');
    renderWithQueries(<OwnCalendarFeedLink />);
    expect(
      await screen.findByText(
        'Your link was made Tue, Jan 5, 2027, 9:30 AM. It is shown only once: to copy it again, make a new one.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new link to your calendar?' });
    expect(api.requests()).not.toContain(`POST ${path}`);
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await vi.waitFor(() => expect(screen.getByTestId('own-calendar-feed-url')).toHaveTextContent(url(1)));
  });
});
