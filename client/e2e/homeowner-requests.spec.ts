import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { signIn } from './admin-session';
import { withDb } from './database-seam';
import { fromSite } from './from-site';
import { expect } from './patient-expect';

test.describe.configure({ timeout: 90_000 });

const run = Date.now().toString(36);
const email = `homeowner-${run}@example.com`;

async function openInbox(page: Page) {
  await signIn(page);
  await page.getByRole('tab', { name: 'Contact Submissions' }).click();
}

const post = (page: Page, name: string, message: string) =>
  page.request.post('/api/contact', {
    headers: fromSite,
    data: { name, email, phone: '(203) 555-0166', zip: '06880', rooms: ['Pantry'], message },
  });

test('Find by e-mail lists every request for the address, downloads them as JSON, and Delete removes one with its e-mails', async ({
  page,
}) => {
  expect((await post(page, `Dana ${run}`, 'A pantry with pull-out drawers, please.')).ok()).toBe(true);
  expect((await post(page, `Dana Whitfield ${run}`, 'Also the garage, if you have time.')).ok()).toBe(true);
  const ids = withDb(
    (db) => db.prepare('SELECT id FROM contact_submissions WHERE email = ? ORDER BY id').all(email) as { id: number }[],
  ).map((r) => r.id);
  expect(ids).toHaveLength(2);

  await openInbox(page);
  const lookup = page.getByRole('region', { name: 'Find by e-mail' });
  await lookup.getByLabel('E-mail address').fill(email.toUpperCase());
  const sent = page.waitForRequest((req) => req.url().includes('/api/contacts/by-email'));
  await lookup.getByRole('button', { name: 'Find' }).click();
  // The address travels in a POST body, never in a URL that access logs would keep.
  const lookupRequest = await sent;
  expect(lookupRequest.method()).toBe('POST');
  expect(new URL(lookupRequest.url()).search).toBe('');
  expect(lookupRequest.postDataJSON()).toEqual({ email: email.toUpperCase() });
  await expect(lookup.getByRole('status')).toHaveText(
    `2 consultation requests and 0 reviews stored for ${email.toUpperCase()}`,
  );
  await expect(lookup.getByRole('article')).toHaveCount(2);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await lookup.getByRole('button', { name: 'Download JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-HOMEOWNER-.+@EXAMPLE\.COM-\d{4}-\d{2}-\d{2}\.json$/);
  const json = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    email: string;
    leads: { id: number; name: string; email: string; message: string }[];
  };
  expect(json.leads.map((l) => [l.id, l.name, l.email])).toEqual([
    [ids[0], `Dana ${run}`, email],
    [ids[1], `Dana Whitfield ${run}`, email],
  ]);

  // Cancel keeps the request; confirming deletes it and its outbox rows.
  const first = lookup.getByRole('article', { name: `Dana ${run}` });
  await first.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this request?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`The request from Dana ${run} (${email})`);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(withDb((db) => db.prepare('SELECT count(*) AS n FROM contact_submissions WHERE id = ?').get(ids[0]))).toEqual({
    n: 1,
  });

  await first.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete request' }).click();
  await expect(page.getByText('Request deleted', { exact: true })).toBeVisible();
  await expect(lookup.getByRole('status')).toHaveText(
    `1 consultation request and 0 reviews stored for ${email.toUpperCase()}`,
  );
  await expect(lookup.getByRole('article')).toHaveCount(1);
  const left = withDb((db) => ({
    leads: db.prepare('SELECT id FROM contact_submissions WHERE email = ?').all(email),
    mail: db.prepare('SELECT count(*) AS n FROM mail_outbox WHERE lead_id = ?').get(ids[0]),
  }));
  expect(left).toEqual({ leads: [{ id: ids[1] }], mail: { n: 0 } });
});
