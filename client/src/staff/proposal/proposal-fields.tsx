import { useId } from 'react';
import { dayOf } from '../../../../shared/business-time';
import {
  depositShareProblem,
  progressShareProblem,
  sharesTotalProblem,
} from '../../../../shared/payments/payment-shares';
import { draftFieldNames, proposalLimits, type ProposalDraft } from '../../../../shared/proposals/proposal';
import { latestValidUntil, validUntilProblem } from '../../../../shared/proposals/valid-until';
import { DepositShareField } from '../parts/deposit-share-field';
import { progressShareInput } from '../parts/progress-share-input';
import { ProposalField } from './proposal-field';
import { noteIssue, oneLineIssue } from './text-issues';

type Fields = Pick<
  ProposalDraft,
  'workAddress' | 'noteToHomeowner' | 'validUntil' | 'depositPercent' | 'progressPercent' | 'startOn' | 'completeOn'
>;

/**
 * The proposal's own fields: where the work is done (the contract names it), the note to the
 * homeowner, how long it holds, the payment schedule (deposit and progress payment; the balance on
 * completion) and the dates.
 */
export function ProposalFields({ draft, onChange }: { draft: Fields; onChange: (change: Partial<Fields>) => void }) {
  const id = useId();
  const today = dayOf(new Date());
  return (
    <fieldset className="grid gap-3 rounded-lg border border-harbor-200 bg-white p-3 sm:grid-cols-2 sm:p-4">
      <legend className="px-1 text-lg font-semibold">Terms</legend>
      <div className="sm:col-span-2">
        <ProposalField
          label="Address of the work"
          required={false}
          autoComplete="street-address"
          maxLength={proposalLimits.workAddress}
          error={oneLineIssue(draftFieldNames.workAddress, draft.workAddress)}
          value={draft.workAddress}
          onChange={(e) => onChange({ workAddress: e.target.value })}
        />
      </div>
      <div className="sm:col-span-2">
        <ProposalField
          multiline
          label="Note to the homeowner"
          required={false}
          maxLength={proposalLimits.note}
          error={noteIssue(draftFieldNames.note, draft.noteToHomeowner)}
          value={draft.noteToHomeowner}
          onChange={(e) => onChange({ noteToHomeowner: e.target.value })}
        />
      </div>
      <ProposalField
        label="Valid until"
        type="date"
        min={today}
        max={latestValidUntil(today)}
        error={validUntilProblem(draft.validUntil, today)}
        value={draft.validUntil}
        onChange={(e) => onChange({ validUntil: e.target.value })}
      />
      <DepositShareField
        id={`${id}-deposit`}
        value={draft.depositPercent}
        onChange={(depositPercent) => onChange({ depositPercent })}
        error={depositShareProblem(draft.depositPercent) ?? undefined}
      />
      <ProposalField
        {...progressShareInput}
        error={(progressShareProblem(draft.progressPercent) ?? sharesTotalProblem(draft)) || undefined}
        value={Number.isFinite(draft.progressPercent) ? String(draft.progressPercent) : ''}
        onChange={(e) => onChange({ progressPercent: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
      />
      <ProposalField
        label="Start date"
        type="date"
        value={draft.startOn}
        onChange={(e) => onChange({ startOn: e.target.value })}
      />
      <ProposalField
        label="Completion date"
        type="date"
        value={draft.completeOn}
        onChange={(e) => onChange({ completeOn: e.target.value })}
      />
    </fieldset>
  );
}
