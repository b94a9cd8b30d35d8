import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { contactRateLimitMessage } from './rate-limit';
import { createTestApp } from '../../test/test-app';

/** The public forms posted by a browser without JavaScript: the same schema and guards. */

type Ctx = ReturnType<typeof createTestApp>;
let ctx: Ctx;
const open = (options: Parameters<typeof createTestApp>[0] = {}) => {
  ctx = createTestApp({ rateLimits: { contact: 0, review: 0 }, ...options });
  return ctx;
};
afterEach(() => ctx?.cleanup());

// What a browser sends: Origin and Sec-Fetch-Site of the page, one `rooms` per ticked box.
const browserPost = (path: string, body: string) =>
  request(ctx.app)
    .post(path)
    .set('Origin', 'http://127.0.0.1')
    .set('Host', '127.0.0.1')
    .set('Sec-Fetch-Site', 'same-origin')
    .type('form')
    .send(body);

const contactFields = (overrides: Record<string, string | string[]> = {}) => {
  const fields: Record<string, string | string[]> = {
    name: 'Dana Whitfield',
    email: 'Dana@Example.com',
    phone: '203.555.0199',
    zip: '06880',
    rooms: ['Pantry', 'Garage'],
    message: 'Pantry shelves, please.',
    website: '',
    ...overrides,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) params.append(key, v);
  return params.toString();
};

const leads = () =>
  ctx.db.$client.prepare('SELECT name, email, phone, rooms, is_spam AS spam FROM contact_submissions').all();

describe('POST /api/contact as a plain form post', () => {
  it('stores the lead and answers 303 to the thank-you page, with nothing of it in the URL', async () => {
    open();
    const res = await browserPost('/api/contact', contactFields());
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact/thank-you');
    expect(leads()).toEqual([
      {
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        phone: '(203) 555-0199',
        rooms: JSON.stringify(['Pantry', 'Garage']),
        spam: 0,
      },
    ]);
  });

  it('one ticked room arrives as a single field and is stored as a list', async () => {
    open();
    expect((await browserPost('/api/contact', contactFields({ rooms: 'Mudroom' }))).status).toBe(303);
    expect(leads()).toMatchObject([{ rooms: JSON.stringify(['Mudroom']) }]);
  });

  it('the same form sent twice is one lead; a filled honeypot is answered alike and stored as spam', async () => {
    open();
    expect((await browserPost('/api/contact', contactFields())).status).toBe(303);
    expect((await browserPost('/api/contact', contactFields())).status).toBe(303);
    const bot = await browserPost('/api/contact', contactFields({ name: 'Bot', website: 'https://spam.example' }));
    expect(bot.status).toBe(303);
    expect(bot.headers.location).toBe('/contact/thank-you');
    expect(leads()).toMatchObject([
      { name: 'Dana Whitfield', spam: 0 },
      { name: 'Bot', spam: 1 },
    ]);
  });

  it('an invalid form gets a 400 page with each error beside its field and every field refilled', async () => {
    open();
    const res = await browserPost(
      '/api/contact',
      contactFields({ name: '', zip: '6880', rooms: [], message: 'Shelves "quoted" & <b>bold</b>' }),
    );
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<label for="field-name">Name</label>');
    expect(res.text).toContain('<strong id="field-name-error">Name is required</strong>');
    expect(res.text).toContain(
      '<strong id="field-zip-error">Enter a 5-digit ZIP code (or ZIP+4, e.g. 06880-1234)</strong>',
    );
    expect(res.text).toContain('<strong id="field-rooms-error">Select at least one room</strong>');
    expect(res.text).toContain('value="Dana@Example.com"');
    expect(res.text).toContain('value="6880"');
    expect(res.text).toContain('Shelves &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;</textarea>');
    expect(res.text).toContain('<a href="/contact">Back to the form</a>');
    expect(res.text).not.toContain('<script');
    expect(leads()).toEqual([]);
  });

  it('a ticked room is kept ticked on the error page', async () => {
    open();
    const res = await browserPost('/api/contact', contactFields({ name: '', rooms: 'Garage' }));
    expect(res.text).toMatch(/name="rooms" value="Garage" checked>/);
    expect(res.text).toMatch(/name="rooms" value="Pantry">/);
  });

  it('a cross-origin form post is refused on the same plain page, nothing stored', async () => {
    open();
    const res = await request(ctx.app)
      .post('/api/contact')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send(contactFields());
    expect(res.status).toBe(403);
    expect(res.text).toContain('<p>Cross-origin requests are not allowed</p>');
    expect(leads()).toEqual([]);
  });

  it('over the rate limit a form post gets the 429 text on the page, its fields kept', async () => {
    open({ rateLimits: { contact: 1 } });
    expect((await browserPost('/api/contact', contactFields())).status).toBe(303);
    const res = await browserPost('/api/contact', contactFields({ message: 'A second request.' }));
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.text).toContain('<h1>Your request was not sent</h1>');
    expect(res.text).toContain(`<p>${contactRateLimitMessage}</p>`);
    expect(res.text).toContain('A second request.</textarea>');
    expect(leads()).toHaveLength(1);
  });

  it('JSON to the same route keeps its JSON answer', async () => {
    open();
    const res = await request(ctx.app)
      .post('/api/contact')
      .send({
        name: 'Jo',
        email: 'jo@example.com',
        phone: '2035550100',
        zip: '06880',
        rooms: ['Pantry'],
        message: 'Hi',
      });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('more than 50 fields is refused', async () => {
    open();
    const res = await browserPost('/api/contact', `${contactFields()}&${'x=1&'.repeat(60)}`);
    expect(res.status).toBe(413);
    expect(leads()).toEqual([]);
  });
});

const reviewFields = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    customerName: 'Jen M.',
    location: 'Milford',
    projectType: 'Pantry Storage',
    rating: '5',
    reviewText: 'The pantry pull-outs changed how we cook every day.',
    email: 'jen@example.com',
    consent: 'on',
    website: '',
    ...overrides,
  }).toString();

const reviews = () =>
  ctx.db.$client
    .prepare('SELECT customer_name AS name, rating, approved FROM testimonials WHERE email IS NOT NULL')
    .all();

describe('POST /api/testimonials as a plain form post', () => {
  it('stores one pending review and answers 303 to its thank-you page', async () => {
    open();
    const res = await browserPost('/api/testimonials', reviewFields());
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/review/thank-you');
    expect((await browserPost('/api/testimonials', reviewFields())).status).toBe(303);
    expect(reviews()).toEqual([{ name: 'Jen M.', rating: '5', approved: 'false' }]);
  });

  it('without the consent box ticked: the error beside the consent label, the rating kept', async () => {
    open();
    const body = new URLSearchParams(reviewFields());
    body.delete('consent');
    const res = await browserPost('/api/testimonials', body.toString());
    expect(res.status).toBe(400);
    expect(res.text).toContain('<strong id="field-consent-error">Please agree so we can publish your review</strong>');
    expect(res.text).toMatch(/name="rating" value="5" checked> <label for="field-rating-4">5 stars<\/label>/);
    expect(res.text).toContain('<option selected>Pantry Storage</option>');
    expect(res.text).toContain('<a href="/review">Back to the form</a>');
    expect(reviews()).toEqual([]);
  });

  it('a filled honeypot is answered like a person and not stored', async () => {
    open();
    const res = await browserPost('/api/testimonials', reviewFields({ website: 'spam' }));
    expect(res.status).toBe(303);
    expect(reviews()).toEqual([]);
  });

  it('PATCH /api/testimonials/:id stays JSON only', async () => {
    open();
    const res = await request(ctx.app).patch('/api/testimonials/1').type('form').send('approved=true');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, error: 'Send the request as application/json' });
  });
});
