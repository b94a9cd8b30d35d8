import { TZDate } from '@date-fns/tz';
import { test } from '@playwright/test';
import { signIn } from './admin-session';
import { withDb } from './database-seam';
import { expect } from './patient-expect';

// The machine running the suite is shared and busy: allow slow answers rather than flake.
test.describe.configure({ timeout: 90_000 });
// The browser believes it is in California: everything staff see must still be Connecticut time.
test.use({ timezoneId: 'America/Los_Angeles' });

const zone = 'America/New_York';
const pad = (n: number) => String(n).padStart(2, '0');
const key = (d: TZDate) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const label = (d: TZDate, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone }).format(d);

/** 8 pm on the Sunday that ended last week, in Connecticut; already Monday in UTC. */
function lastSundayEvening() {
  const now = TZDate.tz(zone);
  const sinceMonday = (now.getDay() + 6) % 7;
  const sunday = new TZDate(now.getFullYear(), now.getMonth(), now.getDate() - sinceMonday - 1, 20, 0, zone);
  const monday = new TZDate(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() - 6, zone);
  return { at: new Date(sunday.getTime()), sunday, monday };
}

test('a lead sent at 8 pm on a Sunday is that week’s in the dashboard, the API, the CSV and on its card', async ({
  page,
}) => {
  const { at, sunday, monday } = lastSundayEvening();
  expect(at.toISOString().slice(0, 10)).not.toBe(key(sunday)); // the UTC day is the Monday after
  const name = `E2E Sunday ${Date.now().toString(36)}`;
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO contact_submissions (name, email, phone, zip, rooms, message, fingerprint, created_at)
         VALUES (?, 'sunday.e2e@example.com', '(203) 555-0142', '06880', '["Pantry"]', 'Sunday evening request.', ?, ?)`,
      )
      .run(name, `e2e-sunday-${name}`, at.toISOString()),
  );
  await signIn(page);

  // The API: no other spec sends leads dated last week, so that week holds exactly this one.
  const api = await page.request.get('/api/admin/lead-analytics?days=30');
  expect(api.status()).toBe(200);
  const weeks = ((await api.json()) as { leadsPerWeek: { weekStart: string; leads: number }[] }).leadsPerWeek;
  expect(weeks.find((w) => w.weekStart === key(monday))).toEqual({ weekStart: key(monday), leads: 1 });

  // The dashboard: the chart's table shows it in the week of that Monday.
  const leads = page.getByRole('region', { name: 'Leads', exact: true });
  await leads.getByText('Show leads per week as a table').click();
  const week = leads
    .getByRole('table', { name: 'Leads per week' })
    .getByRole('row', { name: new RegExp(`^${label(monday, { month: 'short', day: 'numeric' })} `) });
  await expect(week.getByRole('cell')).toHaveText(['1']);

  // The CSV: the lead's Connecticut day and clock time.
  const csv = await page.request.get(`/api/contacts.csv?${new URLSearchParams({ q: name })}`);
  const rows = (await csv.text()).trimEnd().split('\r\n');
  expect(rows).toHaveLength(2);
  expect(rows[1]?.startsWith(`${key(sunday)} 20:00,${name},`)).toBe(true);

  // The lead card: Connecticut time, not the browser's 5 pm.
  await page.getByRole('tab', { name: 'Contact Submissions' }).click();
  await page.getByLabel('Search by name, email, phone or ZIP').fill(name);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText(
    `Received ${label(sunday, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}, 8:00 PM`,
  );
});
