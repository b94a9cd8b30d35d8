export { contactRouter } from './contact-router';
export { leadSourceSql } from './lead-source-columns';
export { recordLead, type NewLead } from './lead-store';
export { deleteLeadsWhere } from './leads-admin';
export { leadsExportRouter, leadsRouter } from './leads-router';
export { reviewRequestsRouter } from './review-requests-router';
export { changeStage, changeStageIn, recordStage } from './stage-store';
export { handOver, openWorkOf } from './lead-handover';
export { bookingCookie, bookingPath, issueBookingLink, leadOfBookingLink } from './booking-link';
