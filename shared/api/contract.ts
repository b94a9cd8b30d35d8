import type { ApiRoute } from './route';
import { accountApi } from './account';
import { apiDocApi } from './api-doc';
import { calendarFeedApi } from './calendar-feed';
import { invitationApi } from './invitation';
import { myDayApi } from './my-day';
import { passwordResetApi } from './password-reset';
import { priceBookApi } from './price-book';
import { scheduleApi } from './schedule';
import { signInApi } from './sign-in';
import { teamApi } from './team';

/**
 * Every route of the API, one group a feature. The server's test holds it to what is served, and
 * the OpenAPI document is written from it; pages import their own group's file, never this one.
 */
export const contract = {
  account: accountApi,
  apiDoc: apiDocApi,
  invitation: invitationApi,
  passwordReset: passwordResetApi,
  priceBook: priceBookApi,
  signIn: signInApi,
  team: teamApi,
  schedule: scheduleApi,
  myDay: myDayApi,
  calendarFeed: calendarFeedApi,
} satisfies Record<string, Record<string, ApiRoute>>;

export const declaredRoutes = (): ApiRoute[] => Object.values(contract).flatMap((group) => Object.values(group));
