import { eq } from 'drizzle-orm';
import { dayOf } from '../../shared/business-time';
import { cancellationDeadline } from '../../shared/contracts/cancellation-deadline';
import type { Acceptance, HomeownerProposal } from '../../shared/proposals/proposal';
import { proposalVersions } from './schema';
import type { Db, Tx } from '../core/db/types';
import { homeownerCompletionOf } from '../completion';
import { jobTimelineOf } from './job-timeline-facts';
import { homeownerPaymentsOf } from '../payments';
import { homeownerInstallOf } from '../installs/install-facts';
import { openProposal, type AcceptanceRow, type OpenedProposal } from './proposal-link';

/** The one deadline to cancel a signature, from when it was signed (rows signed under an earlier reading get the later one too). */
export const deadlineOf = (row: Pick<AcceptanceRow, 'signedAt'>) => cancellationDeadline(new Date(row.signedAt));

/** A signature as the page and staff show it, with the deadline to cancel in words. */
function acceptanceView(db: Db | Tx, row: AcceptanceRow): Acceptance {
  const signed = db
    .select({ version: proposalVersions.version })
    .from(proposalVersions)
    .where(eq(proposalVersions.id, row.versionId))
    .get();
  return {
    version: signed?.version ?? 0,
    optionIndex: row.optionIndex,
    optionName: row.optionName,
    total: row.total,
    signerName: row.signerName,
    signedAt: row.signedAt,
    cancelBy: deadlineOf(row).endsAt.toISOString(),
    cancelByText: deadlineOf(row).text,
    cancelledAt: row.cancelledAt,
    versionHash: row.versionSha256,
  };
}

/** Past its valid-until day in Connecticut, and not accepted. */
export const isExpired = ({ proposal, latest }: Pick<OpenedProposal, 'proposal' | 'latest'>, now: Date) =>
  proposal.status !== 'accepted' && dayOf(now) > latest.validUntil;

/** Whether an accepted contract can still be cancelled online: until its deadline, once. */
export const canCancel = (acceptance: AcceptanceRow | undefined, now: Date) =>
  Boolean(acceptance && acceptance.cancelledAt === null && now.getTime() < deadlineOf(acceptance).endsAt.getTime());

/** What the page may offer beyond the proposal: "Pay $X" once signed, when Stripe is set up. */
export type PageOptions = { onlinePayment: boolean };

/**
 * The homeowner's page of an opened proposal: its latest version, where it stands at `now`, and
 * once signed the job's money (server/payments).
 */
export function homeownerViewOf(
  db: Db | Tx,
  opened: OpenedProposal,
  now: Date,
  { onlinePayment }: PageOptions = { onlinePayment: false },
): HomeownerProposal {
  const { proposal, latest, document, acceptance } = opened;
  return {
    ...document,
    version: latest.version,
    versionHash: latest.sha256,
    status: proposal.status,
    expired: isExpired(opened, now),
    acceptance: acceptance ? acceptanceView(db, acceptance) : null,
    canCancel: canCancel(acceptance, now),
    payments: acceptance ? homeownerPaymentsOf(db, proposal.leadId, { now, onlinePayment }) : null,
    install: acceptance && !acceptance.cancelledAt ? homeownerInstallOf(db, proposal.leadId) : null,
    completion: acceptance ? homeownerCompletionOf(db, proposal.leadId, now) : null,
    timeline:
      acceptance && !acceptance.cancelledAt ? jobTimelineOf(db, proposal.leadId, acceptance.signedAt, now) : null,
  };
}

/**
 * What the proposal page shows for a link: the latest version's document, its status, whether it
 * has expired, the signature and whether it can still be cancelled; null for an unknown or revoked
 * link. Changes nothing: mail scanners open links before people do.
 */
export function homeownerProposalFor(
  db: Db,
  token: string,
  now = new Date(),
  options?: PageOptions,
): { proposalId: number; leadId: number; proposal: HomeownerProposal } | null {
  const opened = openProposal(db, token, now);
  if (!opened) return null;
  return {
    proposalId: opened.proposal.id,
    leadId: opened.proposal.leadId,
    proposal: homeownerViewOf(db, opened, now, options),
  };
}
