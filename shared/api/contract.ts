import type { ApiRoute } from './route';
import { apiDocApi } from './api-doc';
import { calendarFeedApi } from './calendar-feed';
import { myDayApi } from './my-day';
import { priceBookApi } from './price-book';
import { scheduleApi } from './schedule';
import { teamApi } from './team';

/**
 * Every route of the API, one group a feature. The server's test holds it to what is served, and
 * the OpenAPI document is written from it; pages import their own group's file, never this one.
 */
export const contract = {
  apiDoc: apiDocApi,
  priceBook: priceBookApi,
  team: teamApi,
  schedule: scheduleApi,
  myDay: myDayApi,
  calendarFeed: calendarFeedApi,
} satisfies Record<string, Record<string, ApiRoute>>;

export const declaredRoutes = (): ApiRoute[] => Object.values(contract).flatMap((group) => Object.values(group));
