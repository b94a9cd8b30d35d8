import { designLimits as limits, isEighths } from './design-rules';
import type { Design, DesignSection } from './design';
import { kindAllowedIn, sectionKindLabels, type SectionKind } from './section-kinds';

/**
 * Edits of a design's sections, for the planner and the proposal editor. Each keeps every wall
 * filled exactly and every section 18–36 in wide, or refuses with a sentence saying why; the
 * design given is never changed.
 */
export type EditResult = { ok: true; design: Design } | { ok: false; reason: string };

/** Which section: the wall's index in `design.walls`, the section's index on that wall. */
interface SectionRef {
  wall: number;
  section: number;
}

const refuse = (reason: string): EditResult => ({ ok: false, reason });
const fits = (widthIn: number) => widthIn >= limits.sectionMinIn && widthIn <= limits.sectionMaxIn;

function withSections(design: Design, wall: number, sections: DesignSection[]): EditResult {
  return {
    ok: true,
    design: { ...design, walls: design.walls.map((w, i) => (i === wall ? { ...w, sections } : w)) },
  };
}

function locate(design: Design, ref: SectionRef) {
  const wall = design.walls[ref.wall];
  const section = wall?.sections[ref.section];
  return wall && section ? { wall, section, sections: wall.sections } : null;
}

const noSuchSection = 'That section is not on the plan';

export function changeSectionKind(design: Design, ref: SectionRef & { kind: SectionKind }): EditResult {
  const found = locate(design, ref);
  if (!found) return refuse(noSuchSection);
  const label = sectionKindLabels[ref.kind];
  if (!kindAllowedIn(ref.kind, design.spaceType)) {
    return refuse(`A ${design.spaceType} has no ${label.toLowerCase()} sections`);
  }
  if (ref.kind === 'overhead-rack' && design.ceilingIn < limits.overheadRackCeilingMinIn) {
    return refuse(`An overhead rack needs a ceiling of ${limits.overheadRackCeilingMinIn} in (9 ft) or more`);
  }
  const sections = found.sections.map((s, i) => (i === ref.section ? { ...s, kind: ref.kind } : s));
  return withSections(design, ref.wall, sections);
}

/** Two sections of the same kind in its place, whole inches on the left. Both must stay ≥ 18 in. */
export function splitSection(design: Design, ref: SectionRef): EditResult {
  const found = locate(design, ref);
  if (!found) return refuse(noSuchSection);
  if (found.sections.length >= limits.maxSectionsPerWall) {
    return refuse(`${found.wall.name} already has ${limits.maxSectionsPerWall} sections`);
  }
  const { kind, widthIn } = found.section;
  if (widthIn < 2 * limits.sectionMinIn) {
    return refuse(
      `A section narrower than ${2 * limits.sectionMinIn} in cannot be split: each half must be at least ${limits.sectionMinIn} in`,
    );
  }
  const left = Math.floor(widthIn / 2);
  const sections = [...found.sections];
  sections.splice(ref.section, 1, { kind, widthIn: left }, { kind, widthIn: widthIn - left });
  return withSections(design, ref.wall, sections);
}

/**
 * Sets a section's width; the neighbour on the given side (the right one by default, the left
 * one for the last section) gives or takes the difference.
 */
export function resizeSection(
  design: Design,
  ref: SectionRef & { widthIn: number; neighbour?: 'left' | 'right' },
): EditResult {
  const found = locate(design, ref);
  if (!found) return refuse(noSuchSection);
  if (!isEighths(ref.widthIn)) return refuse('Enter the width in whole inches or eighths of an inch');
  if (!fits(ref.widthIn)) {
    return refuse(`A section must be ${limits.sectionMinIn} to ${limits.sectionMaxIn} in wide`);
  }
  if (found.sections.length === 1) return refuse(`The only section on ${found.wall.name} fills the wall`);
  const last = ref.section === found.sections.length - 1;
  const side = ref.neighbour ?? (last ? 'left' : 'right');
  const n = side === 'left' ? ref.section - 1 : ref.section + 1;
  const neighbour = found.sections[n];
  if (!neighbour) return refuse(`There is no section to its ${side}`);
  const neighbourWidth = neighbour.widthIn - (ref.widthIn - found.section.widthIn);
  if (!fits(neighbourWidth)) {
    return refuse(
      `The section to its ${side} would be ${neighbourWidth} in wide; sections are ${limits.sectionMinIn} to ${limits.sectionMaxIn} in`,
    );
  }
  const sections = found.sections.map((s, i) =>
    i === ref.section ? { ...s, widthIn: ref.widthIn } : i === n ? { ...s, widthIn: neighbourWidth } : s,
  );
  return withSections(design, ref.wall, sections);
}

/**
 * Removes a section; the neighbour absorbs its width (the right one, or the left one for the last
 * section). When that would make it wider than 36 in, both neighbours share the width.
 */
export function removeSection(design: Design, ref: SectionRef): EditResult {
  const found = locate(design, ref);
  if (!found) return refuse(noSuchSection);
  const { sections } = found;
  if (sections.length === 1) return refuse(`${found.wall.name} keeps at least one section`);
  const width = found.section.widthIn;
  const left = sections[ref.section - 1];
  const right = sections[ref.section + 1];
  const first = right ?? left!;
  const grow = new Map<number, number>();
  if (fits(first.widthIn + width)) {
    grow.set(right ? ref.section + 1 : ref.section - 1, width);
  } else if (left && right) {
    // Share the width so both end as close to equal as whole inches allow.
    const total = left.widthIn + right.widthIn + width;
    const leftWidth = Math.floor(total / 2);
    grow.set(ref.section - 1, leftWidth - left.widthIn);
    grow.set(ref.section + 1, total - leftWidth - right.widthIn);
    if (!fits(leftWidth) || !fits(total - leftWidth) || leftWidth < left.widthIn || total - leftWidth < right.widthIn) {
      return refuse('The sections beside it would be wider than 36 in; resize or change this one instead');
    }
  } else {
    return refuse('The section beside it would be wider than 36 in; resize or change this one instead');
  }
  const next = sections
    .map((s, i) => (grow.has(i) ? { ...s, widthIn: s.widthIn + grow.get(i)! } : s))
    .filter((_, i) => i !== ref.section);
  return withSections(design, ref.wall, next);
}

/** Swaps a section with its neighbour to the left or right. */
export function moveSection(design: Design, ref: SectionRef & { direction: 'left' | 'right' }): EditResult {
  const found = locate(design, ref);
  if (!found) return refuse(noSuchSection);
  const to = ref.direction === 'left' ? ref.section - 1 : ref.section + 1;
  const other = found.sections[to];
  if (!other)
    return refuse(`It is already the ${ref.direction === 'left' ? 'first' : 'last'} section on ${found.wall.name}`);
  const sections = [...found.sections];
  sections[to] = found.section;
  sections[ref.section] = other;
  return withSections(design, ref.wall, sections);
}
