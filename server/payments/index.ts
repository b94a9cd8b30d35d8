export { chargeSignedContract, refundCancelledContract } from './contract-charges';
