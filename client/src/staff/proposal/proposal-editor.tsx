import { Plus } from 'lucide-react';
import {
  defaultOptionNames,
  proposalLimits,
  type ProposalDraft,
  type ProposalOptionDraft,
  type StaffProposal,
} from '../../../../shared/proposals/proposal';
import { Button } from '../../ui/button';
import { DiscountWarnings } from './discount-warnings';
import { OptionEditor } from './option-editor';
import { ProposalFields } from './proposal-fields';
import { ProposalStatusLine } from './proposal-status-line';
import { SendProposal } from './send-proposal';
import { useDraftAutosave, type SaveState } from './use-draft-autosave';
import { WithdrawProposal } from './withdraw-proposal';

/** A new option starts as a copy of the last one, under the first default name not yet taken. */
function nextOption(options: ProposalOptionDraft[]): ProposalOptionDraft {
  const taken = new Set(options.map((o) => o.name.trim()));
  const name = defaultOptionNames.find((n) => !taken.has(n)) ?? `Option ${options.length + 1}`;
  const last = options[options.length - 1]!;
  return { name, design: last.design, extraLines: [] };
}

function SaveLine({ save }: { save: SaveState }) {
  if (save.state === 'failed') {
    return (
      <p role="alert" className="font-medium text-red-700">
        Not saved: {save.message}
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-ink-muted">
      {save.state === 'saved' ? 'All changes saved' : save.state === 'saving' ? 'Saving…' : 'Changes not saved yet'}
    </p>
  );
}

/**
 * The designer's proposal on a lead: up to three options, the terms, and Send. The draft is saved
 * as they work; the totals shown are the server's answer to the latest save.
 */
export function ProposalEditor({ proposal }: { proposal: StaffProposal }) {
  const { leadId } = proposal;
  const { draft, setDraft, save, flush, saveNow } = useDraftAutosave(leadId, proposal.draft);
  const change = (next: Partial<ProposalDraft>) => setDraft({ ...draft, ...next });
  const setOption = (i: number, option: ProposalOptionDraft) =>
    change({ options: draft.options.map((o, j) => (j === i ? option : o)) });
  const pricesCurrent = save.state === 'saved';

  return (
    <div className="mt-4 grid min-w-0 gap-6">
      <ProposalStatusLine proposal={proposal} />
      <form
        className="grid min-w-0 gap-6"
        onSubmit={(e) => e.preventDefault()}
        // Leaving any field saves at once, without waiting for the delay.
        onBlur={() => void flush()}
      >
        {draft.options.map((option, i) => (
          <OptionEditor
            key={i}
            index={i}
            option={option}
            priced={proposal.priced[i]}
            pricesCurrent={pricesCurrent}
            onChange={(next) => setOption(i, next)}
            onRemove={
              draft.options.length > 1 ? () => change({ options: draft.options.filter((_, j) => j !== i) }) : undefined
            }
          />
        ))}
        {draft.options.length < proposalLimits.options ? (
          <Button
            type="button"
            variant="secondary"
            className="justify-self-start"
            onClick={() => change({ options: [...draft.options, nextOption(draft.options)] })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add an option
          </Button>
        ) : null}
        <ProposalFields draft={draft} onChange={change} />
      </form>
      <div className="grid gap-2">
        <DiscountWarnings warnings={proposal.discountWarnings} />
        <SaveLine save={save} />
        <SendProposal leadId={leadId} email={proposal.homeowner?.email} saveFirst={saveNow} />
      </div>
      {proposal.sent && (proposal.status === 'sent' || proposal.status === 'declined') ? (
        <WithdrawProposal leadId={leadId} />
      ) : null}
    </div>
  );
}
