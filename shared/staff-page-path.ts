import { staffPages, type StaffPage, type StaffPageParams } from './staff-pages';

// Apart from the table: the public pages' router reads the table, and never needs this.

/** A staff page's address with its parameters filled in: /admin/leads/7/proposal. */
export const staffPagePath = (page: StaffPage, params: StaffPageParams = {}): string =>
  staffPages[page].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** A lead's proposal editor. */
export const leadProposalPagePath = (leadId: number) => staffPagePath('leadProposal', { id: String(leadId) });
