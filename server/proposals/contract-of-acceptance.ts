import { eq } from 'drizzle-orm';
import { business } from '../../shared/business';
import { dayOf } from '../../shared/business-time';
import { cancellationDeadline } from '../../shared/contracts/cancellation-deadline';
import {
  agreementTerms,
  relatedEntitiesDisclosure,
  rightToCancelStatement,
} from '../../shared/contracts/contract-terms';
import { noticeOfCancellation } from '../../shared/contracts/notice-of-cancellation';
import { townForZip } from '../../shared/town-for-zip';
import { consultations } from '../leads';
import type { Db } from '../core/db/types';
import { contractBusiness } from '../../shared/contracts/contract-business';
import type { ContractDocument } from './contract-document';
import { contractNumber } from './contract-number';
import type { OpenedProposal } from './proposal-link';
import type { Signature } from './signed-contract';
import { signedTerms } from './signed-terms';

/**
 * Where the work is done: the address the proposal names (versions sent before it named one: the
 * in-home visit's), and the visit's town or the town of the ZIP.
 */
function placeOfWork(db: Db, leadId: number, zip: string, workAddress: string | undefined) {
  const visit = db
    .select({ address: consultations.address, mode: consultations.mode, town: consultations.town })
    .from(consultations)
    .where(eq(consultations.leadId, leadId))
    .get();
  const town = (visit?.town ?? townForZip(zip) ?? '').trim();
  return {
    address: workAddress?.trim() || (visit?.mode === 'in_home' ? visit.address : ''),
    town: `${town ? `${town}, ` : ''}${business.regionCode} ${zip}`,
  };
}

/**
 * The signed contract of option `optionIndex` of `opened.latest` (the version signed), with the
 * homeowner's signature: the business's facts, the option as priced in that version, its terms as
 * that version words them (signedTerms) and
 * both signatures, the right to cancel and the cancellation form for the day it was signed.
 */
export function contractOfAcceptance(
  db: Db,
  opened: OpenedProposal,
  optionIndex: number,
  signature: Signature,
): ContractDocument | undefined {
  const { proposal, latest: signed, document, lead } = opened;
  const accepted = document.options[optionIndex];
  if (!accepted) return undefined;
  const signedAt = new Date(signature.signedAt);
  return {
    business: contractBusiness(),
    homeowner: {
      name: document.homeownerName,
      email: lead.email,
      ...placeOfWork(db, proposal.leadId, lead.zip, document.workAddress),
    },
    proposal: {
      number: contractNumber(proposal.leadId, signed.sentAt),
      version: signed.version,
      sha256: signed.sha256,
    },
    accepted,
    depositPercent: document.depositPercent,
    progressPercent: document.progressPercent ?? 0,
    otherOptions: document.options.filter((_, i) => i !== optionIndex).map(({ name, total }) => ({ name, total })),
    designerNote: document.noteToHomeowner.trim() || null,
    terms:
      document.terms.length > 0
        ? signedTerms(document.terms, accepted.name)
        : agreementTerms({
            totalCents: accepted.total * 100,
            depositPercent: document.depositPercent,
            progressPercent: document.progressPercent,
            startDay: document.startOn,
            completionDay: document.completeOn,
          }),
    relatedEntities: relatedEntitiesDisclosure(),
    startDate: document.startOn,
    completionDate: document.completeOn,
    transactionDate: dayOf(signedAt),
    companySignature: {
      name: signed.senderName,
      registration: signed.senderRegistration,
      signedAt: signed.sentAt,
      ...(document.company.capacity ? { capacity: document.company.capacity } : {}),
    },
    homeownerSignature: {
      typedName: signature.signerName,
      signedAt: signature.signedAt,
      ipAddress: signature.ipAddress,
      userAgent: signature.userAgent,
      ...(signature.signaturePath ? { drawn: signature.signaturePath } : {}),
    },
    rightToCancel: rightToCancelStatement,
    cancelDeadline: cancellationDeadline(signedAt).text,
    cancellationForm: noticeOfCancellation(signedAt),
  };
}
