import { addDays, dayOf, weekdayOf } from '../../shared/business-time';
import { signInTimeout } from './admin-session';
import { test } from './owner-api';
import { acceptInvitation, invite } from './invitations';
import { axeFindings } from './axe-findings';
import { expect } from './patient-expect';
import { signedContract } from './sent-proposal';

// The office books a two-day install for a crew of two on a signed job; one installer opens My
// day on a phone and sees that job's day, and nothing of any other job.
const run = Date.now().toString(36);

test('the office schedules a two-day install for a crew of two; an installer sees its day in My day on a phone', async ({
  page,
  browser,
  ownerApi,
}) => {
  const name = `Ivy Install ${run}`;
  await signedContract(page, ownerApi, name);

  const people = {
    office: { name: `Sam Office ${run}`, email: `sam.office.${run}@example.com`, role: 'office' },
    lee: { name: `Lee Installer ${run}`, email: `lee.installer.${run}@example.com`, role: 'installer' },
    kim: { name: `Kim Installer ${run}`, email: `kim.installer.${run}@example.com`, role: 'installer' },
  };
  const contexts = await Promise.all(
    Object.values(people).map(async (person) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const { token: invitation } = await invite(ownerApi, person);
      await acceptInvitation(context.request, invitation, 'cedar shelves and oak drawers');
      return context;
    }),
  );
  const [officeContext, leeContext, kimContext] = contexts;
  await kimContext!.close();

  // A Monday and Tuesday two to three weeks on (a run a day apart keeps clear of this one's crew anyway).
  const from = addDays(dayOf(new Date()), 14);
  const monday = addDays(from, (8 - weekdayOf(from)) % 7);

  const office = await officeContext!.newPage();
  await office.goto('/admin');
  await office.getByRole('tab', { name: /^Contact Submissions/ }).click(signInTimeout);
  await office.getByLabel('Search by name, email, phone or ZIP').fill(name);
  const install = office.getByRole('article', { name }).getByRole('group', { name: 'Install' });
  await install.getByRole('button', { name: 'Schedule install' }).click();
  await install.getByLabel('Day 1 date').fill(monday);
  await install.getByLabel('Day 1 start').fill('08:00');
  await install.getByLabel('Day 1 hours').fill('8');
  await install.getByRole('button', { name: 'Add a day' }).click();
  await install.getByLabel('Day 2 date').fill(addDays(monday, 1));
  await install.getByLabel('Day 2 start').fill('09:00');
  await install.getByLabel('Day 2 hours').fill('6.5');
  await install.getByRole('checkbox', { name: people.lee.name }).check();
  await install.getByRole('checkbox', { name: people.kim.name }).check();
  await install.getByLabel('Address').fill('14 Harbor Road, Westport, CT');
  await install.getByLabel('Notes for the crew').fill('Park in the drive; the dog stays in.');
  await install.getByRole('button', { name: 'Book install' }).click();
  const days = install.getByRole('list', { name: 'Install days' });
  await expect(days.getByRole('listitem')).toHaveCount(2);
  await expect(install).toContainText(`Crew: ${people.kim.name}, ${people.lee.name}`);
  expect(await axeFindings(office)).toEqual([]);

  // Lee, on a phone: My day on the install's second day shows that job and only it.
  const lee = await leeContext!.newPage();
  await lee.setViewportSize({ width: 390, height: 844 });
  await lee.goto('/admin/my-day');
  await expect(lee.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible(signInTimeout);
  await lee.getByLabel('Day', { exact: true }).fill(addDays(monday, 1));
  const installs = lee.getByRole('list', { name: /^Installs on / });
  await expect(installs.getByRole('article')).toHaveCount(1);
  const card = installs.getByRole('article');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(`Install: ${name} (day 2 of 2)`);
  await expect(card).toContainText('Park in the drive; the dog stays in.');
  await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\d+/);
  await expect(card.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(card.getByRole('img').first()).toBeVisible();
  expect(await lee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeFindings(lee)).toEqual([]);
  // Nothing else: no visits, no leads, and the dashboard is refused.
  await expect(lee.getByRole('list', { name: /^Visits on / })).toHaveCount(0);
  await lee.goto('/admin');
  await expect(lee.getByText(/can open Dashboard/)).toBeVisible();
  await expect(lee.getByText(name)).toHaveCount(0);

  await Promise.all([officeContext!.close(), leeContext!.close()]);
});
