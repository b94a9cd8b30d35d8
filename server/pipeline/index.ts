export { calendarFeedRouter } from './calendar-feed-router';
export { bookConsultation, bookConsultationIn, cancelConsultationIn } from './consultation-store';
export { consultationsOn } from './agenda';
export { scheduleDigest } from './digest';
export { companyFeedLinkRouter, leadPipelineRouter, ownFeedLinkRouter, pipelineRouter } from './pipeline-router';
/** A lead's stage change inside the caller's transaction (a sent proposal quotes the lead). */
export { changeStageIn } from '../leads';
