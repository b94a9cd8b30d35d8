import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { priceBookPath } from '../../shared/api/public-paths';
import { designToQuery } from '../../shared/design/design-query';
import { startingLayout } from '../../shared/design/layout';
import { wallsOfWidths } from '../../shared/design/design-rules';
import { defaultPriceBook, type PriceBook } from '../../shared/design/price-book';
import { priceDesign } from '../../shared/design/pricing';
import { listOutbox } from '../core/mail/outbox';
import { applyRetention } from '../retention';
import { createTestApp } from '../test/test-app';
import { appWithOwner } from '../test/owner-app';

/** The plan a homeowner sends from /plan with their request: checked, priced here, stored with the lead. */

const walkIn = startingLayout({ spaceType: 'Walk-In Closet', ceilingIn: 96, walls: wallsOfWidths([120, 96, 96]) });
const walkInQuery = designToQuery(walkIn);
const atDefaults = priceDesign(walkIn, defaultPriceBook);
const dearer: PriceBook = {
  ...defaultPriceBook,
  sectionPrices: Object.fromEntries(
    Object.entries(defaultPriceBook.sectionPrices).map(([kind, price]) => [kind, price * 2]),
  ) as PriceBook['sectionPrices'],
};
const atDearer = priceDesign(walkIn, dearer);

const request_ = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '203.555.0199',
  zip: '06880',
  rooms: ['Walk-In Closet'],
  message: 'The plan I drew on your site.',
};
const siteUrl = 'https://closets.example';

let ctx: ReturnType<typeof createTestApp>;
let staff: TestAgent;
beforeEach(async () => ({ ctx, owner: staff } = await appWithOwner({ siteUrl, rateLimits: { contact: 0 } })));
afterEach(() => ctx.cleanup());

const post = (body: object) => request(ctx.app).post('/api/contact').send(body);
const planRows = () =>
  ctx.db.$client.prepare('SELECT * FROM lead_plans ORDER BY lead_id').all() as Record<string, unknown>[];
const leadCount = () =>
  (ctx.db.$client.prepare('SELECT count(*) AS n FROM contact_submissions').get() as { n: number }).n;
const inbox = async () => (await staff.get('/api/contacts')).body.submissions as Record<string, unknown>[];

// What a browser without JavaScript sends: the form's fields and the hidden plan.
const formPost = (fields: Record<string, string>) => {
  const body = new URLSearchParams({ ...request_, rooms: 'Walk-In Closet', website: '', ...fields });
  return request(ctx.app)
    .post('/api/contact')
    .set('Origin', 'http://127.0.0.1')
    .set('Host', '127.0.0.1')
    .set('Sec-Fetch-Site', 'same-origin')
    .type('form')
    .send(body.toString());
};

describe('POST /api/contact with a plan', { timeout: 20_000 }, () => {
  it("stores the plan with the estimate the server computed, never the browser's", async () => {
    const res = await post({ ...request_, plan: walkInQuery, estimate: { low: 1, high: 2, total: 1 }, total: 1 });
    expect(res.status).toBe(200);
    const [row] = planRows();
    expect(row).toMatchObject({
      lead_id: 1,
      query: walkInQuery,
      estimate_low: atDefaults.range.low,
      estimate_high: atDefaults.range.high,
      estimate_total: atDefaults.total,
    });
    expect(JSON.parse(String(row?.design))).toEqual(walkIn);
    expect(JSON.parse(String(row?.line_items))).toEqual(atDefaults.lineItems);
    expect(JSON.parse(String(row?.price_book))).toEqual(defaultPriceBook);
    expect(Date.parse(String(row?.created_at))).toBeGreaterThan(Date.now() - 10_000);
    expect(String(row?.created_at)).toMatch(/Z$/);
    expect(JSON.stringify(row)).not.toMatch(/"estimate":|"total":1\b/);
  });

  it('staff see it on the lead, with its summary, design, estimate and line items; a lead without one has null', async () => {
    await post({ ...request_, plan: walkInQuery });
    await post({ ...request_, email: 'other@example.com' });
    const [without, withPlan] = await inbox();
    expect(without?.plan).toBeNull();
    expect(withPlan?.plan).toEqual({
      summary: `Walk-In Closet, 3 walls, estimated $${atDefaults.range.low.toLocaleString('en-US')}–$${atDefaults.range.high.toLocaleString('en-US')}`,
      query: walkInQuery,
      design: walkIn,
      estimate: { ...atDefaults.range, total: atDefaults.total },
      lineItems: atDefaults.lineItems,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    const lookup = await staff.post('/api/contacts/by-email').send({ email: request_.email });
    expect(lookup.body.leads[0].plan).toEqual(withPlan?.plan);
  });

  it('a price book change moves the estimate of a new request, not the one stored', async () => {
    await post({ ...request_, plan: walkInQuery });
    expect((await staff.put(priceBookPath).send(dearer)).status).toBe(200);
    await post({ ...request_, email: 'next@example.com', plan: walkInQuery });
    expect(atDearer.total).toBeGreaterThan(atDefaults.total);
    const estimates = planRows().map((r) => [r.estimate_low, r.estimate_high, r.estimate_total]);
    expect(estimates).toEqual([
      [atDefaults.range.low, atDefaults.range.high, atDefaults.total],
      [atDearer.range.low, atDearer.range.high, atDearer.total],
    ]);
    const [newer, older] = await inbox();
    expect(older?.plan).toMatchObject({ estimate: { total: atDefaults.total } });
    expect(newer?.plan).toMatchObject({ estimate: { total: atDearer.total } });
  });

  it('a plan that cannot be built is a 400 with its sentence, and nothing is stored', async () => {
    const res = await post({ ...request_, plan: 'space=reach-in-closet&ceiling=96&w1=300' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: 'Please check your plan: Back wall width must be 24 to 240 in',
      fieldErrors: { plan: ['Back wall width must be 24 to 240 in'] },
    });
    for (const plan of ['hello', 'space=attic&w1=72', 'space=walk-in-closet&ceiling=96&w1=96&s1=long-hang.96']) {
      const bad = await post({ ...request_, plan });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatch(/^Please check your plan: \S/);
    }
    expect(leadCount()).toBe(0);
    expect(planRows()).toEqual([]);
  });

  it('an empty plan is no plan', async () => {
    expect((await post({ ...request_, plan: '' })).status).toBe(200);
    expect((await post({ ...request_, email: 'b@example.com', plan: '  ' })).status).toBe(200);
    expect(leadCount()).toBe(2);
    expect(planRows()).toEqual([]);
  });

  it('without JavaScript: the hidden plan is stored, and a bad one gets the same sentence on the error page', async () => {
    const sent = await formPost({ plan: walkInQuery });
    expect(sent.status).toBe(303);
    expect(planRows().map((r) => r.estimate_total)).toEqual([atDefaults.total]);

    const bad = await formPost({ email: 'b@example.com', plan: 'space=reach-in-closet&ceiling=96&w1=300' });
    expect(bad.status).toBe(400);
    expect(bad.type).toBe('text/html');
    expect(bad.text).toContain('<p>Please check your plan: Back wall width must be 24 to 240 in</p>');
    expect(bad.text).toContain('Your plan: Back wall width must be 24 to 240 in.');
    // "Send again" sends the request without the refused plan; the typed fields are refilled.
    expect(bad.text).not.toContain('name="plan"');
    expect(bad.text).toContain('value="b@example.com"');
    expect(leadCount()).toBe(1);

    const otherError = await formPost({ email: 'not-an-address', plan: walkInQuery });
    expect(otherError.status).toBe(400);
    expect(otherError.text).toContain(
      `<input type="hidden" name="plan" value="${walkInQuery.replaceAll('&', '&amp;')}">`,
    );
  });

  it('the same request sent again with a plan gives the earlier lead that plan', async () => {
    await post(request_);
    await post({ ...request_, plan: walkInQuery });
    expect(leadCount()).toBe(1);
    expect(planRows().map((r) => r.lead_id)).toEqual([1]);
  });

  it('the staff e-mail says it was planned online, with a link that opens the plan', async () => {
    await post({ ...request_, plan: walkInQuery });
    const [mail] = listOutbox(ctx.db);
    const summary = `Walk-In Closet, 3 walls, estimated $${atDefaults.range.low.toLocaleString('en-US')}–$${atDefaults.range.high.toLocaleString('en-US')}`;
    expect(mail?.body).toContain(`\nPlanned online: ${summary}\nOpen the plan: ${siteUrl}/plan?${walkInQuery}\n`);
    await post({ ...request_, email: 'b@example.com' });
    expect(listOutbox(ctx.db)[1]?.body).not.toContain('Planned online');
  });

  it('the CSV has "Planned space" and "Estimate", empty without a plan', async () => {
    await post({ ...request_, plan: walkInQuery });
    await post({ ...request_, email: 'b@example.com' });
    const lines = (await staff.get('/api/contacts.csv')).text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]?.endsWith(',Planned space,Estimate')).toBe(true);
    const range = `$${atDefaults.range.low.toLocaleString('en-US')}–$${atDefaults.range.high.toLocaleString('en-US')}`;
    expect(lines[1]?.endsWith(',,')).toBe(true);
    expect(lines[2]?.endsWith(`,"Walk-In Closet, 3 walls","${range}"`)).toBe(true);
  });

  it('deleting the lead, from the inbox or by retention, removes its plan', async () => {
    await post({ ...request_, plan: walkInQuery });
    await post({ ...request_, email: 'b@example.com', plan: walkInQuery });
    expect((await staff.delete('/api/contacts/1')).status).toBe(200);
    expect(planRows().map((r) => r.lead_id)).toEqual([2]);
    applyRetention(ctx.db, new Date(Date.now() + 10 * 365 * 24 * 3600_000));
    expect(leadCount()).toBe(0);
    expect(planRows()).toEqual([]);
  });
});
