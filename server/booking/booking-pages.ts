import compression from 'compression';
import cookieParser from 'cookie-parser';
import { Router } from 'express';
import { slotQuerySchema, slotStart } from '../../shared/booking';
import type { Db } from '../core/db/types';
import { bookingCookie, bookingPath, leadOfBookingLink } from '../leads';
import type { PageRenderer } from '../site';
import { bookingPageData } from './booking-page-data';
import { bookingPagePath } from '../../shared/paths';

/**
 * The homeowner's booking page, rendered on each request with their data (it hydrates like any page,
 * and works as a plain form without JavaScript). A dead link falls through to the 404 page, which
 * says nothing about whether it ever existed. /book alone follows the cookie a consultation request
 * set, from the thank-you page's "Pick a time" link.
 */
export function bookingPages(db: Db, renderer: PageRenderer): Router {
  const router = Router();

  router.get(bookingPagePath, cookieParser(), (req, res) => {
    const token: unknown = req.cookies?.[bookingCookie];
    const alive = typeof token === 'string' && leadOfBookingLink(db, token) !== undefined;
    res.redirect(303, alive ? bookingPath(token) : '/contact');
  });

  // Rendered per request, so compressed per request (the prerendered pages have their twins on disk).
  router.get(`${bookingPagePath}/:token`, compression(), async (req, res, next) => {
    const token = String(req.params.token ?? '');
    const leadId = leadOfBookingLink(db, token);
    if (leadId === undefined) return next();
    const asked = slotQuerySchema.safeParse(req.query);
    const near = typeof req.query.near === 'string' ? slotStart(req.query.near) : undefined;
    const booking = bookingPageData(db, token, leadId, { ...(asked.success ? asked.data : {}), nearAround: near });
    if (!booking) return next();
    const search = new URL(req.originalUrl, 'http://localhost').search;
    const html = await renderer.render(`${bookingPath(token)}${search}`, { booking });
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).type('html').send(html);
  });

  return router;
}
