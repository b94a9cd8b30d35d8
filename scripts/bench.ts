/**
 * `npm run bench`: the production server as a child process on 127.0.0.1 with a temporary
 * database, measured with autocannon. Prints req/s, p50/p99 latency, non-2xx counts and the
 * server's peak memory (reported, not a target), checks every acknowledged lead is stored, and
 * compares with the floors of docs/benchmarks.md. First, the planner's layout and pricing rate
 * (scripts/bench-design.ts) and the time to render a signed contract's PDF (scripts/bench-contract-pdf.ts);
 * last, `GET /` during a burst of wrong sign-ins (scripts/bench-sign-in-burst.ts).
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the runs, BENCH_PORT names the
 * server's port (default: a free one);
 * BENCH_ONLY=sign-in-burst runs only the last.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { roomOptions } from '../shared/rooms';
import { benchContractPdf } from './bench-contract-pdf';
import { benchDesign } from './bench-design';
import { benchSignInBurst, reportSignInBurst } from './bench-sign-in-burst';
import { appEntry, clientDir } from './lib/dist';
import { freePort } from '../server/test/free-port';

const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const origin = `http://127.0.0.1:${port}`;
const burstOnly = process.env.BENCH_ONLY === 'sign-in-burst';
const ownerEmail = 'bench-owner@example.com';

if (!burstOnly) {
  benchDesign();
  await benchContractPdf();
}

execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], { stdio: 'inherit' });

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-bench-'));
const dbPath = path.join(tmp, 'site.db');
// Started exactly as `npm start` starts it: one node process, so its pid and CPU time are the server's.
const server = spawn(process.execPath, [appEntry], {
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: dbPath,
    CONTACT_RATE_LIMIT: '0',
    // The burst's target; the password is generated (the sign-in limit stays as configured).
    ADMIN_EMAIL: ownerEmail,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

function stopServer() {
  if (server.exitCode === null) server.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.on('exit', stopServer);

/** Peak resident memory of the server in MB (VmHWM: the kernel's high-water mark). */
function peakRssMb(): number {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function waitForServer() {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not start within 30 s');
}

function hashedAsset(): string {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!asset) throw new Error('No hashed script in dist/client/index.html');
  return asset;
}

let leadNumber = 0;
const runId = Date.now().toString(36);
/** A distinct, valid consultation request per call, so duplicate suppression never kicks in. */
function nextLead(): string {
  leadNumber += 1;
  const n = leadNumber;
  return JSON.stringify({
    name: `Bench Homeowner ${n}`,
    email: `bench-${runId}-${n}@example.com`,
    phone: `(203) 555-${String(n % 10_000).padStart(4, '0')}`,
    zip: '06880',
    rooms: [roomOptions[n % roomOptions.length]],
    message: `Looking for a reach-in closet redesign, request ${n}.`,
  });
}

/** CPU time (user + system) the server has used so far, in ms. */
function serverCpuMs(): number {
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  return (ticks * 1000) / 100;
}

interface Row {
  name: string;
  cpuUsPerRequest: number;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
}

async function measure(name: string, options: Partial<autocannon.Options>, duration = seconds): Promise<Row> {
  const cpuBefore = serverCpuMs();
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    headers: { 'accept-encoding': 'br, gzip' },
    ...options,
  });
  const total = result.requests.total || 1;
  return {
    name,
    cpuUsPerRequest: ((serverCpuMs() - cpuBefore) * 1000) / total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const contactRequest: autocannon.Request = {
  method: 'POST',
  path: '/api/contact',
  headers: {
    'content-type': 'application/json',
    origin,
    'sec-fetch-site': 'same-origin',
  },
  setupRequest: (req) => ({ ...req, body: nextLead() }),
};

try {
  await waitForServer();
  const asset = hashedAsset();
  console.log(
    `Benchmarking ${origin}: ${seconds} s per run, ${connections} connections, ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(2)}`,
  );
  const checks: Array<[string, boolean]> = [];
  if (!burstOnly) {
    await measure('warm-up', { requests: [{ path: '/' }, { path: '/api/testimonials' }, contactRequest] }, 3);

    const rows: Row[] = [];
    rows.push(await measure('GET /', { requests: [{ path: '/' }] }));
    rows.push(await measure(`GET ${asset}`, { requests: [{ path: asset }] }));
    rows.push(await measure('GET /api/testimonials', { requests: [{ path: '/api/testimonials' }] }));
    const before = countBenchLeads();
    const post = await measure('POST /api/contact', { requests: [contactRequest] });
    rows.push(post);
    const stored = countBenchLeads() - before;
    const peak = peakRssMb();

    console.table(
      rows.map((r) => ({
        run: r.name,
        'req/s': Math.round(r.rps),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        '2xx': r.ok,
        'non-2xx': r.non2xx,
        errors: r.errors,
        'server CPU µs/req': Math.round(r.cpuUsPerRequest),
      })),
    );
    console.log(`Leads acknowledged with 2xx: ${post.ok}; new rows in the database: ${stored}`);
    console.log(`Server peak RSS: ${peak.toFixed(1)} MB`);

    const home = rows[0];
    checks.push(
      [`GET / >= 500 req/s (${Math.round(home?.rps ?? 0)})`, (home?.rps ?? 0) >= 500],
      [`GET / p99 <= 100 ms (${home?.p99})`, (home?.p99 ?? Infinity) <= 100],
      [`POST /api/contact >= 200 req/s (${Math.round(post.rps)})`, post.rps >= 200],
      [`POST /api/contact p99 <= 100 ms (${post.p99})`, post.p99 <= 100],
      [`every acknowledged lead stored (${stored}/${post.ok})`, post.ok > 0 && stored >= post.ok],
      [`no errors or 5xx in any run`, rows.every((r) => r.errors === 0 && r.non2xx === 0)],
    );
  }
  // Last, from a clean start of the sign-in counts (no sign-in before it).
  checks.push(...reportSignInBurst(await benchSignInBurst(origin, ownerEmail)));
  for (const [label, pass] of checks) console.log(`${pass ? 'PASS' : 'FAIL'}  ${label}`);
  process.exitCode = checks.every(([, pass]) => pass) ? 0 : 1;
} finally {
  stopServer();
}

function countBenchLeads(): number {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT count(*) AS n FROM contact_submissions WHERE email LIKE 'bench-%'").get() as {
      n: number;
    };
    return row.n;
  } finally {
    db.close();
  }
}
