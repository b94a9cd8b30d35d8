import express, { type Express } from 'express';
import { business } from '../shared/business';
import { stripeWebhookPath } from '../shared/api/payment-paths';
import { adminSessionMiddleware } from './core/auth/admin-session';
import { loadStaff } from './core/auth/staff-guard';
import { recordRefusals } from './core/activity/refusals';
import { sameOriginOnly } from './core/http/same-origin';
import type { Db } from './core/db/types';
import { apiErrorHandler, apiNotFound, siteErrorHandler, siteNotFound } from './core/http/http-errors';
import { jsonBody, publicFormBody } from './core/http/json-body';
import { defaultMailSettings, type MailSettings } from './core/mail/email';
import { defaultRateLimits, type RateLimits } from './core/http/rate-limit';
import { createLogger, requestLogger, type Logger } from './core/logger';
import {
  calendarFeedRouter,
  companyFeedLinkRouter,
  leadPipelineRouter,
  ownFeedLinkRouter,
  pipelineRouter,
} from './pipeline';
import { contactRouter, leadsExportRouter, leadsRouter, reviewRequestsRouter } from './leads';
import { analyticsRouter, eventsRouter } from './analytics';
import { apiDocRouter } from './api-doc';
import { galleryUpload, type GalleryOptions, galleryRouter, serveMedia } from './gallery';
import { contactPlanPages, planPages, priceBookRouter } from './design';
import { healthRouter, type HealthOptions } from './health';
import { jobTiming, jobsRouter } from './jobs';
import { cancelInstall, installRouter } from './installs';
import { contractNumbersOf, leadContractRouter, proposalPages, proposalRouter, proposalStaffRouter } from './proposals';
import { changeOrdersHomeownerRouter, changeOrdersOf, changeOrdersStaffRouter } from './change-orders';
import { testimonialsRouter } from './reviews';
import {
  closeFinishedJobs,
  completionPhotoUpload,
  homeownerCompletionRouter,
  staffCompletionRouter,
} from './completion';
import {
  createPayments,
  homeownerPaymentsRouter,
  jobMoneySummaries,
  paymentsReportsRouter,
  staffPaymentsRouter,
  stripeWebhookRouter,
  type Payments,
} from './payments';
import { securityHeaders } from './core/http/security-headers';
import { createLivePages, pageRenderer, prerenderedSite, staffAreaPages } from './site';

import {
  bookingPages,
  bookingRouter,
  myDayRouter,
  scheduleRouter,
  spacePhotoImages,
  spacePhotoUpload,
} from './booking';
import {
  accountRouter,
  authRouter,
  forgotPasswordRouter,
  handoverRouter,
  invitationRouter,
  passwordResetRouter,
  teamRouter,
} from './team';

export interface AppOptions {
  db: Db;
  /** Folder of the client build; omit to run the API alone (tests, dev server). */
  distDir?: string;
  /** Structured logger; silent when omitted. */
  logger?: Logger;
  logError?: (err: unknown) => void;
  /** SESSION_SECRET; without it the key file's cookie secret signs (core/secrets; never in the database). */
  sessionSecret?: string;
  /** TRUST_PROXY, passed to Express's 'trust proxy' so client IPs, host and HTTPS are seen right. */
  trustProxy?: boolean | number | string;
  /** Per-IP limits; each one left out keeps its production default. */
  rateLimits?: Partial<RateLimits>;
  /** The public site address used in e-mailed links (SITE_URL). */
  siteUrl?: string;
  /** What /readyz reports beyond the database (the backup folder). */
  health?: HealthOptions;
  /** `npm run dev`: Vite serves the pages after this app and injects inline scripts, so no CSP. */
  devServer?: boolean;
  /** Project photos (MEDIA_DIR); omit to run without /api/gallery and /media. */
  gallery?: GalleryOptions;
  /** Re-render the pages with photos and reviews at start and after each change (needs a full build). */
  livePages?: boolean;
  /** LEAD_NOTIFY_TO and SEND_CONFIRMATION, read once at start and handed to what sends mail. */
  mail?: MailSettings;
  /** Online payment (Stripe) and the refund sender, made once by server/index.ts; none: no online payment. */
  payments?: Payments;
}

/**
 * The site's one request path, in order: the request log line, the security headers, the health
 * probes, the prerendered pages and assets from memory, the JSON API behind one set of guards, then
 * redirects and the 404 page (docs/decisions/007-one-request-path.md).
 */
export function createApp({
  db,
  distDir,
  logger = createLogger('silent'),
  logError = (err) => logger.error({ err }, 'unhandled error'),
  sessionSecret,
  trustProxy = false,
  rateLimits,
  siteUrl = business.defaultSiteUrl,
  health,
  devServer = false,
  gallery,
  livePages = false,
  mail = defaultMailSettings,
  payments = createPayments({ db, logError, siteUrl }),
}: AppOptions): Express {
  const limits = { ...defaultRateLimits, ...rateLimits };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);

  app.use(requestLogger(logger));
  app.use(
    securityHeaders({
      contentSecurityPolicy: !devServer,
      formTargets: payments.checkoutOrigin ? [payments.checkoutOrigin] : [],
    }),
  );
  app.use(healthRouter(db, health));

  if (gallery) app.use('/media', serveMedia(gallery.mediaDir));
  const site = distDir ? prerenderedSite(distDir) : undefined;
  const renderer = distDir ? pageRenderer(distDir) : undefined;
  // Before the prerendered files: a plan's address is /plan with a query, and /contact with a plan
  // attached is /contact?plan=…, both rendered per request.
  if (renderer) app.use(planPages(db, renderer), contactPlanPages(db, renderer));
  if (renderer) app.use(staffAreaPages(renderer));
  if (site) app.use(site.serveFile);
  const live = site && livePages ? createLivePages({ db, distDir: distDir!, siteUrl, logError }) : undefined;
  live?.changed('photos');
  live?.changed('reviews');
  app.locals.livePages = live;

  const api = express.Router();
  api.use(sameOriginOnly);
  // Page events are tiny beacons: a stricter limit, parsed before the router's general one.
  api.use('/events', jsonBody({ limit: '1kb' }));
  // The public forms and the booking page also work without JavaScript; every other route is JSON only.
  api.post(
    ['/contact', '/testimonials', '/bookings/:token', '/bookings/:token/cancel', '/bookings/:token/times'],
    publicFormBody(),
  );
  // A drawn signature may be long: the accept form takes up to 64 KB.
  api.post('/proposals/:token/accept', publicFormBody({ limit: '64kb' }));
  api.post(
    [
      '/proposals/:token/decline',
      '/proposals/:token/cancel',
      '/proposals/:token/payments',
      '/proposals/:token/sign-off',
      '/proposals/:token/punch-list',
    ],
    publicFormBody(),
  );
  api.post('/proposals/:token/change-order/sign', publicFormBody({ limit: '64kb' }));
  // A payment counted may finish a job that is signed off with its punch list clear (server/completion).
  const onPaid = () => void closeFinishedJobs(db, { siteUrl, now: new Date() });
  // Stripe signs the exact bytes it sends: its webhook reads them raw and checks the signature on
  // them. Stripe's servers hold no session, so the webhook is served ahead of the session and guards.
  api.post(stripeWebhookPath.replace(/^\/api/, ''), express.raw({ type: 'application/json', limit: '256kb' }));
  api.use(stripeWebhookRouter(db, payments, { onPaid }));
  // Reads who is signed in wherever there is a session; each staff route is guarded by its own
  // requirePermission (core/auth/staff-guard.ts).
  api.use(adminSessionMiddleware(db, sessionSecret, logError));
  api.use(loadStaff(db));
  api.use(recordRefusals(db));
  // The photo upload is the one multipart route, so it is routed ahead of the JSON body policy.
  if (gallery) api.use(galleryUpload(db, gallery));
  if (gallery) {
    const upload = spacePhotoUpload(db, { mediaDir: gallery.mediaDir, minFreeBytes: gallery.minFreeBytes, logError });
    api.use(upload);
    api.use(completionPhotoUpload(db, gallery));
  }
  api.use(jsonBody());
  // Each feature's routes, served from their declarations in the API contract (shared/api/, README).
  api.use(authRouter(db, { loginLimit: limits.login, siteUrl }));
  api.use(teamRouter(db, { siteUrl, mailConfigured: mail.configured }));
  api.use(handoverRouter(db));
  api.use(accountRouter(db, { loginLimit: limits.login, siteUrl }));
  api.use(invitationRouter(db, limits.login));
  api.use(forgotPasswordRouter(db, { siteUrl, loginLimit: limits.login }));
  api.use(passwordResetRouter(db, { loginLimit: limits.login }));
  api.use(analyticsRouter(db));
  api.use(contactRouter(db, { rateLimit: limits.contact, siteUrl, mail }));
  api.use(bookingRouter(db, { siteUrl, rateLimit: limits.booking, notifyTo: mail.notifyTo }));
  api.use(
    proposalRouter(db, {
      siteUrl,
      rateLimit: limits.booking,
      notifyTo: mail.notifyTo,
      onlinePayment: payments.onlinePayment,
      onContractCancelled: (leadId) => {
        void payments.refunds.run();
        // A cancelled contract's install is not worked: off the crew's days and feeds, and the homeowner's calendar.
        cancelInstall(db, leadId);
      },
    }),
  );
  api.use(homeownerPaymentsRouter(db, payments, { siteUrl, rateLimit: limits.booking }));
  api.use(changeOrdersHomeownerRouter(db, { rateLimit: limits.booking, notifyTo: mail.notifyTo }));
  api.use(leadsExportRouter(db));
  api.use(
    leadsRouter(db, {
      mediaDir: gallery?.mediaDir,
      mailConfigured: mail.configured,
      jobMoney: (leadIds) => jobMoneySummaries(db, leadIds, new Date()),
    }),
  );
  api.use(reviewRequestsRouter(db, { siteUrl }));
  if (gallery) api.use(spacePhotoImages(db, { mediaDir: gallery.mediaDir }));
  api.use(leadContractRouter(db));
  api.use(proposalStaffRouter(db, { siteUrl }));
  api.use(changeOrdersStaffRouter(db, { siteUrl }));
  api.use(staffPaymentsRouter(db, payments, { onPaid }));
  api.use(jobsRouter(db));
  api.use(
    staffCompletionRouter(db, {
      siteUrl,
      onPhotosPublished: () => gallery?.onChange?.(),
      onPaymentRecorded: () => void payments.receipts.run(),
    }),
  );
  api.use(homeownerCompletionRouter(db, { siteUrl, rateLimit: limits.booking }));
  api.use(paymentsReportsRouter(db, { contractNumbers: (leadIds) => contractNumbersOf(db, leadIds) }));
  api.use(leadPipelineRouter(db, { siteUrl }));
  api.use(pipelineRouter(db, { jobTiming: (since, now) => jobTiming(db, since, now) }));
  api.use(companyFeedLinkRouter(db, { siteUrl }));
  api.use(ownFeedLinkRouter(db, { siteUrl }));
  api.use(calendarFeedRouter(db));
  api.use(scheduleRouter(db));
  api.use(myDayRouter(db));
  api.use(installRouter(db));
  api.use(priceBookRouter(db));
  api.use(apiDocRouter());
  api.use(
    testimonialsRouter(db, {
      rateLimit: limits.review,
      onChange: () => live?.changed('reviews'),
      notifyTo: mail.notifyTo,
    }),
  );
  api.use(eventsRouter(db, limits.events));
  if (gallery) {
    const onChange = () => {
      gallery.onChange?.();
      live?.changed('photos');
    };
    const onReviewsChange = () => live?.changed('reviews');
    api.use(galleryRouter(db, { mediaDir: gallery.mediaDir, onChange, onReviewsChange }));
  }
  api.use(apiNotFound);
  api.use(apiErrorHandler(logError));
  app.use('/api', api);

  if (renderer) app.use(bookingPages(db, renderer));
  if (renderer) {
    // A signed job's parts beside the contract on the homeowner's page, each from its own feature.
    const jobParts = (leadId: number) => ({ changeOrders: changeOrdersOf(db, leadId) });
    app.use(proposalPages(db, renderer, { onlinePayment: payments.onlinePayment, jobParts }));
  }
  if (site) app.use(site.fallback, siteNotFound);
  app.use(siteErrorHandler(logError));
  return app;
}
