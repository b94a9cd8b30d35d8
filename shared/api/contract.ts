import type { ApiRoute } from './route';
import { accountApi } from './account';
import { apiDocApi } from './api-doc';
import { bookingsApi } from './bookings';
import { calendarFeedApi } from './calendar-feed';
import { changeOrdersApi, homeownerChangeOrdersApi } from './change-orders';
import { completionApi } from './completion';
import { contactApi } from './contact';
import { galleryApi } from './gallery';
import { homeownerProposalsApi } from './homeowner-proposals';
import { installsApi } from './installs';
import { invitationApi } from './invitation';
import { jobsApi } from './jobs';
import { leadAnalyticsApi } from './lead-analytics';
import { leadsApi } from './leads';
import { myDayApi } from './my-day';
import { passwordResetApi } from './password-reset';
import { paymentsApi } from './payments';
import { pipelineApi } from './pipeline';
import { priceBookApi } from './price-book';
import { proposalsApi } from './proposals';
import { reviewFormApi } from './review-form';
import { reviewsApi } from './reviews';
import { scheduleApi } from './schedule';
import { signInApi } from './sign-in';
import { siteEventsApi } from './site-events';
import { spacePhotosApi } from './space-photos';
import { teamApi } from './team';

/**
 * Every route of the API, one group a feature. The server's test holds it to what is served, and
 * the OpenAPI document is written from it; pages import their own group's file, never this one.
 */
const contract = {
  account: accountApi,
  apiDoc: apiDocApi,
  invitation: invitationApi,
  passwordReset: passwordResetApi,
  priceBook: priceBookApi,
  signIn: signInApi,
  bookings: bookingsApi,
  spacePhotos: spacePhotosApi,
  gallery: galleryApi,
  reviews: reviewsApi,
  reviewForm: reviewFormApi,
  siteEvents: siteEventsApi,
  team: teamApi,
  schedule: scheduleApi,
  myDay: myDayApi,
  calendarFeed: calendarFeedApi,
  contact: contactApi,
  leads: leadsApi,
  pipeline: pipelineApi,
  proposals: proposalsApi,
  homeownerProposals: homeownerProposalsApi,
  payments: paymentsApi,
  jobs: jobsApi,
  installs: installsApi,
  changeOrders: changeOrdersApi,
  homeownerChangeOrders: homeownerChangeOrdersApi,
  completion: completionApi,
  leadAnalytics: leadAnalyticsApi,
} satisfies Record<string, Record<string, ApiRoute>>;

export const declaredRoutes = (): ApiRoute[] => Object.values(contract).flatMap((group) => Object.values(group));
