import fc from 'fast-check';
import { verifications } from '../../core/verification/schema';
import type { Db } from '../../core/db/types';
import { hashVerificationToken } from '../../core/verification/token-hash';
import { addDays, dayOf } from '../../../shared/business-time';
import { startingLayout } from '../../../shared/design/layout';
import { defaultPriceBook } from '../../../shared/design/price-book';
import { priceDesign } from '../../../shared/design/pricing';
import { insertSentProposal } from '../insert-sent-proposal';
import { oddId } from './arbitraries';

/** A live proposal link of the fuzz server's lead, so the proposal routes get past the token. */
const fuzzProposalToken = 'fuzz-proposal-link-000000000000000000000000';

/** A path below /api/proposals/:token, the token the live link mostly, else a dead, malformed or hostile one. */
export const proposalPath = (suffix: string) =>
  fc
    .oneof(
      { weight: 4, arbitrary: fc.constant(fuzzProposalToken) },
      { weight: 1, arbitrary: fc.stringMatching(/^[\w-]{43}$/) },
      { weight: 1, arbitrary: oddId },
    )
    .map((t) => `/api/proposals/${encodeURIComponent(t)}${suffix}`);

/** A proposal sent to `leadId` (three options, valid for 30 days), written as the send route writes it. */
export function addFuzzProposal(db: Db, leadId: number, now = new Date()): void {
  const design = startingLayout({
    spaceType: 'Walk-In Closet',
    ceilingIn: 96,
    walls: [{ name: 'Back wall', widthIn: 72 }],
  });
  const { lineItems, total } = priceDesign(design, defaultPriceBook);
  const options = ['Good', 'Better', 'Best'].map((name) => ({ name, design, extraLines: [], lineItems, total }));
  const day = dayOf(now);
  const document = {
    version: 1,
    versionHash: '',
    homeownerName: 'Fuzz Homeowner',
    options,
    noteToHomeowner: '',
    terms: ['The fuzz harness’s terms.'],
    validUntil: addDays(day, 30),
    depositPercent: 50,
    startOn: addDays(day, 21),
    completeOn: addDays(day, 22),
    company: { name: 'Fuzz Designer', registration: 'HIS.0600001', signedAt: now.toISOString() },
  };
  const id = insertSentProposal(db, leadId, document, now);
  db.insert(verifications)
    .values({ purpose: 'proposal', tokenHash: hashVerificationToken(fuzzProposalToken), leadId, refId: id })
    .run();
}
