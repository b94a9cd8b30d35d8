import { changeOrderNumber } from '../../shared/change-orders/change-order';
import type {
  ChangeOrder,
  HomeownerChangeOrders,
  StaffChangeOrders,
} from '../../shared/change-orders/change-order-answers';
import type { PriceBook } from '../../shared/design/price-book';
import type { ProposalOptionDraft } from '../../shared/proposals/proposal';
import type { Db, Tx } from '../core/db/types';
import { currentPriceBook } from '../design';
import type { ChangeOrderDocument } from './change-order-document';
import { changeOrdersOfLead, jobBase, openChangeOrder, type ChangeOrderRow, type JobBase } from './job-base';
import { priceChangeOrder } from './price-change-order';

/** A change order as both ends read it: as sent (its document) once sent, else as the server prices the draft now. */
function changeOrderView(row: ChangeOrderRow, base: JobBase | undefined, book: PriceBook): ChangeOrder {
  const sent = row.document ? (JSON.parse(row.document) as ChangeOrderDocument) : null;
  const draft = JSON.parse(row.draft) as ProposalOptionDraft;
  const priced = sent ?? {
    ...priceChangeOrder(
      { base: base?.option ?? draft, changed: draft, previousTotalCents: base?.totalCents ?? 0 },
      book,
    ),
    startOn: row.startOn ?? undefined,
    completeOn: row.completeOn ?? undefined,
  };
  return {
    number: row.number,
    label: changeOrderNumber(row.number),
    status: row.status,
    reason: sent?.reason ?? row.reason,
    option: priced.option,
    lines: priced.lines,
    previousTotalCents: priced.previousTotalCents,
    differenceCents: priced.differenceCents,
    newTotalCents: priced.newTotalCents,
    ...(priced.startOn ? { startOn: priced.startOn } : {}),
    ...(priced.completeOn ? { completeOn: priced.completeOn } : {}),
    sentAt: row.sentAt,
    sha256: row.sha256,
    company: sent?.company ?? null,
    signed: sent && row.signedAt && row.signerName ? { signerName: row.signerName, signedAt: row.signedAt } : null,
    withdrawnAt: row.withdrawnAt,
  };
}

/** A job's change orders for staff (GET /api/contacts/:id/change-orders), and what the next one changes. */
export function staffChangeOrdersOf(db: Db | Tx, leadId: number): StaffChangeOrders {
  const rows = changeOrdersOfLead(db, leadId);
  const base = jobBase(db, leadId, rows);
  const book = currentPriceBook(db as Db);
  const open = openChangeOrder(rows);
  return {
    leadId,
    job: base
      ? {
          homeownerName: base.opened.document.homeownerName,
          contractNumber: base.contractNumber,
          option: base.option,
          totalCents: base.totalCents,
          startOn: base.startOn,
          completeOn: base.completeOn,
        }
      : null,
    open: open
      ? { draft: JSON.parse(open.draft) as ProposalOptionDraft, changeOrder: changeOrderView(open, base, book) }
      : null,
    changeOrders: rows.map((row) => changeOrderView(row, base, book)),
  };
}

/**
 * Where a job's change orders stand for the homeowner's page: the one sent and awaiting their
 * signature, and those signed (the page lists their PDFs). Drafts and withdrawn ones are staff's.
 */
export function changeOrdersOf(db: Db | Tx, leadId: number): HomeownerChangeOrders {
  const rows = changeOrdersOfLead(db, leadId).filter((row) => row.status === 'sent' || row.status === 'signed');
  const book = currentPriceBook(db as Db);
  const views = rows.map((row) => changeOrderView(row, undefined, book));
  return { open: views.find((v) => v.status === 'sent') ?? null, signed: views.filter((v) => v.status === 'signed') };
}
