export { changeOrdersOf } from './change-order-view';
export { changeOrdersHomeownerRouter } from './homeowner-router';
export { changeOrdersStaffRouter } from './staff-router';
export { optionAsChanged } from './job-base';
