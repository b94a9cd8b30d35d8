export { closeFinishedJobs } from './close-job';
export { completionPhotoUpload } from './completion-photo-upload';
export { homeownerCompletionOf } from './completion-view';
export { homeownerCompletionRouter } from './homeowner-completion-router';
export { staffCompletionRouter } from './staff-completion-router';
export { jobProgressOf, type JobProgress } from './job-progress';
