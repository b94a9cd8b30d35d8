export { contactRouter } from './contact-router';
export { leadSourceSql } from './lead-source-columns';
export { recordLead } from './lead-store';
export { leadsRouter } from './leads-router';
export { reviewRequestsRouter } from './review-requests-router';
export { changeStage, recordStage } from './stage-store';
export { handOver, openWorkOf } from './lead-handover';
export { bookingPath, issueBookingLink, leadOfBookingLink } from './booking-link';
