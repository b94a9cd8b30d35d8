import { myDayQuerySchema, myDaySchema } from '../my-day';
import { route } from './route';

/** My day: one person's visits on a Connecticut day, for the road. */
export const myDayApi = /* @__PURE__ */ (() => ({
  read: route({
    method: 'GET',
    path: '/api/my-day',
    summary: 'Your visits on a day (today unless `day` says otherwise); anyone’s with calendar:everyone',
    access: { permission: 'leads:read' },
    query: myDayQuerySchema,
    answer: myDaySchema,
  }),
}))();
