import { leadChangeOrderPdfPath } from '../../../../shared/api/change-order-paths';
import { changeOrdersApi } from '../../../../shared/api/change-orders';
import type { ChangeOrderDraftInput } from '../../../../shared/change-orders/change-order-schema';
import { pathTo } from '../../../../shared/api/route';
import { apiQuery, callApi } from '../../lib/call-api';

/** GET: a signed job's change orders, and the signed option the next one changes. */
export const changeOrdersQuery = (leadId: number) => apiQuery(changeOrdersApi.read, { params: { id: leadId } });

/** PUT …/open: saves the change order in progress; the answer carries the server's prices for it. */
export const saveChangeOrder = (leadId: number, draft: ChangeOrderDraftInput) =>
  callApi(changeOrdersApi.save, { params: { id: leadId }, body: draft });

/** POST …/open/send: e-mails it to the homeowner's page, signed by the company. */
export const sendChangeOrder = (leadId: number) => callApi(changeOrdersApi.send, { params: { id: leadId } });

/** POST …/open/withdraw: takes back the change order in progress (never a signed one). */
export const withdrawChangeOrder = (leadId: number) => callApi(changeOrdersApi.withdraw, { params: { id: leadId } });

/** A signed change order's PDF, for a link. */
export const changeOrderPdfHref = (leadId: number, number: number) =>
  pathTo({ path: leadChangeOrderPdfPath }, { id: leadId, number });
