import { ArrowLeft, ArrowRight, Columns2, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { DesignSection } from '../../../../shared/design/design';
import { kindsForSpace, sectionKindLabels, type SectionKind } from '../../../../shared/design/section-kinds';
import type { SpaceType } from '../../../../shared/design/space-types';
import { Button } from '../../ui/button';

export type SectionAction = 'left' | 'right' | 'split' | 'remove';

const control =
  'min-h-11 rounded-md border border-ink-muted/50 bg-white px-2 py-2 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brass-500';

/**
 * One section of a wall, under its drawing: its kind and width (a width applies on Enter or when
 * the field is left), split, remove and move left or right. Every button names its section's kind
 * ("Move Double hang left") and is described by the row's line ("Back wall, section 2: …").
 */
export function SectionRow({
  wallName,
  index,
  section,
  spaceType,
  onKind,
  onWidth,
  onAction,
}: {
  wallName: string;
  index: number;
  section: DesignSection;
  spaceType: SpaceType;
  onKind: (kind: SectionKind) => void;
  /** Returns false when the width was refused (the field then shows the width kept). */
  onWidth: (widthIn: number) => boolean;
  onAction: (action: SectionAction) => void;
}) {
  const id = useId();
  const label = sectionKindLabels[section.kind];
  const where = `${wallName} section ${index + 1}`;
  const [width, setWidth] = useState(String(section.widthIn));
  useEffect(() => setWidth(String(section.widthIn)), [section.widthIn]);

  const commitWidth = () => {
    if (width === String(section.widthIn)) return;
    if (!onWidth(Number(width))) setWidth(String(section.widthIn));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commitWidth();
    }
  };
  const kinds = kindsForSpace(spaceType);
  // The visible word is part of each name (WCAG 2.5.3); the name adds the section's kind.
  const button = (action: SectionAction, name: string, word: string, Icon: typeof ArrowLeft) => (
    <Button
      type="button"
      size="sm"
      variant="secondary"
      className="min-w-11 gap-1 px-2"
      aria-label={name}
      aria-describedby={`${id}-line`}
      data-action={action}
      onClick={() => onAction(action)}
    >
      {/* On a phone the words alone keep the four buttons on one line. */}
      <Icon aria-hidden="true" className="size-4 max-sm:hidden" />
      {word}
    </Button>
  );
  return (
    <li className="grid gap-2 border-t border-harbor-100 py-2 first:border-t-0">
      <p id={`${id}-line`} className="text-sm font-semibold">
        {wallName}, section {index + 1}: {label}, {section.widthIn} in
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid text-sm">
          <span>
            Kind<span className="sr-only"> of {where}</span>
          </span>
          <select
            className={control}
            value={section.kind}
            aria-describedby={`${id}-line`}
            onChange={(e) => onKind(e.target.value as SectionKind)}
          >
            {(kinds.includes(section.kind) ? kinds : [section.kind, ...kinds]).map((kind) => (
              <option key={kind} value={kind}>
                {sectionKindLabels[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid text-sm">
          <span>
            Width (in)<span className="sr-only"> of {where}</span>
          </span>
          <input
            className={`${control} w-24`}
            type="number"
            inputMode="decimal"
            step={0.125}
            value={width}
            aria-describedby={`${id}-line`}
            onChange={(e) => setWidth(e.target.value)}
            onBlur={commitWidth}
            onKeyDown={onKeyDown}
          />
        </label>
        <div className="flex flex-wrap gap-1.5">
          {button('left', `Move ${label} left`, 'Left', ArrowLeft)}
          {button('right', `Move ${label} right`, 'Right', ArrowRight)}
          {button('split', `Split ${label}`, 'Split', Columns2)}
          {button('remove', `Remove ${label}`, 'Remove', Trash2)}
        </div>
      </div>
    </li>
  );
}
