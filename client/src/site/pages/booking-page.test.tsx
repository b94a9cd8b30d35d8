import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { lateChangeMessage, type BookedVisitView, type BookingPageData } from '../../../../shared/booking';
import { business, telHref } from '../../../../shared/business';
import { ContactForm } from '../contact/contact-form';
import { SiteDataProvider } from '../../lib/site-data';
import { answerInTurn } from '../../test/answer-in-turn';
import { fillAndSendContactForm } from '../../test/contact-form';
import BookingPage from './booking-page';
import ThankYouPage from './thank-you-page';

// The React Query client lives as long as the tab (here, the test run): each test books on its own token.
let tokens = 0;
const nextToken = () => `test-token-${++tokens}-${'x'.repeat(30)}`;

/** Four Connecticut days in January 2027 (EST, UTC-5): 14:00Z is 9:00 AM. */
const days = [
  { day: '2027-01-12', starts: ['2027-01-12T14:00:00.000Z', '2027-01-12T17:30:00.000Z'] },
  { day: '2027-01-13', starts: ['2027-01-13T15:00:00.000Z'] },
  { day: '2027-01-14', starts: ['2027-01-14T19:00:00.000Z'] },
  { day: '2027-01-15', starts: ['2027-01-15T14:00:00.000Z'] },
];

const bookedVisit: BookedVisitView = {
  startsAt: '2027-01-12T14:00:00.000Z',
  endsAt: '2027-01-12T15:30:00.000Z',
  mode: 'in_home',
  // As the server stores it: the street, the town and the state.
  address: '12 Elm Street, Westport, CT',
  town: 'Westport',
  designerFirstName: 'Maria',
};

function pageData(overrides: Partial<BookingPageData> = {}): BookingPageData {
  return {
    token: nextToken(),
    firstName: 'Dana',
    town: 'Westport',
    visit: null,
    canChangeOnline: true,
    query: { mode: 'in_home', town: 'Westport' },
    days,
    nearest: [],
    photos: [],
    ...overrides,
  };
}

/** The page as the server renders it for /book/:token?search, with its data from the site-data block. */
function renderPage(booking: BookingPageData, search = '') {
  const { hook, searchHook } = memoryLocation({ path: `/book/${booking.token}`, searchPath: search });
  return render(
    <SiteDataProvider data={{ booking }}>
      <Router hook={hook} searchHook={searchHook}>
        <Route path="/book/:token">
          <BookingPage />
        </Route>
      </Router>
    </SiteDataProvider>,
  );
}

const answer = (...answers: { status: number; body: unknown }[]) => answerInTurn(answers);

const nineOnTuesday = () =>
  within(screen.getByRole('group', { name: 'Tuesday, January 12' })).getByRole('radio', { name: '9:00 AM' });

const sentBody = (mock: ReturnType<typeof answer>, call = 0) => {
  const init = (mock.mock.calls[call] as unknown as [string, RequestInit])[1];
  return JSON.parse(String(init.body)) as unknown;
};
const sentUrl = (mock: ReturnType<typeof answer>, call = 0) => (mock.mock.calls[call] as unknown as [string])[0];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('booking page: picking a time', () => {
  it('offers each open start as a radio whose value is the ISO instant, labelled in Connecticut time', () => {
    const data = pageData();
    renderPage(data);
    expect(screen.getByRole('heading', { level: 1, name: 'Pick a time for your visit' })).toBeInTheDocument();
    expect(screen.getByText(/Hello Dana/)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Pick a time for your visit' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/api/bookings/${data.token}`);

    const firstDay = screen.getByRole('group', { name: 'Tuesday, January 12' });
    const nine = within(firstDay).getByRole('radio', { name: '9:00 AM' });
    expect(nine).toHaveAttribute('name', 'slot');
    expect(nine).toHaveAttribute('value', '2027-01-12T14:00:00.000Z');
    expect(within(firstDay).getByRole('radio', { name: '12:30 PM' })).toHaveAttribute(
      'value',
      '2027-01-12T17:30:00.000Z',
    );
    expect(screen.getByRole('radio', { name: '2:00 PM' })).toHaveAttribute('value', '2027-01-14T19:00:00.000Z');

    // The fourth day waits in "More days", still inside the form.
    const more = screen.getByText('More days').closest('details');
    expect(more).not.toHaveAttribute('open');
    expect(within(more!).getByRole('group', { name: 'Friday, January 15' })).toBeInTheDocument();
    expect(form).toContainElement(more);

    expect(screen.getByText(/All times are Connecticut \(Eastern\) time\./)).toBeInTheDocument();
  });

  it('asks how to meet, and for an in-home visit the town (preselected) and street address', () => {
    renderPage(pageData());
    const modes = screen.getByRole('group', { name: 'How would you like to meet?' });
    expect(within(modes).getByRole('radio', { name: /^In-home/ })).toBeChecked();
    expect(within(modes).getByRole('radio', { name: /^Virtual \(video call\)/ })).toHaveAttribute('value', 'virtual');
    const town = screen.getByRole('combobox', { name: 'Your town' });
    expect(town).toHaveAttribute('name', 'town');
    expect(town).toHaveValue('Westport');
    expect(within(town).getAllByRole('option')).toHaveLength(51);
    const address = screen.getByRole('textbox', { name: 'Street address' });
    expect(address).toHaveAttribute('name', 'address');
    expect(address).toHaveAttribute('autocomplete', 'street-address');
  });

  it('says when the device is set to another time zone than Connecticut’s', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Europe/London',
    } as Intl.ResolvedDateTimeFormatOptions);
    renderPage(pageData());
    expect(
      screen.getByText(
        /Your device is set to another time zone \(Europe\/London\); the times shown are Connecticut time\./,
      ),
    ).toBeInTheDocument();
  });

  it('with no open times, says so and gives the phone number', () => {
    renderPage(pageData({ days: [] }));
    expect(screen.getByText(/no open times for this choice/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', telHref);
    expect(screen.queryByRole('button', { name: 'Confirm visit' })).not.toBeInTheDocument();
  });

  it('says beside the fields what is missing, without sending', async () => {
    const fetchMock = answer();
    const user = userEvent.setup();
    renderPage(pageData({ town: null, query: { mode: 'in_home', town: null } }));
    await user.click(screen.getByRole('button', { name: 'Confirm visit' }));
    expect(screen.getByText('Choose your town', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Enter the street address')).toBeInTheDocument();
    expect(screen.getByText('Choose a time for your visit')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Your town' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes the times when the visitor switches to a video call', async () => {
    const data = pageData();
    const virtual = pageData({
      token: data.token,
      query: { mode: 'virtual', town: null },
      days: [{ day: '2027-01-18', starts: ['2027-01-18T21:00:00.000Z'] }],
    });
    const fetchMock = answer({ status: 200, body: virtual });
    const user = userEvent.setup();
    renderPage(data);
    await user.click(screen.getByRole('radio', { name: /^Virtual/ }));
    expect(await screen.findByRole('radio', { name: '4:00 PM' })).toHaveAttribute('value', '2027-01-18T21:00:00.000Z');
    expect(screen.getByRole('group', { name: 'Monday, January 18' })).toBeInTheDocument();
    expect(sentUrl(fetchMock)).toBe(`/api/bookings/${data.token}?mode=virtual`);
  });

  it('books the time and shows the booked visit, with focus on its heading', async () => {
    const data = pageData();
    const booked = { ...data, visit: bookedVisit, days: days.slice(1) };
    const fetchMock = answer({ status: 200, body: { success: true, notice: 'booked', data: booked } });
    const user = userEvent.setup();
    renderPage(data);
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '12 Elm Street');
    await user.click(nineOnTuesday());
    await user.click(screen.getByRole('button', { name: 'Confirm visit' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your design consultation' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText('Your visit is booked. The invitation is on its way to your inbox.').closest('[role=status]'),
    ).not.toBeNull();
    expect(sentUrl(fetchMock)).toBe(`/api/bookings/${data.token}`);
    expect(sentBody(fetchMock)).toEqual({
      slot: '2027-01-12T14:00:00.000Z',
      mode: 'in_home',
      town: 'Westport',
      address: '12 Elm Street',
    });
  });

  it('on 409 says "That time was just taken" and offers the nearest open times first', async () => {
    const data = pageData();
    const nearest = ['2027-01-12T17:30:00.000Z', '2027-01-13T15:00:00.000Z'];
    const fresh = {
      ...data,
      days: days.map((d) => ({ ...d, starts: d.starts.slice(d.day === '2027-01-12' ? 1 : 0) })),
      nearest,
    };
    answer({ status: 409, body: { success: false, error: 'That time was just taken', data: fresh } });
    const user = userEvent.setup();
    renderPage(data);
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '12 Elm Street');
    await user.click(nineOnTuesday());
    await user.click(screen.getByRole('button', { name: 'Confirm visit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That time was just taken');
    expect(alert).toHaveTextContent('Here are the nearest open times.');
    const offered = screen.getByRole('group', { name: 'Nearest open times' });
    const choices = within(offered).getAllByRole('radio');
    expect(choices.map((radio) => radio.getAttribute('value'))).toEqual(nearest);
    expect(choices[0]).toHaveAccessibleName('Tue, Jan 12, 12:30 PM');
    // Each time is offered once: the nearest ones leave their days, and the taken one is gone.
    expect(screen.getAllByRole('radio', { name: /12:30 PM/ })).toHaveLength(1);
    expect(screen.queryByRole('radio', { name: '9:00 AM' })).toHaveAttribute('value', '2027-01-15T14:00:00.000Z');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('12 Elm Street');
  });

  it('shows the notice the server redirected with', () => {
    renderPage(pageData(), 'notice=cancelled');
    expect(screen.getByText('Your visit is cancelled. You can pick a new time below.')).toBeInTheDocument();
  });
});

describe('booking page: a booked visit', () => {
  it('shows the time in Connecticut, the designer’s first name, the place, and the cancel form', () => {
    const data = pageData({ visit: bookedVisit });
    renderPage(data);
    expect(screen.getByRole('heading', { level: 1, name: 'Your design consultation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday, January 12, 2027' })).toBeInTheDocument();
    expect(screen.getByText(/9:00 AM to 10:30 AM, Connecticut time/)).toBeInTheDocument();
    expect(screen.getByText('with Maria')).toBeInTheDocument();
    expect(screen.getByText('In-home at 12 Elm Street, Westport, CT')).toBeInTheDocument();

    const cancel = screen.getByRole('button', { name: 'Cancel visit' });
    const form = cancel.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/api/bookings/${data.token}/cancel`);
    expect(within(form!).getByText(/Cancelling frees your time at once/)).toBeInTheDocument();
  });

  it('"Reschedule" opens the same time picker, with the street of the booked address', async () => {
    const data = pageData({ visit: bookedVisit });
    const user = userEvent.setup();
    renderPage(data);
    const reschedule = screen.getByRole('button', { name: 'Reschedule' });
    // Without JavaScript the button opens the page again with the picker open.
    expect(reschedule.closest('form')).toHaveAttribute('method', 'get');
    expect(reschedule.closest('form')).toHaveAttribute('action', `/book/${data.token}`);
    expect(reschedule).toHaveAttribute('name', 'reschedule');
    expect(reschedule).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radio', { name: '12:30 PM' })).not.toBeInTheDocument();

    await user.click(reschedule);
    expect(reschedule).toHaveAttribute('aria-expanded', 'true');
    const picker = screen.getByRole('form', { name: 'Choose a new time' });
    expect(picker).toHaveAttribute('action', `/api/bookings/${data.token}`);
    expect(within(picker).getByRole('radio', { name: '12:30 PM' })).toHaveAttribute(
      'value',
      '2027-01-12T17:30:00.000Z',
    );
    expect(within(picker).getByRole('textbox', { name: 'Street address' })).toHaveValue('12 Elm Street');
  });

  it('opens with the picker open after "Reschedule" without JavaScript', () => {
    renderPage(pageData({ visit: bookedVisit }), 'reschedule=1');
    expect(screen.getByRole('button', { name: 'Reschedule' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Choose a new time' })).toBeInTheDocument();
  });

  it('omits the designer when none is chosen, and says "Virtual (video call)" for a video visit', () => {
    renderPage(pageData({ visit: { ...bookedVisit, mode: 'virtual', designerFirstName: null } }));
    expect(screen.queryByText(/^with /)).not.toBeInTheDocument();
    const visit = screen.getByRole('region', { name: 'Tuesday, January 12, 2027' });
    expect(within(visit).getByText('Virtual (video call)')).toBeInTheDocument();
  });

  it('asks once more in the page before cancelling, then shows the picker again', async () => {
    const data = pageData({ visit: bookedVisit });
    const cancelled = { ...data, visit: null };
    const fetchMock = answer({ status: 200, body: { success: true, notice: 'cancelled', data: cancelled } });
    const user = userEvent.setup();
    renderPage(data);
    await user.click(screen.getByRole('button', { name: 'Cancel visit' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Cancel your visit on Tuesday, January 12, 2027?')).toBeInTheDocument();
    const yes = screen.getByRole('button', { name: 'Yes, cancel my visit' });
    expect(yes).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Keep my visit' }));
    expect(screen.getByRole('button', { name: 'Cancel visit' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel visit' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my visit' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Pick a time for your visit' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Your visit is cancelled. You can pick a new time below.')).toBeInTheDocument();
    expect(sentUrl(fetchMock)).toBe(`/api/bookings/${data.token}/cancel`);
    expect(sentBody(fetchMock)).toEqual({});
  });

  it('less than 24 hours ahead: says to call, with the phone number, and offers no change online', () => {
    renderPage(pageData({ visit: bookedVisit, canChangeOnline: false }));
    expect(screen.getByText(lateChangeMessage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', telHref);
    expect(screen.queryByRole('button', { name: 'Cancel visit' })).not.toBeInTheDocument();
    expect(screen.queryByText('Reschedule')).not.toBeInTheDocument();
  });
});

describe('the consultation request’s link to the booking page', () => {
  it('the thank-you page links to /book, which finds the visitor’s page', () => {
    render(<ThankYouPage form="contact" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for contacting us!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pick a time for your visit' })).toHaveAttribute('href', '/book');
  });

  it('the review thank-you page has no booking link', () => {
    render(<ThankYouPage form="review" />);
    expect(screen.queryByRole('link', { name: 'Pick a time for your visit' })).not.toBeInTheDocument();
  });

  it('the in-page confirmation links to the booking page the answer names', async () => {
    answer({
      status: 200,
      body: { success: true, message: 'Thank you! We will be in touch.', bookingUrl: '/book/abc123' },
    });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillAndSendContactForm(user, { room: 'Pantry', message: 'Pantry pull-outs, please.' });

    const confirmation = await screen.findByTestId('form-confirmation');
    expect(within(confirmation).getByRole('link', { name: 'Pick a time for your visit' })).toHaveAttribute(
      'href',
      '/book/abc123',
    );
    expect(within(confirmation).getByText(/Thank you for contacting us!/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});
