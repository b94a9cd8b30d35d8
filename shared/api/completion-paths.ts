/**
 * The paths the homeowner's page (/proposal/<token>) posts its completion answers to
 * (shared/api/completion.ts): signing off, and saying what is not right. Apart from the
 * declarations, whose schemas the page must not load for a path.
 */
export const proposalSignOffPath = '/api/proposals/:token/sign-off';
export const proposalProblemPath = '/api/proposals/:token/punch-list';
