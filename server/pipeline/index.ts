export { calendarFeedRouter, companyFeedLinkRouter, ownFeedLinkRouter } from './calendar-feed-router';
export { bookConsultation, bookConsultationIn, cancelConsultationIn } from './consultation-store';
export { consultationsOn } from './agenda';
export { scheduleDigest } from './digest';
export { leadPipelineRouter, pipelineRouter } from './pipeline-router';
export { visitClash } from './visit-clash';
export { assignVisitsWithoutDesigner, visitTakers, type VisitTaker } from './visit-takers';
