import compression from 'compression';
import { Router } from 'express';
import { contactFormAction, contactLimits } from '../../shared/contact-schema';
import { planQueryParam, planSummary } from '../../shared/design/plan-summary';
import type { ContactPlan } from '../../shared/render-module';
import type { Db } from '../core/db/types';
import type { PageRenderer } from '../site';
import { currentPriceBook } from './price-book-store';
import { readPlan } from './plan-snapshot';

/** Said where the plan would be; the page links back to the planner beside it. */
export const unreadablePlan = 'We could not read the plan in this link, so it is not attached to your request.';

/**
 * The plan /contact?plan=… carries, as the planner would write it, with its one line priced with
 * today's price book; or why it cannot be attached (a broken or cut-off link). POST /api/contact
 * checks and prices what is sent again: this is only what the homeowner sees.
 */
function readContactPlan(db: Db, plan: string): ContactPlan {
  const read = plan.length > contactLimits.plan ? undefined : readPlan(plan, currentPriceBook(db));
  if (!read?.success || read.plan.query.length > contactLimits.plan) return { error: unreadablePlan };
  return { query: read.plan.query, summary: planSummary(read.plan.design, read.plan.estimate.range) };
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
