import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultScheduleSettings } from '../../../../shared/booking';
import type { ScheduleAnswer, ScheduleDesigner } from '../../../../shared/schedule-schema';
import { renderWithQueries, stubApi, type Answer } from '../../test/admin-test-utils';
import { SchedulePanel } from './schedule-panel';

afterEach(() => vi.unstubAllGlobals());

const lee: ScheduleDesigner = {
  id: 3,
  name: 'Lee Park',
  role: 'designer',
  usesBusinessHours: true,
  hours: [],
  timeOff: [{ id: 11, from: '2099-03-15', to: '2099-03-19' }],
  towns: [],
};
const kim: ScheduleDesigner = {
  id: 4,
  name: 'Kim Lowe',
  role: 'designer',
  usesBusinessHours: false,
  hours: [{ weekday: 2, start: '09:00', end: '13:00' }],
  timeOff: [],
  towns: ['Fairfield', 'Westport'],
};
const ash: ScheduleDesigner = {
  id: 6,
  name: 'Ash Doyle',
  role: 'installer',
  usesBusinessHours: true,
  hours: [],
  timeOff: [{ id: 3, from: '2026-12-24', to: '2026-12-26' }],
  towns: [],
};
const managerView: ScheduleAnswer = {
  settings: defaultScheduleSettings,
  designers: [lee, kim],
  installers: [ash],
  canManage: true,
};

function showSchedule(
  answer: ScheduleAnswer,
  signedInId = 1,
  onChange?: (request: { method: string; url: string; body: unknown }) => Answer | undefined,
) {
  const api = stubApi((request) =>
    request.method === 'GET' && request.url === '/api/schedule' ? { body: answer } : onChange?.(request),
  );
  renderWithQueries(<SchedulePanel signedInId={signedInId} />);
  return api;
}

describe('SchedulePanel', () => {
  it('shows the shared settings and, for each designer, their hours, days off and towns, in Connecticut time', async () => {
    const user = userEvent.setup();
    showSchedule(managerView);
    expect(screen.getByRole('heading', { level: 2, name: 'Schedule' })).toBeInTheDocument();
    expect(screen.getByText(/All days and times are Connecticut time/)).toBeInTheDocument();
    expect(await screen.findByLabelText('Visit length (minutes)')).toHaveValue(90);

    const leeCard = screen.getByRole('article', { name: 'Lee Park' });
    expect(leeCard).toHaveTextContent('Uses the business hours: Monday to Saturday, 8:00 AM to 6:00 PM.');
    const sunday = within(leeCard).getByRole('group', { name: 'Sunday' });
    expect(sunday).toHaveTextContent('Closed');
    const monday = within(leeCard).getByRole('group', { name: 'Monday' });
    expect(within(monday).getByLabelText('From')).toHaveValue('08:00');
    expect(within(monday).getByLabelText('To')).toHaveValue('18:00');
    expect(leeCard).toHaveTextContent('Mar 15, 2099 – Mar 19, 2099');
    expect(leeCard).toHaveTextContent('All towns');

    const kimCard = screen.getByRole('article', { name: 'Kim Lowe' });
    expect(kimCard).not.toHaveTextContent('Uses the business hours');
    expect(within(kimCard).getByRole('group', { name: 'Monday' })).toHaveTextContent('Closed');
    expect(within(within(kimCard).getByRole('group', { name: 'Tuesday' })).getByLabelText('To')).toHaveValue('13:00');
    expect(kimCard).toHaveTextContent('2 towns');
    await user.click(within(kimCard).getByText('2 towns', { selector: 'summary' }));
    expect(within(kimCard).getByRole('checkbox', { name: 'Westport' })).toBeChecked();
    expect(within(kimCard).getByRole('checkbox', { name: 'Darien' })).not.toBeChecked();
  });

  it("saves a designer's week; the API's schema refuses overlapping times in the form, beside their day", async () => {
    const user = userEvent.setup();
    const api = showSchedule({ ...managerView, designers: [kim] }, 1, ({ method, url }) =>
      method === 'PUT' && url === '/api/schedule/designers/4/hours' ? { body: { designer: kim } } : undefined,
    );
    const kimCard = await screen.findByRole('article', { name: 'Kim Lowe' });
    const tuesday = within(kimCard).getByRole('group', { name: 'Tuesday' });
    await user.click(within(tuesday).getByRole('button', { name: 'Add another time on Tuesday' }));
    const [, start] = within(tuesday).getAllByLabelText('From');
    await user.clear(start!);
    await user.type(start!, '12:00');
    await user.click(within(kimCard).getByRole('button', { name: 'Save hours' }));
    expect(await within(tuesday).findByText('The times on Tuesday overlap')).toBeInTheDocument();
    expect(tuesday).toHaveAccessibleDescription('The times on Tuesday overlap');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveFocus();
    expect(api.requests()).not.toContain('PUT /api/schedule/designers/4/hours');

    await user.click(within(tuesday).getByRole('button', { name: /^Remove Tuesday 12:00 PM/ }));
    expect(within(tuesday).queryByText('The times on Tuesday overlap')).toBeNull();
    const friday = within(kimCard).getByRole('group', { name: 'Friday' });
    await user.click(within(friday).getByRole('button', { name: 'Add hours on Friday' }));
    await user.click(within(kimCard).getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Hours saved for Kim Lowe')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/api/schedule/designers/4/hours')).toEqual({
      hours: [
        { weekday: 2, start: '09:00', end: '13:00' },
        { weekday: 5, start: '08:00', end: '18:00' },
      ],
    });
  });

  it("shows the API's refusal of the hours beside the form and in a toast", async () => {
    const user = userEvent.setup();
    const problem = 'The times on Tuesday overlap';
    showSchedule({ ...managerView, designers: [kim] }, 1, ({ method, url }) =>
      method === 'PUT' && url === '/api/schedule/designers/4/hours'
        ? {
            status: 400,
            body: { success: false, error: `Please check the form: ${problem}`, fieldErrors: { hours: [problem] } },
          }
        : undefined,
    );
    const kimCard = await screen.findByRole('article', { name: 'Kim Lowe' });
    await user.click(within(kimCard).getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Could not save the hours')).toBeInTheDocument();
    expect(screen.getByText(`400: Please check the form: ${problem}`)).toBeInTheDocument();
    expect(within(kimCard).getByRole('alert')).toHaveTextContent(problem);
  });

  it('adds and removes days off', async () => {
    const user = userEvent.setup();
    const api = showSchedule({ ...managerView, designers: [lee] }, 1, ({ method, url }) => {
      if (method === 'POST' && url === '/api/schedule/designers/3/time-off') {
        return { status: 201, body: { timeOff: { id: 12, from: '2099-07-01', to: '2099-07-01' } } };
      }
      if (method === 'DELETE' && url === '/api/schedule/designers/3/time-off/11') return { body: { success: true } };
      return undefined;
    });
    const leeCard = await screen.findByRole('article', { name: 'Lee Park' });
    const form = within(leeCard).getByRole('form', { name: 'Add days off for Lee Park' });
    await user.click(within(form).getByRole('button', { name: 'Add days off' }));
    expect(await within(form).findByText('Enter the first day off')).toBeInTheDocument();
    expect(api.requests()).not.toContain('POST /api/schedule/designers/3/time-off');

    await user.type(within(form).getByLabelText('First day off'), '2099-07-01');
    expect(within(form).getByLabelText('Last day off')).toHaveValue('2099-07-01');
    await user.click(within(form).getByRole('button', { name: 'Add days off' }));
    expect(await screen.findByText('Days off added')).toBeInTheDocument();
    expect(api.bodyOf('POST', '/api/schedule/designers/3/time-off')).toEqual({ from: '2099-07-01', to: '2099-07-01' });

    await user.click(within(leeCard).getByRole('button', { name: 'Remove days off Mar 15, 2099 – Mar 19, 2099' }));
    expect(await screen.findByText('Days off removed')).toBeInTheDocument();
    expect(api.requests()).toContain('DELETE /api/schedule/designers/3/time-off/11');
  });

  it('saves the towns a designer visits, and shows the server’s refusal in a toast', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const api = showSchedule({ ...managerView, designers: [lee] }, 1, ({ method, url }) => {
      if (method !== 'PUT' || url !== '/api/schedule/designers/3/towns') return undefined;
      return refuse
        ? { status: 404, body: { success: false, error: 'Person not found' } }
        : { body: { designer: lee } };
    });
    const leeCard = await screen.findByRole('article', { name: 'Lee Park' });
    await user.click(within(leeCard).getByText('All towns', { selector: 'summary' }));
    await user.click(within(leeCard).getByRole('checkbox', { name: 'Milford' }));
    await user.click(within(leeCard).getByRole('checkbox', { name: 'Bethel' }));
    expect(leeCard).toHaveTextContent('Chosen: 2 towns');
    await user.click(within(leeCard).getByRole('button', { name: 'Save towns' }));
    expect(await screen.findByText('Towns saved for Lee Park')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/api/schedule/designers/3/towns')).toEqual({ towns: ['Bethel', 'Milford'] });

    refuse = true;
    await user.click(within(leeCard).getByRole('button', { name: 'Save towns' }));
    expect(await screen.findByText('Could not save the towns')).toBeInTheDocument();
    expect(screen.getByText('404: Person not found')).toBeInTheDocument();
  });

  it('the owner saves the booking settings, checked with the API’s own schema', async () => {
    const user = userEvent.setup();
    const api = showSchedule({ ...managerView, designers: [] }, 1, ({ method, url, body }) => {
      if (method !== 'PUT' || url !== '/api/schedule/settings') return undefined;
      const tooShort = (body as { visitMinutes: number }).visitMinutes < 30;
      return tooShort
        ? {
            status: 400,
            body: {
              success: false,
              error: 'Please check the form: Visit length must be at least 30',
              fieldErrors: { visitMinutes: ['Visit length must be at least 30'] },
            },
          }
        : { body: { settings: body } };
    });
    const length = await screen.findByLabelText('Visit length (minutes)');
    await user.clear(length);
    await user.type(length, '10');
    await user.click(screen.getByRole('button', { name: 'Save booking settings' }));
    expect(await screen.findByText('Visit length must be at least 30')).toBeInTheDocument();
    await user.clear(length);
    await user.type(length, '120');
    await user.click(screen.getByRole('button', { name: 'Save booking settings' }));
    expect(await screen.findByText('Booking settings saved')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/api/schedule/settings')).toEqual({ ...defaultScheduleSettings, visitMinutes: 120 });
  });

  it('lists the installers with their hours and days off, and no towns (they take no visits)', async () => {
    showSchedule(managerView);
    const section = await screen.findByRole('region', { name: 'Installers' });
    const card = within(section).getByRole('article', { name: 'Ash Doyle' });
    expect(within(card).getByText('Installer')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Save hours' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Dec 24');
    expect(within(card).queryByText(/towns/i)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Designers' })).queryByText('Ash Doyle')).toBeNull();
  });

  it('a designer reads the settings and sees only their own calendar', async () => {
    showSchedule({ settings: defaultScheduleSettings, designers: [lee], installers: [], canManage: false }, 3);
    const card = await screen.findByRole('article', { name: 'Lee Park' });
    expect(within(card).getByText('You')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your calendar' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Visit length (minutes)')).toBeNull();
    expect(screen.getByText('90 minutes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save booking settings' })).toBeNull();
  });
});
