import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { priceBookPath } from '../../shared/api/public-paths';
import { defaultPriceBook, publicPriceBook, type PriceBook } from '../../shared/design/price-book';
import { oneThirdPercent } from '../../shared/payments/payment-schedule';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { tableContents } from '../test/table-contents';
import { createTestApp } from '../test/test-app';
import { currentPriceBook } from '.';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
beforeEach(async () => ({ ctx, owner } = await appWithOwner()));
afterEach(() => ctx.cleanup());

const agentOf = async (role: 'office' | 'designer') => signedInAgent(ctx.app, (await addTestStaff(ctx.db, role)).email);
const changed: PriceBook = {
  ...defaultPriceBook,
  sectionPrices: { ...defaultPriceBook.sectionPrices, drawers: 480 },
  finishMultipliers: { ...defaultPriceBook.finishMultipliers, 'high-gloss': 1.3 },
  installationMinimum: 1800,
  spread: 0.2,
};
const activityLines = () =>
  ctx.db.$client
    .prepare(
      "SELECT action, actor_id AS actorId, subject_type AS subjectType FROM activity_log WHERE action = 'price-book-changed'",
    )
    .all();

describe('GET /api/price-book', () => {
  it('signed out, a fresh install answers the default price book, never saved, revalidated each time', async () => {
    const res = await request(ctx.app).get(priceBookPath);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ priceBook: publicPriceBook(defaultPriceBook), updatedAt: null });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    expect(currentPriceBook(ctx.db)).toEqual(defaultPriceBook);
  });

  it("keeps the company's settings (the designers' discount cap, the default payment schedule) from homeowners and designers; the owner and office, who set them, read them", async () => {
    for (const reader of [request(ctx.app), await agentOf('designer')]) {
      const res = await reader.get(priceBookPath);
      expect(res.status).toBe(200);
      for (const setting of ['maxDiscountPercent', 'depositPercent', 'progressPercent'])
        expect(res.body.priceBook).not.toHaveProperty(setting);
      expect(res.body.priceBook.sectionPrices).toEqual(defaultPriceBook.sectionPrices);
    }
    for (const editor of [owner, await agentOf('office')]) {
      expect((await editor.get(priceBookPath)).body.priceBook).toMatchObject({
        maxDiscountPercent: defaultPriceBook.maxDiscountPercent,
        depositPercent: oneThirdPercent,
        progressPercent: 0,
      });
    }
  });

  it('a stored price book that no longer checks reads as the defaults', () => {
    ctx.db.$client
      .prepare("INSERT INTO price_book (id, data, updated_at) VALUES (1, ?, '2026-01-01T00:00:00.000Z')")
      .run(JSON.stringify({ ...defaultPriceBook, spread: 3 }));
    expect(currentPriceBook(ctx.db)).toEqual(defaultPriceBook);
  });
});

describe('PUT /api/price-book', () => {
  it('the owner saves it: the answer, GET, currentPriceBook and the activity record all show the change', async () => {
    const res = await owner.put(priceBookPath).send(changed);
    expect(res.status).toBe(200);
    expect(res.body.priceBook).toEqual(changed);
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await owner.get(priceBookPath)).body).toEqual(res.body);
    expect((await request(ctx.app).get(priceBookPath)).body).toEqual({
      ...res.body,
      priceBook: publicPriceBook(changed),
    });
    expect(currentPriceBook(ctx.db)).toEqual(changed);
    expect(activityLines()).toEqual([{ action: 'price-book-changed', actorId: 1, subjectType: 'price-book' }]);
    expect(ctx.db.$client.prepare('SELECT updated_by AS by FROM price_book').get()).toEqual({ by: 1 });
  });

  it('the office saves it too, over the last version', async () => {
    await owner.put(priceBookPath).send(changed);
    const office = await agentOf('office');
    const res = await office.put(priceBookPath).send(defaultPriceBook);
    expect(res.status).toBe(200);
    expect(currentPriceBook(ctx.db)).toEqual(defaultPriceBook);
    expect(activityLines()).toHaveLength(2);
  });

  it('a designer is refused (403) and a signed-out visitor asked to sign in (401); nothing changes', async () => {
    const designer = await agentOf('designer');
    const before = tableContents(ctx.db);
    const refused = await designer.put(priceBookPath).send(changed);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: 'Your role does not allow this' });
    const signedOut = await request(ctx.app).put(priceBookPath).send(changed);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ success: false, error: 'Sign in to continue' });
    expect(tableContents(ctx.db)).toBe(before);
    expect(currentPriceBook(ctx.db)).toEqual(defaultPriceBook);
  });

  it('a bad value is a 400 naming the field in a sentence, and nothing is saved or recorded', async () => {
    const negative = { ...changed, sectionPrices: { ...changed.sectionPrices, drawers: -5 } };
    const res = await owner.put(priceBookPath).send(negative);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      error: 'Please check the form: The drawers price cannot be negative',
    });
    const spread = await owner.put(priceBookPath).send({ ...changed, spread: '0.2' });
    expect(spread.status).toBe(400);
    expect(spread.body.error).toBe('Please check the form: The spread must be a number, e.g. 0.15');
    const missing = await owner.put(priceBookPath).send({ ...changed, accessoryPrices: undefined });
    expect(missing.status).toBe(400);
    expect(currentPriceBook(ctx.db)).toEqual(defaultPriceBook);
    expect(activityLines()).toEqual([]);
  });
  it("holds the designers' discount cap (15% by default): the owner changes it to a whole percent from 0 to 100", async () => {
    expect(defaultPriceBook.maxDiscountPercent).toBe(15);
    for (const bad of [15.5, -1, 101, '20']) {
      const res = await owner.put(priceBookPath).send({ ...changed, maxDiscountPercent: bad });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(
        'Please check the form: The largest designer discount must be a whole percent from 0 to 100',
      );
    }
    const res = await owner.put(priceBookPath).send({ ...changed, maxDiscountPercent: 25 });
    expect(res.status).toBe(200);
    expect(currentPriceBook(ctx.db).maxDiscountPercent).toBe(25);
  });

  it('a price book saved before the cap and the payment schedule existed keeps its prices and takes the defaults', () => {
    const { maxDiscountPercent: _cap, depositPercent: _deposit, progressPercent: _progress, ...before } = changed;
    ctx.db.$client
      .prepare("INSERT INTO price_book (id, data, updated_at) VALUES (1, ?, '2026-01-01T00:00:00.000Z')")
      .run(JSON.stringify(before));
    expect(currentPriceBook(ctx.db)).toEqual({
      ...changed,
      maxDiscountPercent: 15,
      depositPercent: oneThirdPercent,
      progressPercent: 0,
    });
  });

  it('holds the default payment schedule: one-third down unless the owner changes it (above one-third too), and a progress payment', async () => {
    const saved = async (shares: Partial<PriceBook>) => {
      const res = await owner.put(priceBookPath).send({ ...changed, ...shares });
      expect(res.status).toBe(200);
      return currentPriceBook(ctx.db);
    };
    expect(await saved({ depositPercent: 40, progressPercent: 30 })).toMatchObject({
      depositPercent: 40,
      progressPercent: 30,
    });
    expect(await saved({ depositPercent: 33.33, progressPercent: 0 })).toMatchObject({ depositPercent: 33.33 });
    expect(await saved({ depositPercent: oneThirdPercent })).toMatchObject({ depositPercent: oneThirdPercent });

    for (const [shares, problem] of [
      [{ depositPercent: 60 }, 'The deposit must be one-third, or a percent from 0 to 50 with at most two decimals'],
      [
        { depositPercent: 33.333 },
        'The deposit must be one-third, or a percent from 0 to 50 with at most two decimals',
      ],
      [{ progressPercent: '10' }, 'The progress payment must be a percent from 0 to 100 with at most two decimals'],
      [
        { depositPercent: 50, progressPercent: 60 },
        'The deposit and the progress payment together cannot be more than 100% of the total',
      ],
    ] as const) {
      const res = await owner.put(priceBookPath).send({ ...changed, ...shares });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(`Please check the form: ${problem}`);
    }
    expect(currentPriceBook(ctx.db)).toMatchObject({ depositPercent: oneThirdPercent, progressPercent: 0 });
  });
});
