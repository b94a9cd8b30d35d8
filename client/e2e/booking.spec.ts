import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { businessTime } from '../../shared/business-time';
import { signIn, staffApi } from './admin-session';
import { unseal, withDb } from './database-seam';
import { hydrated } from './hydration';
import { fromSite } from './from-site';
import { fillConsultationForm, requestButton } from './consultation-form';
import { describeWithoutJavaScript } from './without-javascript';
import { sendConsultationRequest } from './consultation-request';

// A homeowner's path from the consultation request to a booked visit they can move and cancel,
// with JavaScript and without. The times offered depend on the other specs' bookings, so each test
// takes what its page offers, each on its own day so that tests running at once never want one time:
// the race the first day offered, the booking with JavaScript the second, without it the third,
// the photos the fourth, the visit staff booked the fifth.

const run = Date.now().toString(36);

async function requestConsultation(page: Page, name: string, { javaScript = true, zip = '06880' } = {}) {
  await page.goto('/contact');
  // With JavaScript, React sends the form: a click before it owns the form would post it natively.
  if (javaScript) await hydrated(page.locator('form'));
  await fillConsultationForm(page, {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    phone: '203 555 0190',
    zip,
    rooms: ['Pantry'],
    message: 'A walk-in pantry with pull-outs.',
  });
  await requestButton(page).click();
}

/** The invitations the lead's e-mails carry, oldest first. */
const invitations = (name: string) =>
  withDb(
    (db) =>
      db
        .prepare(
          `SELECT a.content FROM mail_attachments a JOIN mail_outbox m ON m.id = a.outbox_id
           JOIN contact_submissions l ON l.id = m.lead_id WHERE l.name = ? ORDER BY m.id`,
        )
        .all(name) as { content: string }[],
  ).map((r) => unseal(r.content));

const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

test('a request leads to "Pick a time"; the visit is booked, survives a reload, moves and is cancelled', async ({
  page,
}) => {
  const name = `Booker ${run}`;
  await requestConsultation(page, name, { zip: '06460' });
  await page.getByRole('link', { name: 'Pick a time for your visit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pick a time for your visit' })).toBeVisible();

  // Every time offered is in the business hours (no designer here has set their own) and at least
  // the minimum notice away.
  const offered = await page
    .locator('input[name="slot"]')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  expect(offered.length).toBeGreaterThan(0);
  for (const start of offered) {
    expect(Date.parse(start)).toBeGreaterThan(Date.now() + 23.9 * 60 * 60_000);
    expect(businessTime(start) >= '08:00' && businessTime(start) <= '16:30').toBe(true);
  }
  // The town of the ZIP they gave is chosen for them, and they may change it.
  await expect(page.getByLabel('Your town')).toHaveValue('Milford');
  await page.getByLabel('Your town').selectOption('Westport');
  await page.getByLabel('Street address').fill('12 Harbor Rd');
  const first = page.locator('fieldset[data-day]').nth(1).locator('input[name="slot"]').first();
  const slot = await first.getAttribute('value');
  expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
  await first.check();
  await page.getByRole('button', { name: 'Confirm visit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your design consultation' })).toBeVisible();
  await expect(page.getByText('12 Harbor Rd, Westport, CT')).toBeVisible();
  await expect.poll(() => invitations(name).length).toBe(1);
  expect(invitations(name)[0]).toContain(`DTSTART:${icsTime(slot!)}`);

  // Opening the link again changes nothing.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your design consultation' })).toBeVisible();
  expect(invitations(name)).toHaveLength(1);

  await page.getByRole('button', { name: 'Reschedule' }).click();
  const later = page.locator('fieldset[data-day]').nth(1).locator('input[name="slot"]').nth(3);
  await later.check();
  await page.getByRole('button', { name: 'Confirm visit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your visit has a new time' })).toBeVisible();
  await expect.poll(() => invitations(name).length).toBe(2);
  const [booked, moved] = invitations(name);
  const uid = (ics: string) => /UID:(.+)/.exec(ics)?.[1];
  expect(uid(moved!)).toBe(uid(booked!));
  expect(moved).toContain('SEQUENCE:1');

  await page.getByRole('button', { name: 'Cancel visit' }).click();
  await page.getByRole('button', { name: 'Yes, cancel my visit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your visit is cancelled' })).toBeVisible();
  await expect.poll(() => invitations(name).length).toBe(3);
  expect(invitations(name)[2]).toContain('METHOD:CANCEL');
});

describeWithoutJavaScript(() => {
  test('the thank-you page leads to the booking page, and a plain form post books a virtual visit', async ({
    page,
  }) => {
    const name = `NoJS Booker ${run}`;
    await requestConsultation(page, name, { javaScript: false, zip: '06460' });
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await page.getByRole('link', { name: 'Pick a time for your visit' }).click();
    await expect(page).toHaveURL(/\/book\/[\w-]{43}$/);
    // The server-rendered page has the town of their ZIP (06460) chosen.
    await expect(page.getByLabel('Your town')).toHaveValue('Milford');
    await page.getByRole('radio', { name: 'Virtual (video call)' }).check();
    await page.getByRole('button', { name: 'Show times for this choice' }).click();
    await expect(page).toHaveURL(/\?mode=virtual&town=Milford$/);
    const first = page.locator('fieldset[data-day]').nth(2).locator('input[name="slot"]').first();
    const slot = await first.getAttribute('value');
    await first.check();
    await page.getByRole('button', { name: 'Confirm visit' }).click();
    await expect(page).toHaveURL(/notice=booked/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your design consultation' })).toBeVisible();
    expect(invitations(name)[0]).toContain(`DTSTART:${icsTime(slot!)}`);
  });
});

/** A new lead through the API, as the form's script sends it; its booking page's path. */
async function bookingPageOf(page: Page, name: string): Promise<string> {
  const { bookingUrl } = await sendConsultationRequest(page.request, name, {
    rooms: ['Garage'],
    message: 'Garage cabinets along the back wall.',
  });
  return bookingUrl;
}

/**
 * Every visit taker but the first away on `day` (other specs may have added designers; without any,
 * the owner takes the visits), so that each time that day has exactly one designer to give.
 */
function oneTakerOn(day: string): { takerId: number; awayIds: number[] } {
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return withDb((db) => {
    const takersIn = (role: string) =>
      db.prepare(`SELECT id FROM staff WHERE status = 'active' AND role = ? ORDER BY name, id`).all(role) as {
        id: number;
      }[];
    const designers = takersIn('designer');
    const takers = designers.length > 0 ? designers : takersIn('owner');
    const awayIds = takers.slice(1).map((t) => t.id);
    for (const id of awayIds)
      db.prepare('INSERT INTO designer_time_off (staff_id, from_day, to_day) VALUES (?, ?, ?)').run(id, day, day);
    return { takerId: takers[0]!.id, awayIds };
  });
}

function backFromAway(day: string, awayIds: number[]) {
  withDb((db) => {
    for (const id of awayIds)
      db.prepare('DELETE FROM designer_time_off WHERE staff_id = ? AND from_day = ? AND to_day = ?').run(id, day, day);
  });
}

test('two homeowners confirm the same time at once: exactly one gets it, the other is told it was just taken', async ({
  browser,
}) => {
  const [a, b] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [pageA, pageB] = await Promise.all([a.newPage(), b.newPage()]);
  const [urlA, urlB] = await Promise.all([
    bookingPageOf(pageA, `Racer A ${run}`),
    bookingPageOf(pageB, `Racer B ${run}`),
  ]);
  await Promise.all([pageA.goto(`${urlA}?mode=virtual`), pageB.goto(`${urlB}?mode=virtual`)]);
  // The first day offered, with one visit taker, so the time has exactly one to give.
  const day = await pageA.locator('fieldset[data-day]').first().getAttribute('data-day');
  const { awayIds } = oneTakerOn(day!);
  try {
    await Promise.all([pageA.reload(), pageB.reload()]);
    const slot = await pageA.locator(`fieldset[data-day="${day}"] input[name="slot"]`).first().getAttribute('value');
    for (const page of [pageA, pageB]) {
      await hydrated(page.getByRole('button', { name: 'Confirm visit' }));
      await page.locator(`input[name="slot"][value="${slot}"]`).check();
    }
    await Promise.all([pageA, pageB].map((page) => page.getByRole('button', { name: 'Confirm visit' }).click()));
    const won = async (page: Page) => {
      const booked = page.getByRole('heading', { level: 1, name: 'Your design consultation' });
      const taken = page.getByRole('alert').filter({ hasText: 'That time was just taken' });
      await expect(booked.or(taken)).toBeVisible();
      return booked.isVisible();
    };
    expect((await Promise.all([won(pageA), won(pageB)])).filter(Boolean)).toHaveLength(1);
  } finally {
    backFromAway(day!, awayIds);
    await Promise.all([a.close(), b.close()]);
  }
});

/** A phone photo: a JPEG with the camera's make and a GPS position in its EXIF. */
const phonePhoto = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 8/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 22/1 0/1' },
    })
    .toBuffer();

test('two photos of the space with GPS tags reach the lead card without metadata, and only staff can open them', async ({
  page,
  baseURL,
}) => {
  const name = `Photo Booker ${run}`;
  const url = await bookingPageOf(page, name);
  const token = url.split('/').pop()!;
  const times = await (await page.request.get(`/api/bookings/${token}?mode=virtual`)).json();
  const slot = (times as { days: { starts: string[] }[] }).days[3]!.starts[0];
  expect(
    (
      await page.request.post(`/api/bookings/${token}`, { headers: fromSite, data: { slot, mode: 'virtual' } })
    ).status(),
  ).toBe(200);

  await page.goto(url);
  const notes = ['Left wall, 9 ft ceiling', 'Window side, outlet at the corner'];
  for (const [i, note] of notes.entries()) {
    const photo = await phonePhoto(i === 0 ? { r: 200, g: 180, b: 150 } : { r: 90, g: 120, b: 160 });
    await page
      .getByLabel('Photo of your space')
      .setInputFiles({ name: `IMG_000${i}.jpg`, mimeType: 'image/jpeg', buffer: photo });
    await page.getByLabel('Note (optional)').fill(note);
    await page.getByRole('button', { name: 'Add photo' }).click();
    await expect(page.getByText(`${i + 1} of 10 added`)).toBeVisible({ timeout: 30_000 });
  }

  await signIn(page);
  await page.getByRole('tab', { name: /^Contact Submissions/ }).click();
  await page.getByLabel('Search by name, email, phone or ZIP').fill(name);
  const card = page.getByRole('article', { name });
  for (const note of notes) await expect(card.getByRole('img', { name: note })).toBeVisible();

  const staff = await staffApi(baseURL);
  const signedOut = await playwrightRequest.newContext({ baseURL });
  for (const note of notes) {
    const src = await card.getByRole('img', { name: note }).getAttribute('src');
    const full = src!.replace(/thumb\.jpg$/, 'full.jpg');
    for (const image of [src!, full]) {
      const res = await staff.get(image);
      expect(res.status()).toBe(200);
      const meta = await sharp(await res.body()).metadata();
      expect(meta.exif).toBeUndefined();
      expect([401, 404]).toContain((await signedOut.get(image)).status());
    }
  }
  await Promise.all([staff.dispose(), signedOut.dispose()]);
});

test('no time is offered on top of a visit that staff booked from the dashboard', async ({ page, baseURL }) => {
  const url = await bookingPageOf(page, `Slot Watcher ${run}`);
  await page.goto(`${url}?mode=virtual`);
  const day = await page.locator('fieldset[data-day]').nth(4).getAttribute('data-day');
  const { takerId, awayIds } = oneTakerOn(day!);
  const startsThatDay = () =>
    page
      .locator(`fieldset[data-day="${day}"] input[name="slot"]`)
      .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  const staff = await staffApi(baseURL);
  try {
    await page.reload();
    const before = await startsThatDay();
    const taken = before[Math.floor(before.length / 2)]!;

    const name = `Staff Booked ${run}`;
    await bookingPageOf(page, name);
    const leadId = withDb(
      (db) => (db.prepare('SELECT id FROM contact_submissions WHERE name = ?').get(name) as { id: number }).id,
    );
    const booked = await staff.put(`/api/contacts/${leadId}/consultation`, {
      data: {
        date: day,
        startTime: businessTime(taken),
        address: '40 Post Rd E, Westport, CT 06880',
        designerId: takerId,
      },
    });
    expect(booked.status()).toBe(200);

    await page.reload();
    const after = await startsThatDay();
    expect(after.length).toBeGreaterThan(0);
    expect(after).not.toContain(taken);
    // The 90-minute visit and its 30-minute buffer on either side: nothing starts within 2 hours.
    for (const start of after)
      expect(Math.abs(Date.parse(start) - Date.parse(taken))).toBeGreaterThanOrEqual(120 * 60_000);
  } finally {
    backFromAway(day!, awayIds);
    await staff.dispose();
  }
});
