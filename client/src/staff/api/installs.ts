import { installsApi } from '../../../../shared/api/installs';
import type { DayKey } from '../../../../shared/business-time';
import type { BookInstall } from '../../../../shared/installs/install-schema';
import { apiQuery, callApi } from '../../lib/call-api';

/** A signed job's install with who can be on a crew: GET /api/contacts/:id/install. */
export const jobInstallQuery = (leadId: number) => apiQuery(installsApi.read, { params: { id: leadId } });

export const bookInstall = (leadId: number, body: BookInstall) =>
  callApi(installsApi.book, { params: { id: leadId }, body });

export const cancelInstall = (leadId: number) => callApi(installsApi.cancel, { params: { id: leadId } });

/** The signed-in person's install days: GET /api/my-day/installs?day=… */
export const myInstallsQuery = (day: DayKey) => apiQuery(installsApi.myDay, { query: { day } });
