export { chargeSignedContract, refundCancelledContract } from './contract-charges';
export { homeownerPaymentsOf } from './homeowner-payments';
export { staffPaymentsRouter } from './staff-payments-router';
