export { closeFinishedJobs } from './close-job';
export { completionPhotoUpload } from './completion-photo-upload';
export { completionOf, homeownerCompletionOf } from './completion-view';
export { homeownerCompletionRouter } from './homeowner-completion-router';
export { mayWorkJob } from './may-work-job';
export { staffCompletionRouter } from './staff-completion-router';
export { jobProgressOf, type JobProgress } from './job-progress';
