import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { designAccessories, type AccessoryId } from '../../../../shared/design/accessories';
import { checkDesign, type Design } from '../../../../shared/design/design';
import { finishes, hardwareFinishes, type FinishId, type HardwareFinishId } from '../../../../shared/design/finishes';
import {
  draftFieldNames,
  proposalLimits,
  type PricedOption,
  type ProposalOptionDraft,
} from '../../../../shared/proposals/proposal';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { Heading } from '../parts/dashboard-section';
import { ExtraLinesEditor } from './extra-lines-editor';
import { PricedOptionSummary } from './priced-option-summary';
import { ProposalField } from './proposal-field';
import { oneLineIssue } from './text-issues';
import { WallEditor } from './wall-editor';

/**
 * One option of the proposal ("Good", "Better", "Best"): its name, each wall with its sections,
 * finishes and accessories, the lines added by hand, and its price as the server made it.
 */
export function OptionEditor({
  index,
  option,
  priced,
  pricesCurrent,
  onChange,
  onRemove,
}: {
  index: number;
  option: ProposalOptionDraft;
  priced: PricedOption | undefined;
  pricesCurrent: boolean;
  onChange: (option: ProposalOptionDraft) => void;
  /** Absent for the only option. */
  onRemove?: () => void;
}) {
  const id = useId();
  const { design } = option;
  const name = option.name.trim() || `Option ${index + 1}`;
  const setDesign = (next: Design) => onChange({ ...option, design: next });
  const check = checkDesign(design);
  const toggle = (accessory: AccessoryId, on: boolean) =>
    setDesign({
      ...design,
      accessories: on ? [...design.accessories, accessory] : design.accessories.filter((a) => a !== accessory),
    });

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid min-w-0 gap-4 rounded-lg border border-harbor-200 bg-white p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading offset={1} id={`${id}-heading`} className="text-2xl">
          Option {index + 1}: {name}
        </Heading>
        {onRemove ? (
          <Button type="button" size="sm" variant="secondary" onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove option {name}
          </Button>
        ) : null}
      </div>
      <ProposalField
        label={`Option ${index + 1} name`}
        value={option.name}
        maxLength={proposalLimits.optionName}
        error={oneLineIssue(draftFieldNames.optionName, option.name)}
        onChange={(e) => onChange({ ...option, name: e.target.value })}
      />
      {check.success ? null : (
        <ul role="alert" className="list-disc pl-5 text-sm font-medium text-red-700">
          {check.error.issues.map((issue, i) => (
            <li key={i}>{issue.message}</li>
          ))}
        </ul>
      )}
      {/* Inline-size containment: a long wall's drawing never widens the page around it. */}
      <div className="flex flex-wrap gap-x-8 gap-y-6 [contain:inline-size]">
        {design.walls.map((_, w) => (
          <WallEditor key={w} design={design} wall={w} onDesign={setDesign} />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={`Finish of ${name}`}
          value={design.finish}
          onChange={(e) => setDesign({ ...design, finish: e.target.value as FinishId })}
        >
          {finishes.map((f) => (
            <option key={f.id} value={f.id}>
              {f.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={`Hardware finish of ${name}`}
          value={design.hardware}
          onChange={(e) => setDesign({ ...design, hardware: e.target.value as HardwareFinishId })}
        >
          {hardwareFinishes.map((h) => (
            <option key={h.id} value={h.id}>
              {h.label}
            </option>
          ))}
        </SelectField>
      </div>
      <details className="rounded-md border border-harbor-100 px-3">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-harbor-700">
          Accessories of {name} ({design.accessories.length} chosen)
        </summary>
        <fieldset className="pb-2">
          <legend className="sr-only">Accessories of {name}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
            {designAccessories.map((a) => (
              <label key={a.id} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-harbor-700"
                  checked={design.accessories.includes(a.id)}
                  onChange={(e) => toggle(a.id, e.target.checked)}
                />
                {a.name}
              </label>
            ))}
          </div>
        </fieldset>
      </details>
      <ExtraLinesEditor
        optionName={name}
        lines={option.extraLines}
        onChange={(extraLines) => onChange({ ...option, extraLines })}
      />
      <div>
        <Heading offset={2} className="text-lg">
          Price of {name}
        </Heading>
        <PricedOptionSummary priced={priced} current={pricesCurrent} />
      </div>
    </section>
  );
}
