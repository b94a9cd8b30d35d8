import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry, ActivityPage } from '../../../../shared/activity';
import type { TeamAnswer } from '../../../../shared/team-schema';
import { polyfillDialog, renderWithQueries, stubApi, teamPerson, type Answer } from '../../test/admin-test-utils';
import { TeamPanel } from './team-panel';
import { itemTexts } from '../../test/item-texts';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const team: TeamAnswer = {
  people: [teamPerson('owner'), teamPerson('office'), teamPerson('designer', { status: 'disabled' })],
  invitations: [],
  mailConfigured: true,
};

const entry = (e: Partial<ActivityEntry> & Pick<ActivityEntry, 'id' | 'action'>): ActivityEntry => ({
  at: '2027-01-12T20:14:00.000Z',
  actor: 'Dana Reyes',
  actorId: 1,
  detail: null,
  subjectType: null,
  subjectId: null,
  ip: null,
  ...e,
});

const page = (entries: ActivityEntry[], extra: Partial<ActivityPage> = {}): ActivityPage => ({
  entries,
  page: 1,
  pageSize: 50,
  total: entries.length,
  ...extra,
});

const everyone = page([
  entry({ id: 3, action: 'review-changed', detail: 'Approved', ip: '203.0.113.7' }),
  entry({ id: 2, action: 'sign-in-failed', actor: null, actorId: null, detail: 'nobody@example.com' }),
  entry({ id: 1, action: 'sign-in', actor: 'Sam Ortiz', actorId: 2, at: '2027-01-11T14:05:00.000Z' }),
]);

function showTeam(
  activity: Record<string, ActivityPage>,
  other: (url: string) => Answer | undefined = () => undefined,
) {
  const api = stubApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/team') return { body: team };
    const answer = method === 'GET' ? activity[url] : undefined;
    return answer ? { body: answer } : other(url);
  });
  renderWithQueries(<TeamPanel signedInId={1} />);
  return api;
}

/** The section once the team is in (found by text first: role queries are slow on a page this size). */
async function activitySection() {
  await screen.findByText('Activity', { selector: 'h3' });
  return screen.getByRole('region', { name: 'Activity' });
}

describe('Activity (Team page)', () => {
  it('lists who did what, newest first, with the detail, the Connecticut time and the address', async () => {
    showTeam({ '/api/team/activity?page=1': everyone });
    const section = await activitySection();
    const headings = screen.getAllByRole('heading').filter((h) => ['H2', 'H3'].includes(h.tagName));
    expect(headings.map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H2 Team',
      'H3 People',
      'H3 Two-factor sign-in',
      'H3 Pending invitations',
      'H3 Activity',
    ]);

    const items = await within(section).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Dana Reyes · Changed a review · Approved · Tue, Jan 12, 2027, 3:14 PMfrom 203.0.113.7',
      'Unknown · Failed sign-in · nobody@example.com · Tue, Jan 12, 2027, 3:14 PM',
      'Sam Ortiz · Signed in · Mon, Jan 11, 2027, 9:05 AM',
    ]);
    expect(within(items[0]!).getByText('from 203.0.113.7')).toHaveClass('text-ink-muted');
    expect(within(section).getByText('Showing 1–3 of 3, newest first')).toBeInTheDocument();
  });

  it('offers everyone on the team, disabled people too, and filters by the one chosen', async () => {
    const user = userEvent.setup();
    const sams = page([entry({ id: 1, action: 'sign-in', actor: 'Sam Ortiz', actorId: 2 })]);
    const api = showTeam({ '/api/team/activity?page=1': everyone, '/api/team/activity?person=2&page=1': sams });
    const section = await activitySection();
    const select = within(section).getByLabelText('Person');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Everyone', 'Dana Reyes', 'Lee Park', 'Sam Ortiz']);
    await within(section).findByText('Showing 1–3 of 3, newest first');

    await user.selectOptions(select, 'Sam Ortiz');
    expect(await within(section).findByText('Showing 1–1 of 1, newest first')).toBeInTheDocument();
    expect(itemTexts(section)).toEqual(['Sam Ortiz · Signed in · Tue, Jan 12, 2027, 3:14 PM']);
    expect(api.requests()).toContain('GET /api/team/activity?person=2&page=1');

    await user.selectOptions(select, 'Everyone');
    expect(await within(section).findByText('Showing 1–3 of 3, newest first')).toBeInTheDocument();
  });

  it('pages through the record', async () => {
    const user = userEvent.setup();
    const api = showTeam({
      '/api/team/activity?page=1': page(everyone.entries, { total: 53 }),
      '/api/team/activity?page=2': page([entry({ id: 9, action: 'sign-out' })], { page: 2, total: 53 }),
    });
    const section = await activitySection();
    const pager = await within(section).findByRole('navigation', { name: 'Activity pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(itemTexts(section)).toEqual(['Dana Reyes · Signed out · Tue, Jan 12, 2027, 3:14 PM']);
    expect(api.requests()).toContain('GET /api/team/activity?page=2');
  });

  it('says when there is nothing yet', async () => {
    showTeam({ '/api/team/activity?page=1': page([]) });
    const section = await activitySection();
    expect(await within(section).findByText('No activity yet.')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('reloads after a change on the Team page', async () => {
    const user = userEvent.setup();
    const api = showTeam({ '/api/team/activity?page=1': everyone }, (url) =>
      url === '/api/team/people/2/disable'
        ? { body: { person: { ...team.people[1]!, status: 'disabled' } } }
        : undefined,
    );
    await within(await activitySection()).findAllByRole('listitem');
    await user.click(
      within(screen.getByRole('article', { name: 'Sam Ortiz' })).getByRole('button', { name: 'Disable' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Disable Sam Ortiz?' })).getByRole('button', { name: 'Disable' }),
    );
    await screen.findByText('Sam Ortiz is disabled');
    await vi.waitFor(() => expect(api.requests().filter((r) => r === 'GET /api/team/activity?page=1')).toHaveLength(2));
  });
});
