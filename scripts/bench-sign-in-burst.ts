/**
 * `GET /` while a burst of 100 wrong sign-ins for one e-mail runs, against the server `npm run bench`
 * started (sign-in limit as configured: ten). Two visitors load `/` back to back, first for a quiet
 * baseline (after 20 to warm up), then from the moment the burst is sent until its last answer; prints the median and p99
 * of their latencies and what the burst got. `BENCH_ONLY=sign-in-burst npm run bench` runs only this.
 */
import { performance } from 'node:perf_hooks';

const burstSize = 100;
const visitors = 2;
const baselineMs = 2000;
/** What `checks` compares with: the median of `GET /` during the burst (issue 41). */
const burstMedianTargetMs = 100;

interface BurstFigures {
  baseline: { median: number; p99: number; samples: number };
  during: { median: number; p99: number; samples: number };
  burstMs: number;
  /** The burst's answers by status. */
  answers: Record<number, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

function summary(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p99: percentile(sorted, 99), samples: sorted.length };
}

/** `visitors` loading `/` one request after another until `until` settles; each latency in ms. */
async function loadHome(origin: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const ms: number[] = [];
  await Promise.all(
    Array.from({ length: visitors }, async () => {
      while (!done) {
        const start = performance.now();
        const res = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'br, gzip' } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`GET / answered ${res.status}`);
        ms.push(performance.now() - start);
      }
    }),
  );
  return ms;
}

export async function benchSignInBurst(origin: string, email: string): Promise<BurstFigures> {
  for (let i = 0; i < 20; i += 1) await (await fetch(`${origin}/`)).arrayBuffer();
  const baseline = await loadHome(origin, new Promise((resolve) => setTimeout(resolve, baselineMs)));
  const start = performance.now();
  const burst = Promise.all(
    Array.from({ length: burstSize }, (_, i) =>
      fetch(`${origin}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ email, password: `wrong guess ${i}` }),
      }).then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      }),
    ),
  ).then((statuses) => ({ statuses, ms: performance.now() - start }));
  const [during, { statuses, ms }] = await Promise.all([loadHome(origin, burst), burst]);
  const answers: Record<number, number> = {};
  for (const status of statuses) answers[status] = (answers[status] ?? 0) + 1;
  return { baseline: summary(baseline), during: summary(during), burstMs: ms, answers };
}

/** The lines `npm run bench` prints, and its PASS/FAIL checks. */
export function reportSignInBurst(f: BurstFigures): Array<[string, boolean]> {
  const round = (n: number) => n.toFixed(1);
  console.log(
    `GET / with ${visitors} visitors: quiet ${round(f.baseline.median)} ms median, ${round(f.baseline.p99)} ms p99 (${f.baseline.samples} requests); ` +
      `during ${burstSize} wrong sign-ins at once (${Math.round(f.burstMs)} ms, answers ${JSON.stringify(f.answers)}): ` +
      `${round(f.during.median)} ms median, ${round(f.during.p99)} ms p99 (${f.during.samples} requests)`,
  );
  const checked = burstSize - (f.answers[429] ?? 0);
  return [
    [
      `GET / median < ${burstMedianTargetMs} ms during a sign-in burst (${round(f.during.median)}; p99 ${round(f.during.p99)})`,
      f.during.median < burstMedianTargetMs,
    ],
    [`at most 10 of ${burstSize} wrong sign-ins at once answered other than 429 (${checked})`, checked <= 10],
  ];
}
