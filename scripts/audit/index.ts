/**
 * `npm run audit`: builds when needed, starts the production server on a throwaway database and
 * holds every route to the quality budgets (docs/quality-gates.md). Exits 1 when one breaks.
 *   AUDIT_ROUTES=/,/faq   only these routes (/book, /proposal: a live one)   AUDIT_SKIP=lighthouse,axe   skip checks
 *   AUDIT_PORT=4316       server port (unset: a free one)   AUDIT_VERBOSE=1   per-route timings
 *   AUDIT_REPORT_DIR=dir  also write each route's Lighthouse JSON there
 */
import { execFileSync } from 'node:child_process';
import { auditBrowser, ensureDebianBrowser } from '../lib/debian-browser';
import { auditAccessibility } from './axe';
import { auditStaffPages } from './staff-pages';
import { launchBrowser } from './browser';
import { auditCrawlability } from './crawlability';
import { readSettings, type CheckName } from './config';
import { validateHtml } from './html-validate';
import { auditLighthouse } from './lighthouse';
import { auditPageWeight } from './page-weight';
import { bookingPageRoute } from './booking-page';
import { proposalPageRoutes } from './proposal-page';
import { signedJobLead } from './signed-job';
import { Findings, heading, printFailures, printTable, seconds } from './report';
import { startServer } from './server';
import { freePort } from '../../server/test/free-port';
import { startStripeDouble } from '../../server/test/stripe-double';

const started = Date.now();
const settings = readSettings();
const findings = new Findings();
const timings: [string, number][] = [];
const runs = (check: CheckName) => !settings.skip.has(check);

async function timed(label: string, fn: () => Promise<void> | void): Promise<void> {
  const t = Date.now();
  try {
    await fn();
  } catch (err) {
    findings.fail(label, '*', `the check crashed: ${(err as Error).stack ?? String(err)}`);
  }
  timings.push([label, Date.now() - t]);
}

await timed('build', () => {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], { stdio: 'inherit' });
});
ensureDebianBrowser(auditBrowser);
console.log(
  `Auditing ${settings.routes.length} route(s)` +
    (settings.skip.size ? `, skipping ${[...settings.skip].join(', ')}` : '') +
    (settings.partial ? ' (AUDIT_ROUTES set: partial run)' : ''),
);

// Online payment on, through the Stripe double: the signed proposal page shows its "Pay $X".
const double = await startStripeDouble();
const { secretKey, webhookSecret, api: stripeApi } = double.settings;
const server = await startServer(settings.port ?? (await freePort()), {
  STRIPE_SECRET_KEY: secretKey,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: `${stripeApi.protocol}://${stripeApi.host}:${stripeApi.port}`,
});
try {
  // The live booking and proposal pages join the routes the browser checks visit; the proposal's
  // editor joins the staff pages.
  const proposal = settings.proposalPage ? await proposalPageRoutes(server, double) : undefined;
  const browserRoutes = [
    ...settings.routes,
    ...(settings.bookingPage ? [await bookingPageRoute(server.baseUrl)] : []),
    ...(proposal ? proposal.pages : []),
  ];
  const staffExtras = proposal ? [proposal.editorPath] : [];
  // A signed job, whose Payments the staff pass opens on the dashboard (with the proposal page's set-up).
  const signedJob = settings.proposalPage ? await signedJobLead(server) : undefined;
  if (runs('crawl')) await timed('crawl', () => auditCrawlability(server.baseUrl, settings.routes, findings));
  if (runs('html')) await timed('html', () => validateHtml(settings.routes, findings));
  if (runs('weight') || runs('axe')) {
    const browser = await launchBrowser();
    try {
      if (runs('weight'))
        await timed('weight', () => auditPageWeight(browser, server.baseUrl, browserRoutes, findings));
      if (runs('axe')) {
        await timed('axe', () => auditAccessibility(browser, server.baseUrl, browserRoutes, findings));
        await timed('axe signed in', () =>
          auditStaffPages(browser, server.baseUrl, settings.routes, findings, staffExtras, signedJob),
        );
      }
    } finally {
      await browser.close();
    }
  }
  if (runs('lighthouse')) await timed('lighthouse', () => auditLighthouse(server.baseUrl, browserRoutes, findings));
} finally {
  await server.stop();
  await double.stop();
}

heading('Checks');
printTable(
  ['check', 'broken budgets', 'time'],
  timings.map(([label, ms]) => [label, findings.count(label), seconds(ms)]),
);
printFailures(findings);
console.log(`\nAudit finished in ${seconds(Date.now() - started)}${settings.partial ? ' (partial run)' : ''}`);
process.exitCode = findings.failures.length ? 1 : 0;
