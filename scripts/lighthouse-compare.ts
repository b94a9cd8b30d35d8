/**
 * Lighthouse (mobile defaults, performance only) of two running servers side by side, alternating
 * old/new per route: OLD_URL=… NEW_URL=… [ROUTES=/faq,/] [ROUNDS=2] [OUT=file] npx tsx scripts/lighthouse-compare.ts
 * Prints each run (TBT, score, script KB, per-script boot-up) and the medians per build.
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './audit/config';
import { chromiumFlags } from './lib/debian-browser';
const [oldUrl, newUrl] = [process.env.OLD_URL!, process.env.NEW_URL!];
const routes = (process.env.ROUTES ?? '/faq,/contact,/city/westport,/').split(',');
const rounds = Number(process.env.ROUNDS ?? 2);
const out = process.env.OUT ?? '/tmp/lh-compare.json';
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});
type Item = Record<string, unknown>;
type Row = { round: number; route: string; build: string; perf: number; tbt: number; scriptKb: number } & Item;
const items = (details: unknown): Item[] => (details as { items?: Item[] } | undefined)?.items ?? [];
const rows: Row[] = [];
try {
  for (let round = 1; round <= rounds; round++)
    for (const route of routes)
      for (const [build, base] of round % 2
        ? [
            ['old', oldUrl],
            ['new', newUrl],
          ]
        : [
            ['new', newUrl],
            ['old', oldUrl],
          ]) {
        const r = await lighthouse(
          `${base}${route}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          { extends: 'lighthouse:default', settings: { disableFullPageScreenshot: true, skipAudits: ['bf-cache'] } },
        );
        const lhr = r!.lhr;
        const a = lhr.audits;
        const scriptBytes =
          items(a['resource-summary']?.details).find((i: Item) => i.resourceType === 'script')?.transferSize ?? 0;
        const bootup = items(a['bootup-time']?.details).map(
          (i: Item) =>
            `${String(i.url).replace(/^.*\//, '')}:${Math.round(Number(i.total))}/${Math.round(Number(i.scripting))}`,
        );
        const mainthread = items(a['mainthread-work-breakdown']?.details).map(
          (i: Item) => `${i.group}:${Math.round(Number(i.duration))}`,
        );
        const longTasks = items(a['long-tasks']?.details).map(
          (i: Item) =>
            `${String(i.url).replace(/^.*\//, '')}@${Math.round(Number(i.startTime))}+${Math.round(Number(i.duration))}`,
        );
        const row = {
          round,
          route,
          build: String(build),
          error: lhr.runtimeError?.code,
          perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          tbt: Math.round(a['total-blocking-time']?.numericValue ?? NaN),
          lcp: Math.round(a['largest-contentful-paint']?.numericValue ?? NaN),
          fcp: Math.round(a['first-contentful-paint']?.numericValue ?? NaN),
          scriptKb: Math.round(Number(scriptBytes) / 102.4) / 10,
          bootup,
          mainthread,
          longTasks,
        };
        rows.push(row);
        console.log(JSON.stringify(row));
      }
} finally {
  await chrome.kill();
}
fs.writeFileSync(out, JSON.stringify(rows, null, 1));
const med = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? NaN) : ((s[m - 1] ?? NaN) + (s[m] ?? NaN)) / 2;
};
/** The lowest and highest of a figure over the runs, as printed: "80 - 160". */
const range = (xs: number[]) => [Math.min(...xs), '-', Math.max(...xs)];
for (const b of ['old', 'new']) {
  // A run Lighthouse could not finish (its error is in the row) has no figures to count.
  const failed = rows.filter((r) => r.build === b && r.error);
  if (failed.length)
    console.log(b, 'runs that failed:', failed.map((r) => `${r.route} (${String(r.error)})`).join(', '));
  const rs = rows.filter((r) => r.build === b && !r.error);
  const [tbt, perf, scriptKb] = [rs.map((r) => r.tbt), rs.map((r) => r.perf), rs.map((r) => r.scriptKb)];
  const figures = ['TBT median', med(tbt), 'range', ...range(tbt), 'perf median', med(perf), 'range', ...range(perf)];
  console.log(b, ...figures, 'script KB', ...range(scriptKb));
  for (const route of routes) {
    const rr = rs.filter((r) => r.route === route);
    console.log('  ', route, 'tbt', rr.map((r) => r.tbt).join(','), 'perf', rr.map((r) => r.perf).join(','));
  }
}
