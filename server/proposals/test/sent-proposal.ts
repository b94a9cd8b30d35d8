import { eq } from 'drizzle-orm';
import { addDays, dayOf } from '../../../shared/business-time';
import { defaultPriceBook } from '../../../shared/design/price-book';
import { priceDesign } from '../../../shared/design/pricing';
import type { PaymentShares } from '../../../shared/payments/payment-schedule';
import type { PricedOption, ProposalDraft } from '../../../shared/proposals/proposal';
import { proposals, proposalVersions } from '../schema';
import { staff } from '../../core/auth/schema';
import type { Db } from '../../core/db/types';
import { prepareVerification } from '../../core/verification';
import { recordLead } from '../../leads';
import { documentHash, proposalDocument } from '../proposal-document';
import { walkInOptions } from './walk-in-options';

const designs = walkInOptions([96, 72], { better: ['valet-rod'], best: ['valet-rod', 'jewelry-trays'] });

const priced = (name: keyof typeof designs): PricedOption => {
  const { lineItems, total } = priceDesign(designs[name], defaultPriceBook);
  return { name, design: designs[name], extraLines: [], lineItems, total };
};

/** A designer with a salesperson registration, as B1's send route requires. */
function addTestDesigner(db: Db, email = 'designer@example.com') {
  return db
    .insert(staff)
    .values({
      name: 'Dana Designer',
      email,
      role: 'designer',
      passwordHash: 'not-a-real-hash',
      salespersonRegistration: 'HIS.0601234',
    })
    .returning()
    .get();
}

/**
 * A lead with a proposal sent as the send route stores it: the draft, one version (Good, Better,
 * Best priced from the default price book) and the homeowner's link. Rows are written directly, so
 * the homeowner's routes can be tested on their own. `sentAt` defaults to now; the proposal is
 * valid for 30 days from it unless `validUntil` says otherwise.
 */
export function sendTestProposal(
  db: Db,
  {
    name = 'Pat Homeowner',
    sentAt = new Date(),
    validUntil,
    workAddress = '',
    shares = defaultPriceBook,
  }: {
    name?: string;
    sentAt?: Date;
    validUntil?: string;
    workAddress?: string;
    /** The payment schedule's shares: the default price book's (one-third, no progress payment) unless given. */
    shares?: Required<PaymentShares>;
  } = {},
) {
  const designer = db.select().from(staff).where(eq(staff.email, 'designer@example.com')).get() ?? addTestDesigner(db);
  const { leadId } = recordLead(db, {
    name,
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
    phone: '(203) 555-0147',
    zip: '06880',
    rooms: ['Walk-In Closet'],
    message: 'A walk-in closet.',
    isSpam: false,
  });
  const draft: ProposalDraft = {
    options: (['Good', 'Better', 'Best'] as const).map((n) => ({ name: n, design: designs[n], extraLines: [] })),
    workAddress,
    noteToHomeowner: 'Here are three ways to do your closet.',
    validUntil: validUntil ?? addDays(dayOf(sentAt), 30),
    depositPercent: shares.depositPercent,
    progressPercent: shares.progressPercent,
    startOn: addDays(dayOf(sentAt), 21),
    completeOn: addDays(dayOf(sentAt), 23),
  };
  const proposal = db
    .insert(proposals)
    .values({
      leadId,
      draft: JSON.stringify(draft),
      status: 'sent',
      createdBy: designer.id,
      updatedAt: sentAt.toISOString(),
    })
    .returning()
    .get();
  const { token } = prepareVerification(db, { purpose: 'proposal', leadId, refId: proposal.id, now: sentAt });
  const first = addTestVersion(db, proposal.id, draft, { name, designerId: designer.id, sentAt });
  return { token, leadId, proposalId: proposal.id, designer, ...first };
}

/** One more version of the proposal, as sending again after an edit stores it. */
export function addTestVersion(
  db: Db,
  proposalId: number,
  draft: ProposalDraft,
  { name, designerId, sentAt = new Date() }: { name: string; designerId: number; sentAt?: Date },
) {
  const previous = db.select().from(proposalVersions).where(eq(proposalVersions.proposalId, proposalId)).all();
  const version = previous.length + 1;
  const options = draft.options.map((o) => priced(o.name as keyof typeof designs));
  const document = proposalDocument({
    version,
    homeownerName: name,
    draft,
    options,
    company: { name: 'Dana Designer', registration: 'HIS.0601234', signedAt: sentAt.toISOString() },
  });
  const sha256 = documentHash(document);
  const row = db
    .insert(proposalVersions)
    .values({
      proposalId,
      version,
      document: JSON.stringify(document),
      sha256,
      sentBy: designerId,
      senderName: 'Dana Designer',
      senderRegistration: 'HIS.0601234',
      sentAt: sentAt.toISOString(),
      validUntil: draft.validUntil,
    })
    .returning()
    .get();
  return { versionId: row.id, version, sha256, document, draft };
}
