import type { Lead } from '../../shared/admin-schema';
import { formatSpreadsheetTime } from '../../shared/business-time';
import { leadSourceLabel } from '../../shared/lead-source-label';
import type { LeadPlan } from '../../shared/design/lead-plan';
import { dollarRange, plannedSpace } from '../../shared/design/plan-summary';
import { leadStageLabels, type LeadPipeline } from '../../shared/pipeline';
import { spreadsheetCsv } from '../core/spreadsheet-csv';
import { pipelineCsvCells, pipelineCsvHeader } from './pipeline-csv';

const header = [
  ...['Received (ET)', 'Name', 'Email', 'Phone', 'ZIP', 'Rooms', 'Message', 'Stage'],
  ...['Source', 'UTM source', 'UTM medium', 'UTM campaign', 'Referrer', 'Landing page', 'Form page'],
  ...pipelineCsvHeader,
  ...['Planned space', 'Estimate'],
];

/** "Walk-In Closet, 3 walls" and "$4,200–$5,700" as stored with the lead; empty without a plan. */
const planCells = (plan: LeadPlan | undefined) =>
  plan ? [plannedSpace(plan.design), dollarRange(plan.estimate)] : ['', ''];

/** The leads as a spreadsheet (server/core/spreadsheet-csv.ts: Excel's encoding, formula-looking cells neutralised). */
export function leadsToCsv(
  leads: Lead[],
  pipeline: Record<number, LeadPipeline> = {},
  plans: ReadonlyMap<number, LeadPlan> = new Map(),
): string {
  const rows = leads.map((l) => [
    ...[
      formatSpreadsheetTime(l.receivedAt),
      l.name,
      l.email,
      l.phone,
      l.zip,
      l.rooms.join('; '),
      l.message,
      leadStageLabels[l.status],
    ],
    leadSourceLabel(l),
    ...[l.utmSource, l.utmMedium, l.utmCampaign, l.referrerHost, l.landingPath, l.formPath].map((v) => v ?? ''),
    ...pipelineCsvCells(pipeline[l.id]),
    ...planCells(plans.get(l.id)),
  ]);
  return spreadsheetCsv(header, rows);
}
