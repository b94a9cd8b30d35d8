import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyDay, MyDayVisit } from '../../../../shared/my-day';
import { renderWithQueries, staff, stubApi } from '../../test/admin-test-utils';
import { MyDayPanel } from './my-day-panel';

// 10:00 AM on Tuesday 12 January 2027 in Connecticut; only Date is faked, so timers and user-event run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-01-12T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const greenwich: MyDayVisit = {
  leadId: 21,
  startsAt: '2027-01-12T14:00:00.000Z',
  endsAt: '2027-01-12T15:30:00.000Z',
  mode: 'in_home',
  town: 'Greenwich',
  address: '12 Round Hill Rd',
  name: 'Ann Lee',
  phone: '(203) 555-0147',
  rooms: ['Walk-In Closet', 'Pantry'],
  photos: [
    {
      id: 5,
      note: 'Closet by the stairs',
      thumbUrl: '/api/contacts/21/space-photos/5/thumb.jpg',
      fullUrl: '/api/contacts/21/space-photos/5/full.jpg',
    },
  ],
  driveFromPrevious: null,
};
const video: MyDayVisit = {
  ...greenwich,
  leadId: 22,
  startsAt: '2027-01-12T16:00:00.000Z',
  endsAt: '2027-01-12T17:00:00.000Z',
  mode: 'virtual',
  town: null,
  address: '',
  name: 'Bo Chen',
  phone: '203-555-0199',
  rooms: ['Garage'],
  photos: [],
};
const guilford: MyDayVisit = {
  ...greenwich,
  leadId: 23,
  startsAt: '2027-01-12T17:30:00.000Z',
  endsAt: '2027-01-12T19:00:00.000Z',
  town: 'Guilford',
  address: '4 Water St',
  name: 'Cy Diaz',
  phone: '203-555-0123',
  photos: [],
  driveFromPrevious: { town: 'Greenwich', minutes: 75 },
};
const leeDay: MyDay = { day: '2027-01-12', designerId: 3, designers: [], visits: [greenwich, video, guilford] };

function showMyDay(role: 'designer' | 'owner', answers: Record<string, MyDay>) {
  const api = stubApi(({ method, url }) => (method === 'GET' && answers[url] ? { body: answers[url] } : undefined));
  const user = role === 'designer' ? staff('designer', 3) : staff('owner', 1);
  renderWithQueries(<MyDayPanel />, { authenticated: true, user });
  return api;
}

describe('MyDayPanel', () => {
  it("lists the designer's visits in order, in Connecticut time, with call, map and photo links", async () => {
    const api = showMyDay('designer', { '/api/my-day?day=2027-01-12': leeDay });
    expect(screen.getByRole('heading', { level: 2, name: 'My day' })).toBeInTheDocument();
    expect(screen.getByText('January 12, 2027 (today)')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Visits on January 12, 2027' });
    expect(list.tagName).toBe('OL');
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Ann Lee',
      'Bo Chen',
      'Cy Diaz',
    ]);

    const ann = screen.getByRole('article', { name: 'Ann Lee' });
    expect(ann).toHaveTextContent('9:00 AM to 10:30 AM ET');
    expect(ann).toHaveTextContent('In-home');
    expect(ann).toHaveTextContent('12 Round Hill Rd');
    expect(ann).toHaveTextContent('Walk-In Closet, Pantry');
    expect(within(ann).getByRole('link', { name: 'Call (203) 555-0147' })).toHaveAttribute('href', 'tel:2035550147');
    expect(within(ann).getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20Round%20Hill%20Rd%2C%20Greenwich%2C%20CT',
    );
    const photo = within(ann).getByRole('link', { name: 'Photo 1, full size' });
    expect(photo).toHaveAttribute('href', '/api/contacts/21/space-photos/5/full.jpg');
    expect(within(photo).getByRole('img')).toHaveAttribute('src', '/api/contacts/21/space-photos/5/thumb.jpg');
    expect(ann).toHaveTextContent('Closet by the stairs');

    const bo = screen.getByRole('article', { name: 'Bo Chen' });
    expect(bo).toHaveTextContent('11:00 AM to 12:00 PM ET');
    expect(bo).toHaveTextContent('Virtual (video call)');
    expect(within(bo).queryByRole('link', { name: 'Open in Maps' })).toBeNull();

    const [, second, third] = Array.from(list.children);
    expect(second).toHaveTextContent('30 min after the previous visit');
    expect(second).not.toHaveTextContent('drive');
    expect(third).toHaveTextContent('30 min after the previous visit');
    expect(third).toHaveTextContent('About 75 min drive from Greenwich, more than the time between');
    expect(screen.queryByLabelText('Whose day')).toBeNull();
    expect(api.requests()).toEqual(['GET /api/my-day?day=2027-01-12']);
  });

  it('moves a day at a time, or to a chosen date, and says when there is nothing', async () => {
    const user = userEvent.setup();
    const empty = (day: string): MyDay => ({ day, designerId: 3, designers: [], visits: [] });
    const api = showMyDay('designer', {
      '/api/my-day?day=2027-01-12': leeDay,
      '/api/my-day?day=2027-01-13': empty('2027-01-13'),
      '/api/my-day?day=2027-03-14': empty('2027-03-14'),
    });
    await screen.findByRole('article', { name: 'Ann Lee' });
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('No visits on January 13, 2027.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('article', { name: 'Ann Lee' })).toBeInTheDocument();
    // Typing into a filled date field does not work in jsdom; a date picked in a browser arrives as one change.
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2027-03-14' } });
    expect(await screen.findByText('No visits on March 14, 2027.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('January 12, 2027 (today)')).toBeInTheDocument();
    expect(api.requests()).toContain('GET /api/my-day?day=2027-03-14');
  });

  it('lets the owner open a designer’s day', async () => {
    const user = userEvent.setup();
    const designers = [
      { id: 4, name: 'Kim Lowe' },
      { id: 3, name: 'Lee Park' },
    ];
    const api = showMyDay('owner', {
      '/api/my-day?day=2027-01-12': { day: '2027-01-12', designerId: 1, designers, visits: [] },
      '/api/my-day?day=2027-01-12&designerId=3': { ...leeDay, designers },
    });
    expect(await screen.findByText('No visits on January 12, 2027.')).toBeInTheDocument();
    const whose = screen.getByLabelText('Whose day');
    expect(
      within(whose)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dana Reyes (you)', 'Kim Lowe', 'Lee Park']);
    await user.selectOptions(whose, 'Lee Park');
    expect(await screen.findByRole('article', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(api.requests()).toContain('GET /api/my-day?day=2027-01-12&designerId=3');
  });
});
