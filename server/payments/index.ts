export { chargeSignedContract, refundCancelledContract } from './contract-charges';
export { staffPaymentsRouter } from './staff-payments-router';
