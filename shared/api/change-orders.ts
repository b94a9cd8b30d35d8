import * as z from 'zod/mini';
import { leadIdSchema, leadParamsSchema } from '../admin-schema';
import { staffChangeOrdersSchema } from '../change-orders/change-order-answers';
import { changeOrderDraftSchema } from '../change-orders/change-order-schema';
import { signChangeOrderSchema } from '../change-orders/sign-change-order-schema';
import { literalValue } from './lean-schemas';
import { changeOrderPdfPath, changeOrderSignPath, leadChangeOrderPdfPath } from './change-order-paths';
import { route } from './route';
import { formPostNote, tokenParams } from './secret-link-route';

const changeOrdersPath = '/api/contacts/:id/change-orders';
const work = { permission: 'leads:work' } as const;
const numberParam = () =>
  z.string().check(z.regex(/^[1-9]\d{0,3}$/, { error: 'A change order is named by its number' }));

/**
 * A signed job's change orders for staff: read them, save the one in progress (priced by the
 * server), send it to the homeowner, withdraw it before it is signed, and download a signed one.
 */
export const changeOrdersApi = {
  read: route({
    method: 'GET',
    path: changeOrdersPath,
    summary: "The job's change orders, and the signed option the next one changes",
    access: work,
    params: leadParamsSchema,
    answer: staffChangeOrdersSchema,
  }),
  save: route({
    method: 'PUT',
    path: `${changeOrdersPath}/open`,
    summary: 'Save the change order in progress (the next number on the first save); the server prices it',
    access: work,
    params: leadParamsSchema,
    body: changeOrderDraftSchema,
    answer: staffChangeOrdersSchema,
  }),
  send: route({
    method: 'POST',
    path: `${changeOrdersPath}/open/send`,
    summary: "E-mail the change order in progress to the homeowner's page, signed by the company",
    access: work,
    params: leadParamsSchema,
    answer: staffChangeOrdersSchema,
  }),
  withdraw: route({
    method: 'POST',
    path: `${changeOrdersPath}/open/withdraw`,
    summary: 'Withdraw the change order in progress (never a signed one)',
    access: work,
    params: leadParamsSchema,
    answer: staffChangeOrdersSchema,
  }),
  pdf: route({
    method: 'GET',
    path: leadChangeOrderPdfPath,
    summary: 'A signed change order, as the homeowner was e-mailed it',
    access: { permission: 'leads:read' },
    params: z.object({ id: leadIdSchema, number: numberParam() }),
    contentType: 'application/pdf',
  }),
};

/** The homeowner's side, from their proposal page (/proposal/<token>). */
export const homeownerChangeOrdersApi = {
  sign: route({
    method: 'POST',
    path: changeOrderSignPath,
    summary: `Sign the change order sent, as the contract was signed; ${formPostNote}`,
    access: 'secret-link',
    formPost: true,
    params: tokenParams,
    body: signChangeOrderSchema,
    answer: z.object({ success: literalValue(true), message: z.string() }),
  }),
  pdf: route({
    method: 'GET',
    path: changeOrderPdfPath,
    summary: 'A signed change order (PDF)',
    access: 'secret-link',
    params: z.object({ token: z.string(), number: numberParam() }),
    contentType: 'application/pdf',
  }),
};
