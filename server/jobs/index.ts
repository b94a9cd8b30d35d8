export { jobsRouter } from './jobs-router';
