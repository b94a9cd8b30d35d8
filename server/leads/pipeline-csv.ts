import type { LeadPipeline } from '../../shared/pipeline';
import { formatSpreadsheetTime } from '../../shared/business-time';
import { plainDollars } from '../../shared/money';

export const pipelineCsvHeader = [
  ...['Stage changed (ET)', 'Consultation (ET)', 'Consultation address', 'Consultation cancelled (ET)'],
  ...['Quote ($)', 'Follow up on', 'Final amount ($)', 'Lost reason'],
];

/** A stored instant as Connecticut time for spreadsheets, as the Received (ET) column. */
const at = (instant: string | null | undefined) => (instant ? formatSpreadsheetTime(instant) : '');

/** The CSV cells of one lead's pipeline, in the order of `pipelineCsvHeader`. */
export function pipelineCsvCells(p: LeadPipeline | undefined): string[] {
  const c = p?.consultation;
  return [
    at(p?.history.at(-1)?.at),
    at(c?.startsAt),
    c?.address ?? '',
    at(c?.cancelledAt),
    plainDollars(p?.quoteCents),
    p?.followUpOn ?? '',
    plainDollars(p?.finalCents),
    p?.lostReason ?? '',
  ];
}
