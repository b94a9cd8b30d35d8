import type { Browser, Page } from '@playwright/test';
import { fixedStaffPages } from '../../shared/staff-pages';
import { signInApi } from '../../shared/api/sign-in';
import type { RouteDef } from '../../client/src/routes';
import { scan, type Scan } from './axe';
import { newContext, visit } from './browser';
import { viewports } from './config';
import { heading, printTable, type Findings } from './report';

/** The owner the audit's throwaway server starts with (scripts/audit/server.ts). */
export const auditOwner = { email: 'owner@audit.example.com', password: 'audit cedar shelves and oak drawers' };

const staffRoutePaths: readonly string[] = fixedStaffPages.map((page) => page.path);

/** Waits until no panel of the page says "Loading …" or "Checking …": scan what staff then see. */
const loaded = (page: Page) =>
  page.waitForFunction(
    () =>
      ![...document.querySelectorAll('main *')].some(
        (el) => el.children.length === 0 && /^(Loading|Checking) /.test(el.textContent ?? ''),
      ),
  );

/** The page is no wider than the viewport; a finding says how wide it is otherwise. */
async function noSidewaysScroll(page: Page, route: string, state: string, width: number, findings: Findings) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) findings.fail('axe', route, `${state}: the page is ${scrollWidth} px wide`);
}

/**
 * The dashboard's Contact Submissions with a signed job's Payments open (its schedule, ledger,
 * a voided entry and the buttons), found by the lead's name as staff find it.
 */
async function openPayments(page: Page, leadName: string, mobile: boolean) {
  await visit(page, '/admin');
  await page.getByRole('tab', { name: /^Contact Submissions/ }).click();
  if (mobile) await page.getByRole('button', { name: /^Search/ }).click();
  await page.getByLabel('Search by name, email, phone or ZIP').fill(leadName);
  const money = page.getByRole('article', { name: leadName }).getByRole('group', { name: 'Paid and due' });
  await money.getByRole('button', { name: 'Payments' }).click();
  await money.getByRole('button', { name: 'Record a payment' }).waitFor();
  await loaded(page);
}

/**
 * The staff pages as the owner sees them (every page, every control), signed in, at a phone and
 * a desktop width: axe, and no sideways scrolling. The public pass visits them signed out.
 * `extraPaths`: staff pages with a record in their address (a lead's proposal editor).
 * `signedJob`: a signed job's lead, whose Payments are opened on the dashboard and scanned too.
 */
export async function auditStaffPages(
  browser: Browser,
  baseUrl: string,
  routes: RouteDef[],
  findings: Findings,
  extraPaths: readonly string[] = [],
  signedJob?: string,
): Promise<void> {
  const staffRoutes = [
    ...routes.filter((route) => staffRoutePaths.includes(route.path)).map((route) => route.path),
    ...extraPaths,
  ];
  if (staffRoutes.length === 0) return;
  heading('axe-core, signed in as the owner');
  const scans: Scan[] = [];
  for (const viewport of viewports) {
    const context = await newContext(browser, baseUrl, viewport);
    const signedIn = await context.request.post(signInApi.signIn.path, {
      data: auditOwner,
      headers: { Origin: baseUrl },
    });
    if (!signedIn.ok()) {
      findings.fail('axe', '/admin', `the owner could not sign in: ${signedIn.status()} ${await signedIn.text()}`);
      await context.close();
      return;
    }
    const page = await context.newPage();
    for (const route of staffRoutes) {
      await visit(page, route);
      const h1 = page.getByRole('main').locator('h1');
      if ((await h1.textContent()) === 'Staff sign-in') findings.fail('axe', route, 'shows the sign-in, not the page');
      // Each panel shows "Loading …" until its data is in: scan what staff then see.
      await loaded(page);
      await noSidewaysScroll(page, route, `${viewport.name} signed in`, viewport.width, findings);
      scans.push(await scan(page, route, `${viewport.name} signed in`, findings));
    }
    if (signedJob) {
      const state = `${viewport.name} a job's Payments open`;
      await openPayments(page, signedJob, viewport.mobile);
      await noSidewaysScroll(page, '/admin', state, viewport.width, findings);
      scans.push(await scan(page, '/admin', state, findings));
    }
    await context.close();
  }
  printTable(
    ['route', 'state', 'violations'],
    scans.map((s) => [s.route, s.state, `${s.violations} (${s.nodes} nodes)`]),
  );
}
