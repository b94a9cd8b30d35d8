import type { LeadPipeline } from '../../shared/pipeline';
import { formatBusinessDateTime } from '../../shared/business-clock';

export const pipelineCsvHeader = [
  ...['Stage changed', 'Consultation (Connecticut time)', 'Consultation address', 'Consultation cancelled'],
  ...['Quote ($)', 'Follow up on', 'Final amount ($)', 'Lost reason'],
];

const dollars = (cents: number | null | undefined) => (cents == null ? '' : (cents / 100).toFixed(2));

/** The CSV cells of one lead's pipeline, in the order of `pipelineCsvHeader`. */
export function pipelineCsvCells(p: LeadPipeline | undefined): string[] {
  const c = p?.consultation;
  return [
    p?.history.at(-1)?.at ?? '',
    c ? formatBusinessDateTime(new Date(c.startsAt)) : '',
    c?.address ?? '',
    c?.cancelledAt ?? '',
    dollars(p?.quoteCents),
    p?.followUpOn ?? '',
    dollars(p?.finalCents),
    p?.lostReason ?? '',
  ];
}
