import { chromium } from 'playwright';
import { startingLayout } from './shared/design/layout';
import type { StaffProposal, ProposalDraft } from './shared/proposals/proposal';

const design = startingLayout({
  spaceType: 'Walk-In Closet',
  ceilingIn: 96,
  walls: [
    { name: 'Back wall', widthIn: 120 },
    { name: 'Left wall', widthIn: 72 },
    { name: 'Right wall', widthIn: 240 },
  ],
});
const draft: ProposalDraft = {
  options: ['Good', 'Better', 'Best'].map((name) => ({
    name,
    design,
    extraLines: name === 'Better' ? [{ label: 'Remove old wire shelving', note: 'Haul away included', amount: 150 }] : [],
  })),
  noteToHomeowner: 'Thanks for having us over!',
  validUntil: '2026-12-27',
  depositPercent: 30,
  startOn: '2027-01-11',
  completeOn: '2027-01-15',
};
const status = process.argv[2] ?? 'sent';
const answer = (d: ProposalDraft): StaffProposal => ({
  leadId: 7,
  homeowner: { name: 'Dana Whitfield', email: 'dana@example.com' },
  status: status === 'accepted' ? 'accepted' : 'sent',
  draft: d,
  priced: d.options.map((o, i) => ({
    ...o,
    lineItems: [
      { label: 'Double hang', quantity: 12.5, unit: 'linear ft', amount: 2500 + i * 700 },
      { label: 'Long hang', quantity: 6, unit: 'linear ft', amount: 1100 },
      { label: 'Installation minimum', quantity: 1, unit: 'project', amount: 850 },
      ...o.extraLines.map((l) => ({ label: l.label, quantity: 1, unit: 'project' as const, amount: l.amount })),
    ],
    total: 4450 + i * 1030,
  })),
  sent: { version: 2, at: '2026-11-24T19:10:00.000Z', by: 'Lee Park', hash: 'ab'.repeat(32) },
  editedSinceSent: true,
  views: { count: 3, lastAt: '2026-11-25T01:14:00.000Z' },
  acceptance:
    status === 'accepted'
      ? {
          version: 2,
          optionIndex: 1,
          optionName: 'Better',
          total: 5480,
          signerName: 'Jane Smith',
          signedAt: '2026-11-25T15:30:00.000Z',
          cancelBy: '2026-11-30T05:00:00.000Z',
          cancelByText: 'midnight at the end of Saturday, November 28, 2026',
          cancelledAt: null,
          versionHash: 'ab'.repeat(32),
        }
      : null,
  declined: null,
  followUps: [],
});

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route('**/api/**', async (route) => {
    const req = route.request();
    const url = new URL(req.url());
    if (url.pathname === '/api/admin/session')
      return route.fulfill({ json: { authenticated: true, user: { id: 3, name: 'Lee Park', email: 'lee@example.com', role: 'designer' } } });
    if (url.pathname === '/api/contacts/7/proposal' && req.method() === 'GET') return route.fulfill({ json: answer(draft) });
    if (url.pathname === '/api/contacts/7/proposal' && req.method() === 'PUT')
      return route.fulfill({ json: answer(req.postDataJSON() as ProposalDraft) });
    if (url.pathname === '/api/contacts/7/proposal/send')
      return route.fulfill({ status: 403, json: { success: false, error: 'Add your salesperson registration number…' } });
    if (req.method() === 'POST' && url.pathname.startsWith('/api/events')) return route.fulfill({ status: 204 });
    return route.fulfill({ status: 404, json: { success: false, error: 'Not found' } });
  });
  await page.goto('http://127.0.0.1:4326/admin/leads/7/proposal');
  await page.getByRole('heading', { level: 1, name: 'Proposal for Dana Whitfield' }).waitFor();
  const scroll = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth }));
  console.log(width, status, 'scrollWidth', scroll, 'errors', errors);
  await page.screenshot({ path: `/tmp/wt-s-shots/${status}-${width}.png`, fullPage: false });
  if (status !== 'accepted') {
    await page.getByRole('button', { name: 'Move Long hang left' }).first().focus();
    await page.keyboard.press('Enter');
    await page.screenshot({ path: `/tmp/wt-s-shots/${status}-${width}-focus.png` });
    await page.getByRole('heading', { name: 'Option 2: Better' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/wt-s-shots/${status}-${width}-option2.png` });
    await page.getByRole('button', { name: 'Send proposal' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Send proposal' }).click();
    await page.getByRole('alert').filter({ hasText: 'registration' }).waitFor();
    await page.screenshot({ path: `/tmp/wt-s-shots/${status}-${width}-send.png` });
  }
  // axe, if present
  try {
    const { AxeBuilder } = await import('@axe-core/playwright').then((m) => ({ AxeBuilder: m.default }));
    const result = await new AxeBuilder({ page }).analyze();
    console.log('axe violations', result.violations.map((v) => `${v.id}: ${v.nodes.length} ${v.nodes[0]?.target}`));
  } catch (e) {
    console.log('axe not run', String(e).slice(0, 200));
  }
  await context.close();
}
await browser.close();
