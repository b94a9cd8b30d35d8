import { stringify } from 'csv-stringify/sync';
import type { Lead } from '../../shared/admin-schema';
import { formatSpreadsheetTime } from '../../shared/business-time';
import { leadSourceLabel } from '../../shared/lead-source-label';
import type { LeadPlan } from '../../shared/design/lead-plan';
import { dollarRange, plannedSpace } from '../../shared/design/plan-summary';
import { leadStageLabels, type LeadPipeline } from '../../shared/pipeline';
import { pipelineCsvCells, pipelineCsvHeader } from './pipeline-csv';

/**
 * OWASP CSV injection: a cell that starts with = + - @ (or a tab / carriage return) could run as
 * a formula in Excel; a leading single quote makes it plain text.
 */
function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const header = [
  ...['Received (ET)', 'Name', 'Email', 'Phone', 'ZIP', 'Rooms', 'Message', 'Stage'],
  ...['Source', 'UTM source', 'UTM medium', 'UTM campaign', 'Referrer', 'Landing page', 'Form page'],
  ...pipelineCsvHeader,
  ...['Planned space', 'Estimate'],
];

/** "Walk-In Closet, 3 walls" and "$4,200–$5,700" as stored with the lead; empty without a plan. */
const planCells = (plan: LeadPlan | undefined) =>
  plan ? [plannedSpace(plan.design), dollarRange(plan.estimate)] : ['', ''];

/** UTF-8 with a byte-order mark and CRLF line ends, which Excel opens without a wizard. */
export function leadsToCsv(
  leads: Lead[],
  pipeline: Record<number, LeadPipeline> = {},
  plans: ReadonlyMap<number, LeadPlan> = new Map(),
): string {
  const rows = leads.map((l) =>
    [
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
    ].map(neutraliseCell),
  );
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}
