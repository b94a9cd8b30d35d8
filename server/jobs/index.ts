export { jobsRouter } from './jobs-router';
export { jobTiming } from './job-timing';
