import { createHash } from 'node:crypto';
import { agreementTerms } from '../../shared/contracts/contract-terms';
import type { CompanySignature, HomeownerProposal, PricedOption, ProposalDraft } from '../../shared/proposals/proposal';

/**
 * A version as it was sent, stored in proposal_versions.document and never changed: the homeowner
 * page's fields without where it stands (status, expiry, acceptance, cancelling, payments) and without its
 * own hash, which is proposal_versions.sha256 (the SHA-256 of this document's canonical JSON).
 */
export type ProposalDocument = Omit<
  HomeownerProposal,
  'versionHash' | 'status' | 'expired' | 'acceptance' | 'canCancel' | 'payments' | 'install' | 'completion' | 'timeline'
>;

/** JSON with every object's keys in order, so the same document always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of a version's canonical JSON: what the homeowner signs and the contract prints. */
export const documentHash = (document: ProposalDocument): string =>
  createHash('sha256').update(canonicalJson(document)).digest('hex');

/**
 * The terms of a version, a paragraph each ("Heading: text"), from shared/contracts. The payment
 * term names a total, so it comes once per option ("Payment (Better): …"); the others are the same
 * for every option and come once.
 */
function proposalTerms(options: readonly PricedOption[], draft: ProposalDraft): string[] {
  const termsOf = (option: PricedOption) =>
    agreementTerms({
      totalCents: option.total * 100,
      depositPercent: draft.depositPercent,
      progressPercent: draft.progressPercent,
      startDay: draft.startOn,
      completionDay: draft.completeOn,
    });
  const [first] = options;
  if (!first) return [];
  return termsOf(first).flatMap((term, t) => {
    if (term.heading !== 'Payment') return [`${term.heading}: ${term.text}`];
    return options.map((option) => {
      const payment = termsOf(option)[t]!;
      const which = options.length === 1 ? '' : ` (${option.name})`;
      return `${payment.heading}${which}: ${payment.text}`;
    });
  });
}

/** The document of a new version: the draft's options as priced now, signed by the sender. */
export function proposalDocument({
  version,
  homeownerName,
  draft,
  options,
  company,
}: {
  version: number;
  homeownerName: string;
  draft: ProposalDraft;
  options: PricedOption[];
  company: CompanySignature;
}): ProposalDocument {
  return {
    version,
    homeownerName,
    workAddress: draft.workAddress,
    options,
    noteToHomeowner: draft.noteToHomeowner,
    terms: proposalTerms(options, draft),
    validUntil: draft.validUntil,
    depositPercent: draft.depositPercent,
    progressPercent: draft.progressPercent,
    startOn: draft.startOn,
    completeOn: draft.completeOn,
    company,
  };
}

/** A draft as proposals.draft stores it (one saved before the address of the work or the progress payment has none). */
export function storedDraft(json: string): ProposalDraft {
  const draft = JSON.parse(json) as Omit<ProposalDraft, 'workAddress' | 'progressPercent'> &
    Partial<Pick<ProposalDraft, 'workAddress' | 'progressPercent'>>;
  return { ...draft, workAddress: draft.workAddress ?? '', progressPercent: draft.progressPercent ?? 0 };
}

/** The draft a version was sent from, to tell whether the designer has edited since. */
export function draftOfDocument(document: ProposalDocument): ProposalDraft {
  return {
    options: document.options.map(({ name, design, extraLines }) => ({ name, design, extraLines })),
    workAddress: document.workAddress ?? '',
    noteToHomeowner: document.noteToHomeowner,
    validUntil: document.validUntil,
    depositPercent: document.depositPercent,
    progressPercent: document.progressPercent ?? 0,
    startOn: document.startOn,
    completeOn: document.completeOn,
  };
}
