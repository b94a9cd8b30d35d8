import { dayOf } from '../../../../shared/business-time';
import { draftFieldNames, proposalLimits, type ProposalDraft } from '../../../../shared/proposals/proposal';
import { latestValidUntil, validUntilProblem } from '../../../../shared/proposals/valid-until';
import { ProposalField } from './proposal-field';
import { noteIssue, oneLineIssue } from './text-issues';

type Fields = Pick<
  ProposalDraft,
  'workAddress' | 'noteToHomeowner' | 'validUntil' | 'depositPercent' | 'startOn' | 'completeOn'
>;

/**
 * The proposal's own fields: where the work is done (the contract names it), the note to the
 * homeowner, how long it holds, the deposit and the dates.
 */
export function ProposalFields({ draft, onChange }: { draft: Fields; onChange: (change: Partial<Fields>) => void }) {
  const { min, max } = proposalLimits.depositPercent;
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
      <ProposalField
        label="Deposit (%)"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={Number.isFinite(draft.depositPercent) ? String(draft.depositPercent) : ''}
        onChange={(e) => onChange({ depositPercent: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
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
