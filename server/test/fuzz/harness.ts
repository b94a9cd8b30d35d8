import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHttpServer } from '../../core/http/http-server';
import { createTestApp } from '../test-app';
import { verifications } from '../../core/verification/schema';
import { hashVerificationToken } from '../../core/verification/token-hash';
import { recordLead } from '../../leads';
import { addTestStaff, useTestPassword } from '../admin-agent';
import { addFuzzProposal } from './fuzz-proposal';

export interface FuzzRequest {
  method: string;
  /** Path and query, already URL-encoded where it should be. */
  path: string;
  contentType?: string;
  /** Bytes for multipart uploads, text for everything else. */
  body?: string | Buffer;
}

/**
 * One API endpoint under fuzzing. Admin endpoints are fuzzed signed out (nothing may succeed)
 * and, once sign-in exists, signed in as well (see `admin-auth.ts`).
 */
export interface FuzzTarget {
  name: string;
  /** The API routes (`METHOD /api/path/:param`, as Express lists them) its requests reach. */
  routes: string[];
  access: 'public' | 'admin';
  /** A public route that answers signed-in staff differently: fuzzed signed in too. */
  alsoSignedIn?: boolean;
  requests: fc.Arbitrary<FuzzRequest>;
  runs: number;
}

interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
  location: string | null;
}

/**
 * Share of each target's payloads sent: `npm test` sends a sample (about 750 requests), `npm run fuzz`
 * sends them all (FUZZ_SCALE=1, about 13,000).
 */
export const fuzzScale = Number(process.env.FUZZ_SCALE ?? 0.05);
export const scaledRuns = (runs: number) => Math.max(10, Math.round(runs * fuzzScale));
/** The sample is the same on every run (so its counts below cannot flake); the full run explores. */
const seed = fuzzScale < 1 ? 24 : undefined;

/** Longest a single answer may take before the request counts as a hang. */
const requestTimeoutMs = 5_000;

/** A live booking link of one lead in the fuzz server's database, so the booking routes get past the token. */
export const fuzzBookingToken = 'fuzz-booking-link-0000000000000000000000000';
/** A designer's live calendar feed link, so the feed route gets past the token and writes a calendar. */
export const fuzzFeedToken = 'fuzz-calendar-feed-000000000000000000000000';

/** The real app (temp SQLite, real header and timeout limits) listening on an ephemeral port. */
export async function startFuzzServer() {
  // No per-IP limits: every payload must reach validation rather than stop at a 429.
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-fuzz-media-'));
  const ctx = createTestApp({
    rateLimits: { contact: 0, login: 0, events: 0, review: 0, booking: 0 },
    gallery: { mediaDir, minFreeBytes: 0 },
  });
  const { leadId } = recordLead(ctx.db, {
    name: 'Fuzz Homeowner',
    email: 'fuzz@example.com',
    phone: '(203) 555-0100',
    zip: '06880',
    rooms: ['Pantry'],
    message: 'The fuzz harness books with this lead.',
    isSpam: false,
  });
  ctx.db
    .insert(verifications)
    .values({ purpose: 'booking', tokenHash: hashVerificationToken(fuzzBookingToken), leadId })
    .run();
  addFuzzProposal(ctx.db, leadId);
  await useTestPassword(ctx.db); // the owner first, so staff ids stay as before (signInForFuzzing reuses it)
  const designer = await addTestStaff(ctx.db, 'designer');
  ctx.db
    .insert(verifications)
    .values({ purpose: 'calendar-own', tokenHash: hashVerificationToken(fuzzFeedToken), staffId: designer.id })
    .run();
  const server = createHttpServer(ctx.rawApp);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...ctx,
    baseUrl,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await ctx.cleanup();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

async function send(baseUrl: string, req: FuzzRequest, headers: Record<string, string> = {}): Promise<FuzzResponse> {
  // What the site's own page sends: a state-changing request naming no origin never reaches the route.
  const allHeaders: Record<string, string> = { origin: baseUrl, ...headers };
  if (req.contentType !== undefined) allHeaders['content-type'] = req.contentType;
  const hasBody = req.body !== undefined && req.method !== 'GET' && req.method !== 'HEAD';
  const res = await fetch(baseUrl + req.path, {
    method: req.method,
    headers: allHeaders,
    body: hasBody ? (req.body as BodyInit) : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text: await res.text(),
    location: res.headers.get('location'),
  };
}

const leaks = [
  { what: 'a stack trace', pattern: /\n\s+at .+[:(]/ },
  { what: 'a server path', pattern: new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) },
  { what: 'a database error', pattern: /SqliteError|SQLITE_|no such table|syntax error/i },
];

const publicFormActions = new Set(['/api/contact', '/api/testimonials']);

/**
 * A public form posted without JavaScript is answered as a browser needs: a 303 to its thank-you
 * page, or a 4xx plain page with every value escaped (nothing sent comes back as markup).
 */
function checkFormAnswer(label: string, res: FuzzResponse, location: string | null): string | null {
  if (res.status === 303) return location?.endsWith('/thank-you') ? null : `${label}: redirect to ${location}`;
  if (res.status < 400) return `${label}: a form post must end in a redirect or an error page`;
  if (!res.contentType.startsWith('text/html')) return `${label}: error page not HTML (${res.contentType})`;
  if (/<(script|img|svg|iframe)/i.test(res.text)) return `${label}: error page carries markup it was sent`;
  return null;
}

/** What every answer must satisfy, whatever was sent. Returns the problem, or null. */
function checkResponse(req: FuzzRequest, res: FuzzResponse): string | null {
  const label = `${req.method} ${req.path.slice(0, 120)} → ${res.status}`;
  if (res.status >= 500) return `${label}: server error ${res.text.slice(0, 200)}`;
  for (const leak of leaks) if (leak.pattern.test(res.text)) return `${label}: reveals ${leak.what}`;
  // Node itself answers malformed or oversized requests (400, 431) before the app sees them.
  const answeredByApp = res.contentType !== '';
  // The URL parser resolves "/api/%2e%2e/x" to "/x": judge by the path the server really got.
  const path = new URL(req.path, 'http://fuzz').pathname;
  const formPost =
    req.method === 'POST' &&
    publicFormActions.has(path) &&
    (req.contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
  if (formPost && answeredByApp) return checkFormAnswer(label, res, res.location);
  // The booking page's plain form posts go back to that page.
  const bookingForm = /^\/api\/bookings\/([^/]+)(?:\/cancel|\/photos|\/times)?$/.exec(path);
  if (bookingForm && req.method === 'POST' && res.status === 303) {
    return res.location?.startsWith(`/book/${bookingForm[1]}`) ? null : `${label}: redirect to ${res.location}`;
  }
  // The proposal page's plain form posts go back to that page.
  const proposalForm =
    /^\/api\/proposals\/([^/]+)\/(?:accept|decline|cancel|payments|change-order\/sign|sign-off|punch-list)$/.exec(path);
  if (proposalForm && req.method === 'POST' && res.status === 303) {
    return res.location?.startsWith(`/proposal/${proposalForm[1]}`) ? null : `${label}: redirect to ${res.location}`;
  }
  if (path.startsWith('/api') && answeredByApp && req.method !== 'HEAD') {
    const csvExport = path === '/api/contacts.csv' && res.status === 200;
    if (csvExport) return res.contentType.startsWith('text/csv') ? null : `${label}: CSV export not CSV`;
    const calendar = path.endsWith('.ics') && res.status === 200;
    if (calendar) return res.contentType.startsWith('text/calendar') ? null : `${label}: calendar not iCalendar`;
    const contract = path.endsWith('/contract.pdf') && res.status === 200;
    if (contract) return res.contentType.startsWith('application/pdf') ? null : `${label}: contract not a PDF`;
    if (!res.contentType.startsWith('application/json')) return `${label}: not JSON (${res.contentType})`;
    const body = JSON.parse(res.text) as { success?: boolean };
    if (res.status >= 400 && body.success !== false) return `${label}: error without success:false`;
  }
  return null;
}

/** Throws the first problem fast-check finds, shrunk to a small counterexample. */
export async function fuzzTarget(
  baseUrl: string,
  target: FuzzTarget,
  options: { headers?: Record<string, string>; onResponse?: (req: FuzzRequest, res: FuzzResponse) => void } = {},
) {
  await fc.assert(
    fc.asyncProperty(target.requests, async (req) => {
      const res = await send(baseUrl, req, options.headers);
      const problem = checkResponse(req, res);
      if (problem) throw new Error(problem);
      options.onResponse?.(req, res);
    }),
    { numRuns: scaledRuns(target.runs), endOnFailure: true, seed },
  );
}
