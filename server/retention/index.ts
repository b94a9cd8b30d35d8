export { applyRetention, scheduleRetention } from './retention';
