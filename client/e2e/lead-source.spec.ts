import AxeBuilder from '@axe-core/playwright';
import { test, type Page, type Request } from '@playwright/test';
import { addDays, dayOf, formatDayKey } from '../../shared/business-time';
import { signIn } from './admin-session';
import { withDb } from './database-seam';
import { hydrated } from './hydration';
import { expectToast } from './toasts';
import { expect } from './patient-expect';
import { fillConsultationForm, requestButton } from './consultation-form';

// The machine running the suite is shared and busy: allow slow answers rather than flake.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const run = Date.now().toString(36);
const landingUrl = '/city/westport?utm_source=newsletter&utm_medium=email&utm_campaign=spring';

const today = () => dayOf(new Date());
/** Other spec files browse the same server in parallel, so counters are compared as "at least". */
const counter = (path: string, type: string) =>
  withDb(
    (db) =>
      (
        db
          .prepare('SELECT count FROM site_event_counts WHERE day = ? AND path = ? AND type = ?')
          .get(today(), path, type) as { count: number } | undefined
      )?.count ?? 0,
  );

/** Every request the page sends to /api/events. */
function watchEventRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (req: Request) => {
    if (new URL(req.url()).pathname === '/api/events') requests.push(req.method());
  });
  return requests;
}

/**
 * The beacons' bodies, as { type, path }: Chromium does not show a beacon's Blob body to
 * Playwright, so sendBeacon is wrapped to note each body before it goes out unchanged.
 */
async function recordBeacons(page: Page) {
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    (window as unknown as { beacons: unknown[] }).beacons = sent;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) {
        void data.text().then((text) => sent.push({ url, blobType: data.type, body: JSON.parse(text) as unknown }));
      }
      return send(url, data);
    };
  });
  return () => page.evaluate(() => (window as unknown as { beacons: unknown[] }).beacons);
}

const beacon = (type: string, path: string) => ({
  url: '/api/events',
  blobType: 'application/json',
  body: { type, path },
});

/** Moves to /contact through the page's own link: a client-side navigation. */
async function followContactLink(page: Page) {
  const link = page.locator('main a[href="/contact"]').first();
  await hydrated(link);
  await link.click();
  await expect(page).toHaveURL(/\/contact$/);
  await hydrated(page.locator('form'));
}

/** Clicks the first phone link without leaving the page (headless Chromium has no phone app). */
async function clickPhoneLink(page: Page) {
  await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), { once: true }));
  await page.locator('main a[href^="tel:"]').first().click();
}

async function sendConsultation(page: Page, name: string) {
  await fillConsultationForm(page, {
    name,
    email: 'source.e2e@example.com',
    phone: '203.555.0188',
    zip: '06880',
    rooms: ['Walk-In Closet'],
    message: `A walk-in with double hanging for ${name}.`,
  });
  await requestButton(page).click();
  await expectToast(page, 'Thank you for contacting us!');
}

const storedLead = (name: string) =>
  withDb((db) =>
    db
      .prepare(
        'SELECT landing_path, referrer_host, utm_source, utm_medium, utm_campaign, form_path FROM contact_submissions WHERE name = ?',
      )
      .all(name),
  );

test('a visit from a newsletter: counted, and the lead carries its source to the card, the CSV and Analytics', async ({
  page,
}) => {
  const name = `E2E Source ${run}`;
  const before = {
    landing: counter('/city/westport', 'landing'),
    westportView: counter('/city/westport', 'view'),
    contactView: counter('/contact', 'view'),
    call: counter('/contact', 'call'),
  };
  const beacons = await recordBeacons(page);
  const requests = watchEventRequests(page);

  await page.goto(landingUrl);
  await expect.poll(beacons).toEqual([beacon('landing', '/city/westport'), beacon('view', '/city/westport')]);
  // A client-side navigation: a view, not a new landing.
  await followContactLink(page);
  await clickPhoneLink(page);
  const expected = [
    beacon('landing', '/city/westport'),
    beacon('view', '/city/westport'),
    beacon('view', '/contact'),
    beacon('call', '/contact'),
  ];
  await expect.poll(beacons).toEqual(expected);
  expect(requests).toEqual(['POST', 'POST', 'POST', 'POST']);
  await expect.poll(() => counter('/city/westport', 'landing')).toBeGreaterThanOrEqual(before.landing + 1);
  await expect.poll(() => counter('/city/westport', 'view')).toBeGreaterThanOrEqual(before.westportView + 1);
  await expect.poll(() => counter('/contact', 'view')).toBeGreaterThanOrEqual(before.contactView + 1);
  await expect.poll(() => counter('/contact', 'call')).toBeGreaterThanOrEqual(before.call + 1);

  await sendConsultation(page, name);
  expect(storedLead(name)).toEqual([
    {
      landing_path: '/city/westport',
      referrer_host: null,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      form_path: '/contact',
    },
  ]);

  // Staff see it on the lead card, in the CSV and under Analytics.
  await signIn(page);
  expect(await beacons()).toEqual([]);

  await page.getByRole('tab', { name: 'Contact Submissions' }).click();
  await page.getByLabel('Source', { exact: true }).selectOption('newsletter');
  await page.getByLabel('Search by name, email, phone or ZIP').fill(name);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText(
    'Source: newsletter / email · Landed on /city/westport · Sent from /contact · Campaign spring',
  );
  const csv = await page.request.get(`/api/contacts.csv?${new URLSearchParams({ q: name, source: 'newsletter' })}`);
  const rows = (await csv.text()).trimEnd().split('\r\n');
  expect(rows[0]).toContain('Source,UTM source,UTM medium,UTM campaign,Referrer,Landing page,Form page');
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(name);
  // Stage, the source columns, then the pipeline's columns.
  expect(rows[1]).toContain(',New,newsletter,newsletter,email,spring,,/city/westport,/contact,');

  await page.getByRole('tab', { name: 'Analytics' }).click();
  const leads = page.getByRole('region', { name: 'Leads', exact: true });
  // Only this spec sends newsletter leads and leads that landed on /city/westport: the figures on
  // screen must equal the stored rows.
  const stored = withDb((db) => ({
    newsletter: (
      db
        .prepare("SELECT count(*) AS n FROM contact_submissions WHERE utm_source = 'newsletter' AND is_spam = 0")
        .get() as { n: number }
    ).n,
    westport: (
      db
        .prepare("SELECT count(*) AS n FROM contact_submissions WHERE landing_path = '/city/westport' AND is_spam = 0")
        .get() as { n: number }
    ).n,
  }));
  expect(stored.newsletter).toBeGreaterThanOrEqual(1);
  const bySource = leads.getByRole('table', { name: 'Leads by source' }).getByRole('row', { name: /^newsletter / });
  await expect(bySource.getByRole('cell')).toHaveText([String(stored.newsletter)]);
  const landing = leads
    .getByRole('table', { name: 'Top landing pages' })
    .getByRole('row', { name: /^\/city\/westport / });
  await expect(landing.getByRole('cell').nth(1)).toHaveText(String(stored.westport));
  await page.getByLabel('Period', { exact: true }).selectOption('365');
  const yearAgo = formatDayKey(addDays(today(), -364));
  await expect(leads.getByText(`Leads, ${yearAgo} to ${formatDayKey(today())}`)).toBeVisible();

  // The chart's table alternative opens, and the section passes axe with it open.
  await leads.getByText('Show leads per week as a table').click();
  await expect(leads.getByRole('table', { name: 'Leads per week' })).toBeVisible();
  // "4.3 out of 5" reads with its space in the accessibility tree, not only on screen.
  const average = page.locator('dd', { hasText: 'out of 5' });
  expect(await average.ariaSnapshot()).toMatch(/^- definition: \d\.\d out of 5$/);
  const axe = await new AxeBuilder({ page })
    .include('#main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('with Global Privacy Control on, nothing is sent, remembered or stored with the lead', async ({ page }) => {
  const name = `E2E GPC ${run}`;
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }));
  const requests = watchEventRequests(page);
  await page.goto(landingUrl);
  await followContactLink(page);
  await clickPhoneLink(page);
  await sendConsultation(page, name);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(requests).toEqual([]);
  expect(storedLead(name)).toEqual([
    {
      landing_path: null,
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      form_path: null,
    },
  ]);
});
