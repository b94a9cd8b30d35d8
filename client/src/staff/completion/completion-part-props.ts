import type { StaffCompletion } from '../../../../shared/completion/completion-answers';

/** What each part of a job's Completion panel is given: the job, its completion now, and its ids' prefix. */
export type CompletionPartProps = { leadId: number; completion: StaffCompletion; idPrefix: string };
