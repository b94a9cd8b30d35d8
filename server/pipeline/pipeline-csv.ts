import type { LeadPipeline } from '../../shared/pipeline-schema';
import { formatBusinessDateTime } from '../../shared/business-clock';
import { plainDollars } from '../../shared/money';

export const pipelineCsvHeader = [
  ...['Stage changed', 'Consultation (Connecticut time)', 'Consultation address', 'Consultation cancelled'],
  ...['Quote ($)', 'Follow up on', 'Final amount ($)', 'Lost reason'],
];

/** The CSV cells of one lead's pipeline, in the order of `pipelineCsvHeader`. */
export function pipelineCsvCells(p: LeadPipeline | undefined): string[] {
  const c = p?.consultation;
  return [
    p?.history.at(-1)?.at ?? '',
    c ? formatBusinessDateTime(new Date(c.startsAt)) : '',
    c?.address ?? '',
    c?.cancelledAt ?? '',
    plainDollars(p?.quoteCents),
    p?.followUpOn ?? '',
    plainDollars(p?.finalCents),
    p?.lostReason ?? '',
  ];
}
