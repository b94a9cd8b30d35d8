import { calendarFeedApi } from '../../../../shared/api/calendar-feed';
import { apiQuery, callApi } from '../../lib/call-api';

/** Your link to the company's calendar feed (everyone's visits): when it was made; POST makes a new one. */
export const companyFeedLink = {
  query: apiQuery(calendarFeedApi.companyLink),
  renew: () => callApi(calendarFeedApi.newCompanyLink),
};

/** Your link to your own calendar feed (your visits). */
export const ownFeedLink = {
  query: apiQuery(calendarFeedApi.ownLink),
  renew: () => callApi(calendarFeedApi.newOwnLink),
};
