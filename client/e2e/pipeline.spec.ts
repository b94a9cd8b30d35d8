import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest, test, type Download, type Page } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { addDays, dayOf } from '../../shared/business-time';
import { signIn } from './admin-session';
import { withDb } from './database-seam';
import { expectToast } from './toasts';
import { expect } from './patient-expect';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const run = Date.now().toString(36);
const leadName = `Pipeline Lead ${run}`;
const soonName = `Soonvisit ${run}`;
// Screenshots for a person to look at, only when asked for: SHOTS_DIR=/some/folder.
const shots = process.env.SHOTS_DIR;

function insertLead(name: string, email: string) {
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO contact_submissions (name, email, phone, zip, rooms, message, fingerprint)
         VALUES (?, ?, '(203) 555-0142', '06880', '["Walk-In Closet","Pantry"]', 'Please call after 5.', ?)`,
      )
      .run(name, email, `pipeline-${name}`),
  );
}

async function parseDownload(download: Download) {
  const text = fs.readFileSync(await download.path(), 'utf8');
  const parsed = ical.sync.parseICS(text);
  const event = Object.values(parsed).find((c): c is VEvent => c?.type === 'VEVENT');
  const method = (parsed.vcalendar as unknown as { method: string }).method;
  if (!event) throw new Error('no event');
  return { event, method, sequence: Number(event.sequence), text };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

async function downloadInvite(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card(page, name).getByRole('link', { name: 'Download invite (.ics)' }).click(),
  ]);
  return parseDownload(download);
}

async function book(page: Page, name: string, date: string, { axe = false, reschedule = false } = {}) {
  const dialog = page.getByRole('dialog', { name: reschedule ? 'Reschedule consultation' : 'Book consultation' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Start time').fill('10:00');
  await expect(dialog.getByLabel('Length')).toHaveValue('90');
  await dialog.getByLabel('Address').fill('12 Harbor Rd, Westport, CT 06880');
  if (axe) {
    if (shots) fs.mkdirSync(shots, { recursive: true });
    if (shots) await page.screenshot({ path: `${shots}/booking-dialog-${page.viewportSize()?.width}.png` });
    const result = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(result.violations.map((v) => v.id)).toEqual([]);
  }
  await dialog
    .getByRole('button', { name: reschedule ? 'Reschedule and send update' : 'Book and send invite' })
    .click();
  await expect(dialog).toBeHidden();
}

async function figure(page: Page, label: string) {
  const section = page.getByRole('region', { name: 'Pipeline', exact: true });
  return (await section.locator(`div:has(> dt:text-is("${label}")) > dd`).innerText()).trim();
}

async function openTab(page: Page, name: 'Analytics' | 'Contact Submissions') {
  await page.getByRole('tab', { name }).click();
}

test('a lead through booking, reschedule, cancellation, quote and won, with invites, feed and figures', async ({
  page,
}) => {
  insertLead(leadName, `pipeline-${run}@example.com`);
  insertLead(soonName, `soon-${run}@example.com`);
  await signIn(page);

  await openTab(page, 'Analytics');
  await expect(page.getByRole('heading', { name: 'Pipeline', exact: true })).toBeVisible();
  const wonBefore = Number(await figure(page, 'Won'));
  const quotedBefore = Number(await figure(page, 'Quoted'));
  await openTab(page, 'Contact Submissions');
  const lead = card(page, leadName);
  await expect(lead).toBeVisible();
  await lead.scrollIntoViewIfNeeded();
  if (shots) await page.screenshot({ path: `${shots}/card-new-1280.png`, fullPage: false });

  // Book for a January date at 10:00 Connecticut time.
  await lead.getByLabel('Stage').selectOption({ label: 'Consultation booked' });
  await book(page, leadName, '2027-01-12', { axe: true });
  await expect(lead.getByText('Consultation: Tue, Jan 12, 2027, 10:00 AM')).toBeVisible();
  await expect(lead.getByLabel('Stage')).toHaveValue('consultation_booked');
  const january = await downloadInvite(page, leadName);
  expect(january.method).toBe('REQUEST');
  expect(january.event.start.toISOString()).toBe('2027-01-12T15:00:00.000Z');
  expect(january.text).toContain('DTSTART:20270112T150000Z');

  // Reschedule to July, same time: the same dialog, filled in, in the words of a move.
  await lead.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule consultation' });
  await expect(dialog.getByLabel('Date')).toHaveValue('2027-01-12');
  await expect(dialog.getByLabel('Address')).toHaveValue('12 Harbor Rd, Westport, CT 06880');
  await book(page, leadName, '2027-07-13', { reschedule: true });
  await expectToast(page, 'Consultation rescheduled', 'Updated invitation queued for');
  await expect(lead.getByText('Consultation: Tue, Jul 13, 2027, 10:00 AM')).toBeVisible();
  const july = await downloadInvite(page, leadName);
  expect(july.event.start.toISOString()).toBe('2027-07-13T14:00:00.000Z');
  expect(july.event.uid).toBe(january.event.uid);
  expect(july.sequence).toBeGreaterThan(january.sequence);
  if (shots) await page.screenshot({ path: `${shots}/card-booked-1280.png` });

  // A second lead booked in a few days shows in Upcoming consultations and the feed.
  const soonDay = addDays(dayOf(new Date()), 3);
  await card(page, soonName).getByLabel('Stage').selectOption({ label: 'Consultation booked' });
  await book(page, soonName, soonDay);
  const upcoming = page.locator('div:has(> h3:text-is("Upcoming consultations"))');
  await expect(upcoming).toContainText('Soonvisit');
  await upcoming.scrollIntoViewIfNeeded();
  if (shots) await page.screenshot({ path: `${shots}/agenda-1280.png` });
  await page.getByText('Calendar feed for staff calendars').click();
  // The link is shown once, when it is made (only its hash is kept).
  await expect(page.getByTestId('calendar-feed-url')).toHaveText('No link yet.');
  await page.getByRole('button', { name: 'Make a link', exact: true }).click();
  await expectToast(page, 'Calendar link made');
  await expect(page.getByTestId('calendar-feed-url')).toHaveText(/\/api\/calendar\/[\w-]{43}\.ics$/);
  const feedUrl = (await page.getByTestId('calendar-feed-url').innerText()).trim();
  const anonymous = await playwrightRequest.newContext();
  const feedPath = new URL(feedUrl).pathname;
  const feed = await anonymous.get(new URL(feedPath, page.url()).toString());
  expect(feed.status()).toBe(200);
  const feedText = await feed.text();
  expect(feedText).toContain('SUMMARY:Consultation: Soonvisit');
  expect(feedText).toContain('SUMMARY:Consultation: Pipeline');
  expect(feedText).not.toContain(`pipeline-${run}@example.com`);

  // Cancel: the invite link then serves the cancellation.
  await lead.getByRole('button', { name: 'Cancel consultation' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this consultation?' })
    .getByRole('button', { name: 'Cancel consultation' })
    .click();
  await expect(lead.getByText('Cancelled consultation: Tue, Jul 13, 2027, 10:00 AM')).toBeVisible();
  const cancelled = await downloadInvite(page, leadName);
  expect(cancelled.method).toBe('CANCEL');
  expect(cancelled.event.status).toBe('CANCELLED');
  expect(cancelled.event.uid).toBe(january.event.uid);
  expect(
    withDb((db) =>
      db
        .prepare(
          `SELECT a.content_type AS type FROM mail_attachments a JOIN mail_outbox o ON o.id = a.outbox_id
     JOIN contact_submissions c ON c.id = o.lead_id WHERE c.name = ? ORDER BY o.id DESC LIMIT 1`,
        )
        .get(leadName),
    ),
  ).toEqual({ type: 'text/calendar; method=CANCEL' });

  // A new feed link makes the old one answer 404.
  await page.getByRole('button', { name: 'Make a new link' }).click();
  await page
    .getByRole('dialog', { name: 'Make a new calendar link?' })
    .getByRole('button', { name: 'Make a new link' })
    .click();
  await expect(page.getByTestId('calendar-feed-url')).toHaveText(/\/api\/calendar\/[\w-]{43}\.ics$/);
  await expect(page.getByTestId('calendar-feed-url')).not.toHaveText(feedUrl);
  expect((await anonymous.get(new URL(feedPath, page.url()).toString())).status()).toBe(404);
  await anonymous.dispose();

  // A stage dialog closed with Escape changes nothing and gives the keyboard back to the select.
  const stage = lead.getByLabel('Stage');
  const before = await stage.inputValue();
  await stage.focus(); // as a keyboard user changes it (selectOption alone leaves focus where it was)
  await stage.selectOption({ label: 'Lost' });
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(stage).toBeFocused();
  await expect(stage).toHaveValue(before);

  // Quoted, then Won.
  await lead.getByLabel('Stage').selectOption({ label: 'Quoted' });
  const quoted = page.getByRole('dialog', { name: 'Quoted' });
  await quoted.getByLabel('Quote amount').fill('4,500');
  await expect(quoted.getByLabel('Follow up on')).toHaveValue(addDays(dayOf(new Date()), 7));
  const axeQuoted = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(axeQuoted.violations.map((v) => v.id)).toEqual([]);
  await quoted.getByRole('button', { name: 'Save' }).click();
  // The dialog closes once the lists have reloaded; until then the card behind it is out of reach.
  await expect(quoted).toBeHidden();
  await expect(lead.getByText(/^Quote \$4,500, follow up on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await lead.getByLabel('Stage').selectOption({ label: 'Won' });
  const won = page.getByRole('dialog', { name: 'Won' });
  // It starts from the quote; the final amount here came out higher.
  await expect(won.getByLabel('Final amount')).toHaveValue('4,500');
  await won.getByLabel('Final amount').fill('4750');
  await won.getByRole('button', { name: 'Save' }).click();
  await expect(won).toBeHidden();
  await expect(lead.getByLabel('Stage')).toHaveValue('won');
  await lead.getByText(/Stage history/).click();
  for (const entry of [
    'Consultation booked (Consultation Tue, Jan 12, 2027, 10:00 AM)',
    'Consultation booked (Rescheduled to Tue, Jul 13, 2027, 10:00 AM)',
    'Contacted (Consultation cancelled)',
    'Quoted (Quote $4,500.00, follow up on',
    'Won (Final amount $4,750.00)',
  ])
    await expect(lead).toContainText(entry);
  // Each change names who made it (the E2E staff session is the first owner, "Owner").
  await expect(lead.getByRole('listitem').filter({ hasText: 'Won (Final amount $4,750.00)' })).toContainText(
    /^Owner · Won/,
  );
  await lead.scrollIntoViewIfNeeded();
  if (shots) await page.screenshot({ path: `${shots}/card-won-1280.png` });

  await openTab(page, 'Analytics');
  await expect.poll(() => figure(page, 'Won').then(Number)).toBe(wonBefore + 1);
  expect(Number(await figure(page, 'Quoted'))).toBe(quotedBefore + 1);
  const section = page.getByRole('region', { name: 'Pipeline', exact: true });
  await section.scrollIntoViewIfNeeded();
  if (shots) await page.screenshot({ path: `${shots}/pipeline-section-1280.png` });
  const axeSection = await new AxeBuilder({ page }).include('section[aria-labelledby="pipeline-heading"]').analyze();
  expect(axeSection.violations.map((v) => v.id)).toEqual([]);
});

test('at 390 px the booking dialog fits and passes axe; the double-booked warning shows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const a = `Phone A ${run}`;
  const b = `Phone B ${run}`;
  insertLead(a, `a-${run}@example.com`);
  insertLead(b, `b-${run}@example.com`);
  await signIn(page);
  await openTab(page, 'Contact Submissions');
  await card(page, a).getByLabel('Stage').selectOption({ label: 'Consultation booked' });
  await book(page, a, '2027-02-02', { axe: true });
  await card(page, b).getByLabel('Stage').selectOption({ label: 'Consultation booked' });
  const dialog = page.getByRole('dialog', { name: 'Book consultation' });
  await dialog.getByLabel('Date').fill('2027-02-02');
  await dialog.getByLabel('Start time').fill('10:30');
  await dialog.getByLabel('Address').fill('3 Elm St, Fairfield, CT');
  await dialog.getByRole('button', { name: 'Book and send invite' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/Double-booked: another consultation overlaps this time\./);
  if (shots) await page.screenshot({ path: `${shots}/double-booked-390.png` });
  await dialog.getByLabel('Book it anyway').check();
  await dialog.getByRole('button', { name: 'Book and send invite' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, b).getByText('Consultation: Tue, Feb 2, 2027, 10:30 AM')).toBeVisible();
  await card(page, b).scrollIntoViewIfNeeded();
  if (shots) await page.screenshot({ path: `${shots}/card-booked-390.png` });
  await page.getByRole('heading', { name: 'Upcoming consultations' }).scrollIntoViewIfNeeded();
  if (shots) await page.screenshot({ path: `${shots}/agenda-390.png` });
});
