export { calendarFeedRouter } from './calendar-feed-router';
export { bookConsultation, bookConsultationIn, cancelConsultationIn } from './consultation-store';
export { consultationsOn } from './agenda';
export { scheduleDigest } from './digest';
export { companyFeedLinkRouter, leadPipelineRouter, ownFeedLinkRouter, pipelineRouter } from './pipeline-router';
export { assignVisitsWithoutDesigner, visitTakers, type VisitTaker } from './visit-takers';
