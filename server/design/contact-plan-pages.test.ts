import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { designFromQuery } from '../../shared/design/design-query';
import { defaultPriceBook, type PriceBook } from '../../shared/design/price-book';
import { planSummary } from '../../shared/design/plan-summary';
import { priceDesign } from '../../shared/design/pricing';
import type { SiteData } from '../../shared/render-module';
import { createAppOnBuild, renderTemplate, stubSiteDataScript, writeBuild } from '../test/fake-build';
import { unreadablePlan } from './contact-plan-pages';
import { savePriceBook } from './price-book-store';

/**
 * A build whose stand-in server-render bundle prints the URL it rendered; the data it was given is
 * in the page's data block, as with the real bundle (client/e2e/plan-request.spec.ts runs that one).
 */
function buildWithBundle(): string {
  return writeBuild('closets-contact-plan-', {
    'client/index.html': '<!doctype html><title>Home (built)</title>',
    'client/contact/index.html': '<!doctype html><title>Contact (built)</title>',
    'client/404.html': '<!doctype html><title>Not found</title>',
    'server/template.html': renderTemplate,
    'server/entry-server.js': `export async function render(url, data) { return { html: '<title>' + url + '</title><main></main>', data }; }
     ${stubSiteDataScript}`,
  });
}

let ctx: ReturnType<typeof createAppOnBuild>;
beforeEach(() => {
  ctx = createAppOnBuild(buildWithBundle());
});
afterEach(() => ctx.cleanup());

const walkIn = 'space=walk-in-closet&ceiling=96&w1=120&w2=96&w3=96';
const contactWith = (plan: string) => `/contact?plan=${encodeURIComponent(plan)}`;

async function renderedData(url: string): Promise<SiteData> {
  const res = await request(ctx.app).get(url).set('Accept-Encoding', 'identity');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.text).toContain(`<title>${url}</title>`);
  const block = /<script type="application\/json" id="site-data">(.*?)<\/script>/.exec(res.text);
  return JSON.parse(block![1]!) as SiteData;
}

describe('/contact?plan=…, rendered on the server', () => {
  it('a plan from the planner: its address as the planner writes it and its one line, priced with the price book', async () => {
    const data = await renderedData(contactWith(walkIn));
    expect(data.contactPlan?.summary).toBe('Walk-In Closet, 3 walls, estimated $4,850–$6,600');
    // The walls sent without sections get the starting layout: the address sent is the plan summed up.
    const sent = data.contactPlan?.query ?? '';
    expect(sent).toMatch(/^space=walk-in-closet&ceiling=96&w1=120&s1=[a-z-]+\.\d+/);
    const reread = designFromQuery(new URLSearchParams(sent));
    expect(reread.success && planSummary(reread.design, priceDesign(reread.design, defaultPriceBook).range)).toBe(
      data.contactPlan?.summary,
    );
  });

  it('follows the price book staff saved', async () => {
    const dearer: PriceBook = {
      ...defaultPriceBook,
      sectionPrices: {
        ...defaultPriceBook.sectionPrices,
        'double-hang': defaultPriceBook.sectionPrices['double-hang'] * 2,
      },
    };
    savePriceBook(ctx.db, dearer, null);
    const { contactPlan } = await renderedData(contactWith(walkIn));
    const design = designFromQuery(new URLSearchParams(walkIn));
    if (!design.success) throw new Error('the walk-in should read');
    expect(contactPlan?.summary).toBe(planSummary(design.design, priceDesign(design.design, dearer).range));
    expect(contactPlan?.summary).not.toBe('Walk-In Closet, 3 walls, estimated $4,850–$6,600');
  });

  it('a plan that cannot be read (not a plan, a wall the planner refuses, too long) is not attached and says so', async () => {
    for (const plan of ['nonsense', 'space=walk-in-closet&ceiling=96&w1=10', `${walkIn}&n1=${'x'.repeat(2000)}`]) {
      expect((await renderedData(contactWith(plan))).contactPlan, plan.slice(0, 40)).toEqual({ error: unreadablePlan });
    }
  });

  it('/contact without a plan is the prerendered page', async () => {
    for (const url of ['/contact', '/contact?plan=', '/contact?utm_source=newsletter']) {
      const res = await request(ctx.app).get(url).set('Accept-Encoding', 'identity');
      expect(res.text, url).toContain('<title>Contact (built)</title>');
    }
  });
});
