import { useEffect, useId, useRef, useState } from 'react';
import type { Design } from '../../../../shared/design/design';
import {
  changeSectionKind,
  moveSection,
  removeSection,
  resizeSection,
  splitSection,
  type EditResult,
} from '../../../../shared/design/section-edits';
import { FieldError } from '../../ui/field-error';
import { WallDrawingFrame } from '../../ui/walls/wall-drawing-frame';
import { SectionRow, type SectionAction } from './section-row';

/** Where focus goes after an action: the same button on the row the section now has. */
const focusAfter: Record<SectionAction, (index: number, count: number) => number> = {
  left: (i) => i - 1,
  right: (i) => i + 1,
  split: (i) => i,
  remove: (i, count) => Math.min(i, count - 1),
};

/**
 * One wall of an option: the planner's elevation (it scrolls inside its frame on a phone), then
 * its sections as a list to edit. An edit the design's rules refuse changes nothing and shows why.
 */
export function WallEditor({
  design,
  wall: w,
  onDesign,
}: {
  design: Design;
  wall: number;
  onDesign: (design: Design) => void;
}) {
  const id = useId();
  const wall = design.walls[w]!;
  const [refusal, setRefusal] = useState<string>();
  const [focus, setFocus] = useState<{ index: number; action: SectionAction }>();
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focus) return;
    list.current?.children[focus.index]?.querySelector<HTMLElement>(`[data-action="${focus.action}"]`)?.focus();
    setFocus(undefined);
  }, [focus]);

  const apply = (result: EditResult): boolean => {
    if (!result.ok) {
      setRefusal(result.reason);
      return false;
    }
    setRefusal(undefined);
    onDesign(result.design);
    return true;
  };

  const act = (section: number, action: SectionAction) => {
    const ref = { wall: w, section };
    const result =
      action === 'split'
        ? splitSection(design, ref)
        : action === 'remove'
          ? removeSection(design, ref)
          : moveSection(design, { ...ref, direction: action });
    if (apply(result) && result.ok) {
      const count = result.design.walls[w]!.sections.length;
      setFocus({ index: focusAfter[action](section, count), action });
    }
  };

  return (
    <figure className="min-w-0 max-w-full" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="font-semibold">
        {wall.name}, {wall.widthIn} in
      </figcaption>
      <div className="flex flex-wrap items-start gap-x-6">
        <WallDrawingFrame
          wall={wall}
          ceilingIn={design.ceilingIn}
          className="mt-1 focus-visible:outline-3 focus-visible:outline-brass-500"
        />
        <div className="min-w-0 max-w-full">
          <FieldError id={`${id}-refusal`} message={refusal} alert />
          <ol ref={list} className="mt-2" aria-label={`${wall.name} sections`}>
            {wall.sections.map((section, s) => (
              <SectionRow
                key={s}
                wallName={wall.name}
                index={s}
                section={section}
                spaceType={design.spaceType}
                onKind={(kind) => apply(changeSectionKind(design, { wall: w, section: s, kind }))}
                onWidth={(widthIn) => apply(resizeSection(design, { wall: w, section: s, widthIn }))}
                onAction={(action) => act(s, action)}
              />
            ))}
          </ol>
        </div>
      </div>
    </figure>
  );
}
