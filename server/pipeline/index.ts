export { calendarFeedRouter } from './calendar-feed-router';
export { bookConsultation } from './consultation-store';
export { scheduleDigest } from './digest';
export { pipelineRouter } from './pipeline-router';
