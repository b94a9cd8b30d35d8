import request from 'supertest';
import type { Express } from 'express';
import { pathTo } from '../../shared/api/route';
import { homeownerProposalsApi } from '../../shared/api/homeowner-proposals';
import { addDays, dayOf, type DayKey } from '../../shared/business-time';
import { startingLayout } from '../../shared/design/layout';
import { defaultPriceBook } from '../../shared/design/price-book';
import { priceDesign } from '../../shared/design/pricing';
import { oneThirdPercent } from '../../shared/payments/payment-schedule';
import type { Db } from '../core/db/types';
import { prepareVerification } from '../core/verification';
import { insertSentProposal } from './insert-sent-proposal';
import { recordTestLead } from './test-lead';

/**
 * A proposal sent to a new lead, one option of `totalDollars` (a walk-in closet, with a line that
 * brings it to that total), its schedule a deposit of `depositPercent` (one-third unless given) and
 * the rest on completion, starting three weeks on unless `startOn` says; written as the send route
 * writes it, with the homeowner's link.
 */
export function sendTestContract(
  db: Db,
  {
    name = 'Pat Payer',
    totalDollars = 9000,
    depositPercent = oneThirdPercent,
    now = new Date(),
    startOn,
  }: { name?: string; totalDollars?: number; depositPercent?: number; now?: Date; startOn?: DayKey } = {},
) {
  const { leadId } = recordTestLead(db, name);
  const design = startingLayout({
    spaceType: 'Walk-In Closet',
    ceilingIn: 96,
    walls: [{ name: 'Back wall', widthIn: 96 }],
  });
  const { lineItems, total } = priceDesign(design, defaultPriceBook);
  const extraLines = [{ label: 'Remove old wire shelving', note: '', amount: totalDollars - total }];
  const day = dayOf(now);
  const document = {
    version: 1,
    homeownerName: name,
    workAddress: '14 Harbor Road',
    options: [{ name: 'Better', design, extraLines, lineItems, total: totalDollars }],
    noteToHomeowner: '',
    terms: ['Payment: as the schedule says.'],
    validUntil: addDays(day, 30),
    depositPercent,
    startOn: startOn ?? addDays(day, 21),
    completeOn: addDays(day, 22),
    company: { name: 'Dana Designer', registration: 'HIS.0601234', signedAt: now.toISOString() },
  };
  const proposalId = insertSentProposal(db, leadId, document, now);
  const { token } = prepareVerification(db, { purpose: 'proposal', leadId, refId: proposalId, now });
  return { token, leadId, totalCents: totalDollars * 100 };
}

/** The same, signed by the homeowner through the real "Accept and sign" route. */
export async function signTestContract(app: Express, db: Db, options: Parameters<typeof sendTestContract>[1] = {}) {
  const sent = sendTestContract(db, options);
  const res = await request(app)
    .post(pathTo(homeownerProposalsApi.accept, { token: sent.token }))
    .send({ version: 1, option: 0, fullName: options.name ?? 'Pat Payer', agreeTerms: true, agreeElectronic: true });
  if (res.status !== 200) throw new Error(`signing failed: ${res.status} ${res.text}`);
  return sent;
}
