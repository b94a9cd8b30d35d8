import { expect, test } from '@playwright/test';
import { signIn } from './admin-session';

// The spec's table of calls: the dashboard reads GET /api/testimonials (a `testimonials` array) and
// GET /api/contacts (a `submissions` array). Paging, filter and search ride on those calls as query
// parameters, so a client written to the spec sees the dashboard ask for both.
test('the dashboard’s first load reads GET /api/testimonials and GET /api/contacts', async ({ page }) => {
  const apiReads: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (req.method() === 'GET' && url.pathname.startsWith('/api/')) apiReads.push(url.pathname);
  });
  const reviews = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/testimonials');
  const leads = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/contacts');
  await signIn(page);
  const [reviewsBody, leadsBody] = await Promise.all([(await reviews).json(), (await leads).json()]);
  expect(Array.isArray(reviewsBody.testimonials)).toBe(true);
  expect(Array.isArray(leadsBody.submissions)).toBe(true);
  expect(apiReads).toContain('/api/testimonials');
  expect(apiReads).toContain('/api/contacts');
  expect(apiReads.filter((p) => p.startsWith('/api/testimonials/') || p === '/api/admin/metrics')).toEqual([]);

  // The figures on the default tab come from those answers.
  const stat = (label: string) => page.locator(`div:has(> dt:text-is("${label}")) > dd`);
  await expect(stat('Total Testimonials')).toHaveText(String(reviewsBody.counts.all));
  await expect(stat('Contact Submissions')).toHaveText(String(leadsBody.total));

  // The Testimonials tab pages through the same call.
  const paged = page.waitForRequest((req) => {
    const url = new URL(req.url());
    return url.pathname === '/api/testimonials' && url.searchParams.get('status') === 'pending';
  });
  await page.getByRole('tab', { name: /^Testimonials/ }).click();
  await page.getByLabel('Show').selectOption('pending');
  await paged;
});
