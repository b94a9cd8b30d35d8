import { Plus, Trash2 } from 'lucide-react';
import { draftFieldNames, proposalLimits, type ExtraLine } from '../../../../shared/proposals/proposal';
import { Button } from '../../ui/button';
import { ProposalField } from './proposal-field';
import { oneLineIssue } from './text-issues';

/**
 * The lines a designer adds by hand to an option ("Remove old wire shelving", $150), each with a
 * note; the amount is whole dollars and may be negative (a discount). The server prices them in.
 */
export function ExtraLinesEditor({
  optionName,
  lines,
  onChange,
}: {
  optionName: string;
  lines: ExtraLine[];
  onChange: (lines: ExtraLine[]) => void;
}) {
  const update = (i: number, change: Partial<ExtraLine>) =>
    onChange(lines.map((line, j) => (j === i ? { ...line, ...change } : line)));
  return (
    <fieldset className="grid gap-3">
      <legend className="font-semibold">Added lines</legend>
      {lines.length === 0 ? <p className="text-sm text-ink-muted">None yet.</p> : null}
      {lines.map((line, i) => (
        <div key={i} className="grid gap-2 rounded-md border border-harbor-100 p-2 sm:grid-cols-[2fr_2fr_1fr_auto]">
          <ProposalField
            label={`Line ${i + 1}`}
            value={line.label}
            maxLength={proposalLimits.lineLabel}
            error={oneLineIssue(draftFieldNames.lineLabel, line.label)}
            onChange={(e) => update(i, { label: e.target.value })}
          />
          <ProposalField
            label={`Line ${i + 1} note`}
            required={false}
            value={line.note}
            maxLength={proposalLimits.lineNote}
            error={oneLineIssue(draftFieldNames.lineNote, line.note)}
            onChange={(e) => update(i, { note: e.target.value })}
          />
          <ProposalField
            label={`Line ${i + 1} amount ($)`}
            type="number"
            step={1}
            inputMode="numeric"
            value={Number.isFinite(line.amount) ? String(line.amount) : ''}
            onChange={(e) => update(i, { amount: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
          />
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="self-end"
            aria-label={`Remove line ${i + 1} of ${optionName}`}
            onClick={() => onChange(lines.filter((_, j) => j !== i))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sm:sr-only">Remove</span>
          </Button>
        </div>
      ))}
      {lines.length < proposalLimits.extraLines ? (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          className="justify-self-start"
          onClick={() => onChange([...lines, { label: '', note: '', amount: 0 }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a line to {optionName}
        </Button>
      ) : null}
    </fieldset>
  );
}
