import compression from 'compression';
import { Router } from 'express';
import { contactFormAction, contactLimits } from '../../shared/contact-schema';
import { designFromQuery } from '../../shared/design/design-query';
import { planQueryParam, planSummary } from '../../shared/design/plan-summary';
import { priceDesign } from '../../shared/design/pricing';
import type { ContactPlan } from '../../shared/render-module';
import type { Db } from '../core/db/types';
import type { PageRenderer } from '../site';
import { currentPriceBook } from './price-book-store';

const unreadable = (reason: string) =>
  `The plan in this address could not be read, so it is not attached: ${reason.replace(/\.?$/, '.')}`;

/**
 * The plan /contact?plan=… carries: its address and its one line, priced with today's price book,
 * or why it cannot be attached. What is sent with the request is checked and priced again by
 * POST /api/contact; this is only what the homeowner sees.
 */
export function readContactPlan(db: Db, plan: string): ContactPlan {
  if (plan.length > contactLimits.plan) return { error: unreadable('it is too long') };
  const parsed = designFromQuery(new URLSearchParams(plan));
  if (!parsed.success) return { error: unreadable(Object.values(parsed.errors)[0] ?? 'it is not a plan') };
  const estimate = priceDesign(parsed.design, currentPriceBook(db));
  return { query: plan, summary: planSummary(parsed.design, estimate.range) };
}

/**
 * /contact with a plan from the planner (its "Request a free consultation with this plan" link),
 * rendered on each request with the plan's summary, so it shows and is sent without JavaScript
 * too. /contact alone is left to the prerendered page.
 */
export function contactPlanPages(db: Db, renderer: PageRenderer): Router {
  const router = Router();
  router.get(contactFormAction.page, compression(), async (req, res, next) => {
    const search = new URL(req.originalUrl, 'http://localhost').search;
    const plan = new URLSearchParams(search).get(planQueryParam);
    if (!plan) return next();
    const html = await renderer.render(`${contactFormAction.page}${search}`, {
      contactPlan: readContactPlan(db, plan),
    });
    res.set({ 'Cache-Control': 'no-store' }).type('html').send(html);
  });
  return router;
}
