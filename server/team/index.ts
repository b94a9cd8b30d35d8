export { prepareOwner } from './owner-account';
export { teamRouter } from './team-router';
export { invitationRouter } from './invitation-router';
export { forgotPasswordRouter, passwordResetRouter } from './password-reset-router';
export { accountRouter } from './account-router';
export { authRouter } from './auth-router';
export { handoverRouter } from './handover-router';
