import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayOf } from '../../shared/business-time';
import { crossOriginMessage } from '../core/http/same-origin';
import { applyRetention } from '../retention';
import { countSiteEvent } from './site-event-counts';
import { notJsonMessage } from '../core/http/json-body';
import { createTestApp } from '../test/test-app';
import { fieldErrorAnswer } from '../test/field-error-answer';

let ctx: ReturnType<typeof createTestApp>;
const open = (options: Parameters<typeof createTestApp>[0] = {}) => (ctx = createTestApp({ seed: false, ...options }));
afterEach(() => ctx.cleanup());

const counters = () =>
  ctx.db.$client.prepare('SELECT day, path, type, count FROM site_event_counts ORDER BY path, type, day').all();
const post = (body: unknown) =>
  request(ctx.app)
    .post('/api/events')
    .send(body as object);
const today = () => dayOf(new Date());

describe('POST /api/events', () => {
  it('counts each event per day, page and type, and answers 204 with no body', async () => {
    open();
    const first = await post({ type: 'landing', path: '/city/westport' });
    expect(first.status).toBe(204);
    expect(first.text).toBe('');
    await post({ type: 'view', path: '/city/westport' });
    await post({ type: 'view', path: '/city/westport' });
    await post({ type: 'call', path: '/contact' });
    await post({ type: 'email', path: '/contact' });
    expect(counters()).toEqual([
      { day: today(), path: '/city/westport', type: 'landing', count: 1 },
      { day: today(), path: '/city/westport', type: 'view', count: 2 },
      { day: today(), path: '/contact', type: 'call', count: 1 },
      { day: today(), path: '/contact', type: 'email', count: 1 },
    ]);
  });

  it('stores nothing about the visitor: the table has only day, page, type and count', () => {
    open();
    const columns = ctx.db.$client.prepare('PRAGMA table_info(site_event_counts)').all() as { name: string }[];
    expect(columns.map((c) => c.name)).toEqual(['day', 'path', 'type', 'count']);
  });

  it.each([
    [{ type: 'view', path: '/nope' }, 'path', 'path must be a page of this site'],
    [{ type: 'view', path: '/admin' }, 'path', 'path must be a page of this site'],
    [{ type: 'view', path: '/city/westport?utm_source=x' }, 'path', 'path must be a page of this site'],
    [{ type: 'click', path: '/' }, 'type', 'type must be one of landing, view, call, email'],
    [{ path: '/' }, 'type', 'type must be one of landing, view, call, email'],
  ])('400 for %j, and nothing is counted', async (body, field, message) => {
    open();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fieldErrorAnswer(field, message));
    expect(counters()).toEqual([]);
  });

  it('400 for extra keys (an identifier cannot ride along)', async () => {
    open();
    const res = await post({ type: 'view', path: '/', visitor: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fieldErrorAnswer('body', 'Unrecognized key: "visitor"'));
    expect(counters()).toEqual([]);
  });

  it('413 over 1 KB, 415 when not JSON, 400 for malformed JSON; nothing counted', async () => {
    open();
    const big = await post({ type: 'view', path: '/', pad: 'x'.repeat(1100) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, error: 'The request is too large' });
    const text = await request(ctx.app)
      .post('/api/events')
      .set('Content-Type', 'text/plain')
      .send('{"type":"view","path":"/"}');
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ success: false, error: notJsonMessage });
    const broken = await request(ctx.app).post('/api/events').set('Content-Type', 'application/json').send('{"type":');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ success: false, error: 'The request body is not valid JSON' });
    expect(counters()).toEqual([]);
  });

  it('the rest of the API keeps its 16 KB limit', async () => {
    open();
    const res = await request(ctx.app)
      .post('/api/admin/login')
      .send({ password: 'x'.repeat(1000), pad: 'y'.repeat(4000) });
    expect(res.status).not.toBe(413);
  });

  it('403 cross-origin; a same-origin beacon is counted', async () => {
    open();
    const cross = await request(ctx.app)
      .post('/api/events')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ type: 'view', path: '/' });
    expect(cross.status).toBe(403);
    expect(cross.body).toEqual({ success: false, error: crossOriginMessage });
    const same = await request(ctx.app)
      .post('/api/events')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ type: 'view', path: '/' });
    expect(same.status).toBe(204);
    expect(counters()).toEqual([{ day: today(), path: '/', type: 'view', count: 1 }]);
  });

  it('over the per-IP limit answers 204 with no body and counts nothing (no console error on the page)', async () => {
    open({ rateLimits: { events: 2 } });
    expect((await post({ type: 'view', path: '/' })).status).toBe(204);
    expect((await post({ type: 'view', path: '/' })).status).toBe(204);
    const limited = await post({ type: 'view', path: '/' });
    expect(limited.status).toBe(204);
    expect(limited.text).toBe('');
    expect(counters()).toEqual([{ day: today(), path: '/', type: 'view', count: 2 }]);
  });
});

describe('the day of a count', () => {
  afterEach(() => vi.useRealTimers());

  it('is the Connecticut day: a view at 8 pm on a Sunday counts on that Sunday, not on Monday (UTC)', async () => {
    open();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T01:00:00Z')); // Sunday 22 November, 8 pm EST
    expect((await post({ type: 'view', path: '/' })).status).toBe(204);
    vi.setSystemTime(new Date('2026-11-23T05:00:00Z')); // Monday, midnight EST
    expect((await post({ type: 'view', path: '/' })).status).toBe(204);
    expect(counters()).toEqual([
      { day: '2026-11-22', path: '/', type: 'view', count: 1 },
      { day: '2026-11-23', path: '/', type: 'view', count: 1 },
    ]);
  });
});

describe('counter retention', () => {
  it('the retention job deletes counters older than 25 months and keeps the rest', () => {
    open();
    const now = new Date('2026-11-22T12:00:00Z');
    // The last minute of 21 October 2024 and the first of the 22nd, in Connecticut (EDT).
    countSiteEvent(ctx.db, { type: 'view', path: '/' }, new Date('2024-10-22T03:59:00Z'));
    countSiteEvent(ctx.db, { type: 'view', path: '/' }, new Date('2024-10-22T04:00:00Z'));
    countSiteEvent(ctx.db, { type: 'view', path: '/' }, now);
    expect(applyRetention(ctx.db, now).analyticsCounters).toBe(1);
    expect((counters() as { day: string }[]).map((r) => r.day)).toEqual(['2024-10-22', '2026-11-22']);
  });
});
