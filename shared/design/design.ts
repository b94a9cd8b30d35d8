import { isSingleLine, singleLineMessage } from '../single-line-text';
import { accessoryIds, type AccessoryId } from './accessories';
import { defaultWallName, designLimits as limits, isEighths, wallMinFor } from './design-rules';
import { finishIds, hardwareFinishIds, type FinishId, type HardwareFinishId } from './finishes';
import { kindAllowedIn, sectionKindLabels, sectionKinds, type SectionKind } from './section-kinds';
import { spaceTypes, type SpaceType } from './space-types';

/** A plan or a proposal option: the space, its ceiling and walls, each wall's sections left to right. */
export interface Design {
  spaceType: SpaceType;
  ceilingIn: number;
  walls: DesignWall[];
  finish: FinishId;
  hardware: HardwareFinishId;
  accessories: AccessoryId[];
}

export interface DesignWall {
  name: string;
  widthIn: number;
  depthIn: number;
  sections: DesignSection[];
}

export interface DesignSection {
  kind: SectionKind;
  widthIn: number;
}

interface DesignIssue {
  path: (string | number)[];
  message: string;
}

type DesignCheck = { success: true; data: Design } | { success: false; error: { issues: DesignIssue[] } };

const maxWallNameLength = 40;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

function measureIssue(value: unknown, label: string, min: number, max: number): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number of inches`;
  if (value < min || value > max) return `${label} must be ${min} to ${max} in`;
  if (!isEighths(value)) return `${label} must be in whole inches or eighths of an inch`;
  return null;
}

function wallIssues(wall: unknown, w: number, design: Record<string, unknown>): DesignIssue[] {
  const issues: DesignIssue[] = [];
  const at = (message: string, ...path: (string | number)[]) => issues.push({ path: ['walls', w, ...path], message });
  if (!isRecord(wall)) {
    at('Each wall needs its name, width, depth and sections');
    return issues;
  }
  const trimmed = typeof wall.name === 'string' ? wall.name.trim() : '';
  if (!trimmed) at('Name each wall', 'name');
  else if (trimmed.length > maxWallNameLength) at(`A wall name is at most ${maxWallNameLength} characters`, 'name');
  else if (!isSingleLine(trimmed)) at(singleLineMessage('A wall name'), 'name');
  const name = trimmed || defaultWallName(w);
  const spaceType = oneOf(spaceTypes, design.spaceType) ? design.spaceType : null;
  const ceiling = design.ceilingIn;

  const widthIssue =
    spaceType === 'Mudroom' && typeof wall.widthIn === 'number' && wall.widthIn < wallMinFor('Mudroom')
      ? `${name} width must be at least ${limits.mudroomWallMinIn} in (3 ft) for mudroom lockers`
      : measureIssue(wall.widthIn, `${name} width`, limits.wallMinIn, limits.wallMaxIn);
  if (widthIssue) at(widthIssue, 'widthIn');
  const depthIssue = measureIssue(wall.depthIn, `${name} depth`, limits.depthMinIn, limits.depthMaxIn);
  if (depthIssue) at(depthIssue, 'depthIn');

  if (!Array.isArray(wall.sections)) {
    at('Each wall needs its sections', 'sections');
    return issues;
  }
  const sections: unknown[] = wall.sections;
  if (sections.length === 0) {
    at(`${name} needs at least one section`, 'sections');
    return issues;
  }
  if (sections.length > limits.maxSectionsPerWall) {
    at(`${name} has ${sections.length} sections; a wall holds at most ${limits.maxSectionsPerWall}`, 'sections');
    return issues;
  }
  let sum = 0;
  let widthsOk = true;
  sections.forEach((section, s) => {
    const label = `${name} section ${s + 1}`;
    const fields = isRecord(section) ? section : {};
    const sectionIssue = measureIssue(fields.widthIn, `${label} width`, limits.sectionMinIn, limits.sectionMaxIn);
    if (sectionIssue) {
      widthsOk = false;
      at(sectionIssue, 'sections', s, 'widthIn');
    } else sum += fields.widthIn as number;
    if (!oneOf(sectionKinds, fields.kind)) {
      at('Choose a section kind from the list', 'sections', s, 'kind');
      return;
    }
    if (!spaceType) return;
    if (!kindAllowedIn(fields.kind, spaceType)) {
      at(
        `${label}: a ${spaceType} has no ${sectionKindLabels[fields.kind].toLowerCase()} sections`,
        'sections',
        s,
        'kind',
      );
    } else if (
      fields.kind === 'overhead-rack' &&
      typeof ceiling === 'number' &&
      ceiling < limits.overheadRackCeilingMinIn
    ) {
      at(
        `${label}: an overhead rack needs a ceiling of ${limits.overheadRackCeilingMinIn} in (9 ft) or more`,
        'sections',
        s,
        'kind',
      );
    }
  });
  // Eighths of an inch add up exactly in binary floating point, so "exactly" is exact.
  if (widthsOk && typeof wall.widthIn === 'number' && !widthIssue && sum !== wall.widthIn) {
    at(`${name} sections add up to ${sum} in; they must fill its ${wall.widthIn} in exactly`, 'sections');
  }
  return issues;
}

/**
 * Every reason a design cannot be built, one sentence per field, each naming its wall ("Back wall
 * width must be 24 to 240 in"). The one home of the design's rules: the planner runs it in the
 * browser as it is, the API through designSchema (design-schema.ts).
 */
export function designIssues(value: unknown): DesignIssue[] {
  if (!isRecord(value)) return [{ path: [], message: 'Send a plan: its space, ceiling, walls and finish' }];
  const issues: DesignIssue[] = [];
  const at = (message: string, ...path: (string | number)[]) => issues.push({ path, message });
  if (!oneOf(spaceTypes, value.spaceType)) at('Choose a space from the list', 'spaceType');
  const ceilingIssue = measureIssue(value.ceilingIn, 'Ceiling height', limits.ceilingMinIn, limits.ceilingMaxIn);
  if (ceilingIssue) at(ceilingIssue, 'ceilingIn');

  const walls: unknown[] = Array.isArray(value.walls) ? value.walls : [];
  if (walls.length === 0) at('Add at least one wall', 'walls');
  if (walls.length > limits.maxWalls) at(`A plan has at most ${limits.maxWalls} walls`, 'walls');
  walls.slice(0, limits.maxWalls).forEach((wall, w) => issues.push(...wallIssues(wall, w, value)));

  if (!oneOf(finishIds, value.finish)) at('Choose a finish from the list', 'finish');
  if (!oneOf(hardwareFinishIds, value.hardware)) at('Choose a hardware finish from the list', 'hardware');
  if (!Array.isArray(value.accessories)) at('Choose accessories from the list', 'accessories');
  else {
    const accessories: unknown[] = value.accessories;
    accessories.forEach((id, i) => {
      if (!oneOf(accessoryIds, id)) at('Choose accessories from the list', 'accessories', i);
    });
    if (new Set(accessories).size !== accessories.length) at('List each accessory once', 'accessories');
  }
  return issues;
}

/** The design a value describes, its wall names trimmed and nothing else kept; or its issues. */
export function checkDesign(value: unknown): DesignCheck {
  const issues = designIssues(value);
  if (issues.length > 0) return { success: false, error: { issues } };
  const design = value as Design;
  return {
    success: true,
    data: {
      spaceType: design.spaceType,
      ceilingIn: design.ceilingIn,
      walls: design.walls.map((wall) => ({
        name: wall.name.trim(),
        widthIn: wall.widthIn,
        depthIn: wall.depthIn,
        sections: wall.sections.map((section) => ({ kind: section.kind, widthIn: section.widthIn })),
      })),
      finish: design.finish,
      hardware: design.hardware,
      accessories: [...design.accessories],
    },
  };
}

/** The first sentence for each field, keyed by its dotted path ("walls.0.widthIn"). */
export function designFieldErrors(error: { issues: readonly { path: PropertyKey[]; message: string }[] }) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'design';
    errors[key] ??= issue.message;
  }
  return errors;
}
