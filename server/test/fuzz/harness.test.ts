import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedAmount } from '../../../shared/amount-rule';
import { contactLeadSchema } from '../../../shared/contact-schema';
import { designFromQuery } from '../../../shared/design/design-query';
import { priceDesign } from '../../../shared/design/pricing';
import { reviewRequestSchema } from '../../../shared/review-schema';
import { publicPaths } from '../../../shared/paths';
import { siteEventTypes } from '../../../shared/site-events';
import { testimonialSchema } from '../../../shared/testimonial-schema';
import { signInForFuzzing } from './admin-auth';
import { fuzzScale, fuzzTarget, scaledRuns, startFuzzServer } from './harness';
import { fuzzTargets } from './targets';

let server: Awaited<ReturnType<typeof startFuzzServer>>;
let acknowledgedLeads = 0;
let acknowledgedReviews = 0;
let countedEvents = 0;
let acceptedFormPosts = 0;
let servedFeeds = 0;
/** Signed in before the sign-in endpoint itself is fuzzed, which uses up its rate limit. */
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  server = await startFuzzServer();
  staffHeaders = await signInForFuzzing(server);
});
afterAll(() => server.stop());

describe('API fuzzing: no 5xx, no hang, no leaked internals', () => {
  for (const target of fuzzTargets) {
    it(`${target.name} (${scaledRuns(target.runs)} payloads, signed out)`, { timeout: 60_000 }, async () => {
      await fuzzTarget(server.baseUrl, target, {
        onResponse(req, res) {
          if (target.access === 'admin' && res.status < 400) {
            throw new Error(`${req.method} ${req.path} succeeded without signing in (${res.status})`);
          }
          // 303: a form post without JavaScript, sent on to the thank-you page.
          const accepted = res.status < 300 || res.status === 303;
          if (res.status === 303) acceptedFormPosts += 1;
          if (req.method === 'POST' && req.path === '/api/contact' && accepted) acknowledgedLeads += 1;
          if (req.method === 'POST' && req.path === '/api/testimonials' && accepted) acknowledgedReviews += 1;
          if (req.method === 'POST' && req.path === '/api/events' && res.status === 204) countedEvents += 1;
          if (req.path.startsWith('/api/calendar/') && res.status === 200) servedFeeds += 1;
        },
      });
    });
  }

  for (const target of fuzzTargets.filter((t) => t.access === 'admin' || t.alsoSignedIn)) {
    it(`${target.name} (signed in)`, { timeout: 60_000 }, async () => {
      await fuzzTarget(server.baseUrl, target, { headers: staffHeaders });
    });
  }
});

describe('after the fuzzing', () => {
  it('valid leads got through, and every stored lead passes the shared schema unchanged', () => {
    const rows = server.db.$client
      .prepare('SELECT name, email, phone, zip, rooms, message FROM contact_submissions')
      .all() as Array<Record<string, string>>;
    expect(acknowledgedLeads).toBeGreaterThan(100 * fuzzScale);
    expect(rows.length).toBeGreaterThan(0);
    // The harness's own lead (startFuzzServer, for the booking link) is stored without a request.
    expect(rows.length - 1).toBeLessThanOrEqual(acknowledgedLeads);
    for (const row of rows) {
      const lead = { ...row, rooms: JSON.parse(row.rooms ?? 'null') as unknown };
      const reparsed = contactLeadSchema.safeParse(lead);
      expect(reparsed.success, JSON.stringify(lead).slice(0, 300)).toBe(true);
      expect(reparsed.data).toEqual(lead);
    }
  });

  it('plans got through, each as the server read and priced it', () => {
    const rows = server.db.$client
      .prepare('SELECT design, query, estimate_total AS total, price_book AS book FROM lead_plans')
      .all() as Array<Record<string, string>>;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const read = designFromQuery(new URLSearchParams(row.query));
      expect(read.success && read.design).toEqual(JSON.parse(row.design ?? ''));
      if (read.success) expect(priceDesign(read.design, JSON.parse(row.book ?? '')).total).toBe(row.total);
    }
  });

  it('form posts without JavaScript got through as well as JSON', () => {
    expect(acceptedFormPosts).toBeGreaterThan(50 * fuzzScale);
  });

  it('page events: exactly the accepted ones were counted, each for a public page', () => {
    const rows = server.db.$client.prepare('SELECT path, type, count FROM site_event_counts').all() as Array<{
      path: string;
      type: string;
      count: number;
    }>;
    expect(countedEvents).toBeGreaterThan(20 * fuzzScale);
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(countedEvents);
    for (const row of rows) {
      expect(publicPaths).toContain(row.path);
      expect(siteEventTypes).toContain(row.type);
    }
  });

  it('the live feed link got past its token: a calendar was written', () => {
    expect(servedFeeds).toBeGreaterThan(0);
  });

  it('testimonials still match the spec shape', () => {
    const rows = server.db.$client
      .prepare(
        `SELECT id, customer_name AS customerName, location, rating, review_text AS reviewText,
                project_type AS projectType, photo_url AS photoUrl, approved, featured, created_at AS createdAt
         FROM testimonials`,
      )
      .all();
    for (const row of rows) expect(testimonialSchema.safeParse(row).success).toBe(true);
  });

  it('valid reviews got through, and each stored one passes the shared schema unchanged', () => {
    const rows = server.db.$client
      .prepare(
        `SELECT customer_name AS customerName, location, project_type AS projectType, rating,
                review_text AS reviewText, email FROM testimonials WHERE email IS NOT NULL`,
      )
      .all() as Array<Record<string, string>>;
    expect(acknowledgedReviews).toBeGreaterThan(50 * fuzzScale);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(acknowledgedReviews);
    // Some were approved since: the signed-in PATCH target fuzzes the same ids.
    for (const review of rows) {
      const reparsed = reviewRequestSchema.safeParse({ ...review, consent: true });
      expect(reparsed.success, JSON.stringify(review).slice(0, 300)).toBe(true);
      expect(reparsed.data).toEqual({ ...review, consent: true });
    }
  });

  it('every stored quote, Won amount, version total and signed total obeys the amount rule', () => {
    const cents = server.db.$client
      .prepare(
        `SELECT quote_cents AS amount FROM lead_deals WHERE quote_cents IS NOT NULL
         UNION ALL SELECT final_cents FROM lead_deals WHERE final_cents IS NOT NULL
         UNION ALL SELECT total * 100 FROM proposal_acceptances`,
      )
      .all() as { amount: number }[];
    const versions = server.db.$client.prepare('SELECT document FROM proposal_versions').all() as {
      document: string;
    }[];
    const totals = versions.flatMap((v) =>
      (JSON.parse(v.document) as { options: { total: number }[] }).options.map((o) => o.total * 100),
    );
    expect(versions.length).toBeGreaterThan(0);
    for (const amount of [...cents.map((c) => c.amount), ...totals])
      expect(isAllowedAmount(amount), `${amount}`).toBe(true);
  });

  it('no prototype was polluted and the database is intact', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(server.db.$client.pragma('integrity_check', { simple: true })).toBe('ok');
  });
});
