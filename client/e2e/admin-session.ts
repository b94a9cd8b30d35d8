import fs from 'node:fs';
import path from 'node:path';
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { fixedStaffPages, type StaffSitePath } from '../../shared/staff-pages';
import { e2eAdminEmail, e2eAdminPassword } from './fixtures';
import { fromSite } from './from-site';

/** scrypt on a busy 2-core machine can take seconds. */
export const signInTimeout = { timeout: 30_000 };

/** The staff session that auth.setup.ts signs in once per run (Playwright storageState). */
export const adminStatePath = path.join(
  path.dirname(process.env.E2E_DATABASE_PATH ?? path.join(process.cwd(), 'test-results', 'x')),
  'admin-state.json',
);

export type StaffPath = StaffSitePath;

/** The staff pages by address (shared/staff-pages.ts), with the h1 each shows once signed in. */
export const staffPages = Object.fromEntries(fixedStaffPages.map((page) => [page.path, page.heading])) as Readonly<
  Record<StaffPath, string>
>;

/** The staff navigation's links as the owner sees them, and as a designer does (no Price book, no Team). */
export const ownerNavLinks = [
  'Dashboard',
  'My day',
  'Jobs',
  'Schedule',
  'Gallery',
  'Price book',
  'Team',
  'Your account',
];
export const designerNavLinks = ['Dashboard', 'My day', 'Schedule', 'Gallery', 'Your account'];

/** Opens the dashboard, or another staff page, with the shared staff session. */
export async function signIn(page: Page, path: StaffPath = '/admin') {
  const state = JSON.parse(fs.readFileSync(adminStatePath, 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: staffPages[path] })).toBeVisible(signInTimeout);
}

/** Goes to another staff page through the staff navigation, as staff do (on a phone, from its menu). */
export async function openStaffPage(page: Page, path: StaffPath) {
  const nav = page.getByRole('navigation', { name: 'Staff pages' });
  const menu = nav.getByRole('button', { name: /^Staff pages/ });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await nav.locator(`a[href="${path}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name: staffPages[path] })).toBeVisible(signInTimeout);
  await expect(nav.locator(`a[href="${path}"]`)).toHaveAttribute('aria-current', 'page');
}

/** Signs in through the form: for the tests whose subject is signing in or out. */
export async function signInWithForm(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(e2eAdminEmail);
  await page.getByLabel('Password').fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(signInTimeout);
}

/** An API client signed in as staff (the shared session): how specs check what the server stored. */
export function staffApi(baseURL: string | undefined): Promise<APIRequestContext> {
  return request.newContext({ baseURL, storageState: adminStatePath, extraHTTPHeaders: fromSite });
}

/** The leads named exactly `name`, as GET /api/contacts (the inbox's call) lists them. */
export async function leadsNamed(api: APIRequestContext, name: string) {
  const res = await api.get('/api/contacts', { params: { q: name, pageSize: 200 } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { submissions: Array<Record<string, unknown> & { name: string }> };
  return body.submissions.filter((lead) => lead.name === name);
}

/** The testimonials by `name`, as GET /api/testimonials lists every one for signed-in staff. */
export async function reviewsNamed(api: APIRequestContext, name: string) {
  const res = await api.get('/api/testimonials');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { testimonials: Array<Record<string, unknown> & { customerName: string }> };
  return body.testimonials.filter((review) => review.customerName === name);
}
