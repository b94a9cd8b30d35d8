// zod/mini, as shared/contact-schema.ts: this schema ships to the browser with the planner (/plan).
import * as z from 'zod/mini';
import { accessoryIds } from './accessories';
import { defaultWallName, designLimits as limits, isEighths, wallMinFor } from './design-rules';
import { finishIds, hardwareFinishIds } from './finishes';
import { kindAllowedIn, sectionKindLabels, sectionKinds, type SectionKind } from './section-kinds';
import { spaceTypes, type SpaceType } from './space-types';

/**
 * Measurements are typed by zod but checked in `checkBuildable`, which knows each wall's name, so
 * every refusal is one sentence that says which wall ("Back wall width must be 24 to 240 in").
 */
const inches = () => z.custom<number>(() => true);

const sectionSchema = z.object({
  kind: z.enum(sectionKinds, { error: 'Choose a section kind from the list' }),
  widthIn: inches(),
});

const wallSchema = z.object({
  name: z
    .string({ error: 'Name each wall' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Name each wall', abort: true }),
      z.maxLength(40, { error: 'A wall name is at most 40 characters' }),
    ),
  widthIn: inches(),
  depthIn: inches(),
  sections: z.array(sectionSchema, { error: 'Each wall needs its sections' }),
});

type Issue = { path: (string | number)[]; message: string };

function measureIssue(value: unknown, label: string, min: number, max: number): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number of inches`;
  if (value < min || value > max) return `${label} must be ${min} to ${max} in`;
  if (!isEighths(value)) return `${label} must be in whole inches or eighths of an inch`;
  return null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Every rule that needs more than one field, or a wall's name, as [path, sentence] pairs. */
export function buildabilityIssues(design: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  const spaceType = spaceTypes.includes(design.spaceType as SpaceType) ? (design.spaceType as SpaceType) : null;
  const ceiling = design.ceilingIn;
  const ceilingIssue = measureIssue(ceiling, 'Ceiling height', limits.ceilingMinIn, limits.ceilingMaxIn);
  if (ceilingIssue) issues.push({ path: ['ceilingIn'], message: ceilingIssue });
  const walls = Array.isArray(design.walls) ? design.walls : [];
  if (walls.length === 0) issues.push({ path: ['walls'], message: 'Add at least one wall' });
  if (walls.length > limits.maxWalls) {
    issues.push({ path: ['walls'], message: `A plan has at most ${limits.maxWalls} walls` });
  }
  walls.slice(0, limits.maxWalls).forEach((wall: unknown, w) => {
    if (!isRecord(wall)) return;
    const name = typeof wall.name === 'string' && wall.name.trim() ? wall.name.trim() : defaultWallName(w);
    const widthIssue =
      spaceType === 'Mudroom' && typeof wall.widthIn === 'number' && wall.widthIn < wallMinFor('Mudroom')
        ? `${name} width must be at least ${limits.mudroomWallMinIn} in (3 ft) for mudroom lockers`
        : measureIssue(wall.widthIn, `${name} width`, limits.wallMinIn, limits.wallMaxIn);
    if (widthIssue) issues.push({ path: ['walls', w, 'widthIn'], message: widthIssue });
    const depthIssue = measureIssue(wall.depthIn, `${name} depth`, limits.depthMinIn, limits.depthMaxIn);
    if (depthIssue) issues.push({ path: ['walls', w, 'depthIn'], message: depthIssue });

    const sections = Array.isArray(wall.sections) ? wall.sections : [];
    if (sections.length === 0) {
      issues.push({ path: ['walls', w, 'sections'], message: `${name} needs at least one section` });
      return;
    }
    if (sections.length > limits.maxSectionsPerWall) {
      issues.push({
        path: ['walls', w, 'sections'],
        message: `${name} has ${sections.length} sections; a wall holds at most ${limits.maxSectionsPerWall}`,
      });
      return;
    }
    let sum = 0;
    let widthsOk = true;
    sections.forEach((section: unknown, s) => {
      if (!isRecord(section)) return;
      const label = `${name} section ${s + 1}`;
      const sectionIssue = measureIssue(section.widthIn, `${label} width`, limits.sectionMinIn, limits.sectionMaxIn);
      if (sectionIssue) {
        widthsOk = false;
        issues.push({ path: ['walls', w, 'sections', s, 'widthIn'], message: sectionIssue });
      } else sum += section.widthIn as number;
      const kind = sectionKinds.includes(section.kind as SectionKind) ? (section.kind as SectionKind) : null;
      if (!kind || !spaceType) return;
      if (!kindAllowedIn(kind, spaceType)) {
        issues.push({
          path: ['walls', w, 'sections', s, 'kind'],
          message: `${label}: a ${spaceType} has no ${sectionKindLabels[kind].toLowerCase()} sections`,
        });
      } else if (kind === 'overhead-rack' && typeof ceiling === 'number' && ceiling < limits.overheadRackCeilingMinIn) {
        issues.push({
          path: ['walls', w, 'sections', s, 'kind'],
          message: `${label}: an overhead rack needs a ceiling of ${limits.overheadRackCeilingMinIn} in (9 ft) or more`,
        });
      }
    });
    // Eighths of an inch add up exactly in binary floating point, so "exactly" is exact.
    if (widthsOk && typeof wall.widthIn === 'number' && !widthIssue && sum !== wall.widthIn) {
      issues.push({
        path: ['walls', w, 'sections'],
        message: `${name} sections add up to ${sum} in; they must fill its ${wall.widthIn} in exactly`,
      });
    }
  });
  return issues;
}

/** A plan or a proposal option: refuses anything that cannot be built, one sentence per field. */
export const designSchema = /* @__PURE__ */ (() =>
  z
    .object({
      spaceType: z.enum(spaceTypes as [SpaceType, ...SpaceType[]], { error: 'Choose a space from the list' }),
      ceilingIn: inches(),
      walls: z.array(wallSchema, { error: 'Add at least one wall' }),
      finish: z.enum(finishIds, { error: 'Choose a finish from the list' }),
      hardware: z.enum(hardwareFinishIds, { error: 'Choose a hardware finish from the list' }),
      accessories: z
        .array(z.enum(accessoryIds, { error: 'Choose accessories from the list' }), {
          error: 'Choose accessories from the list',
        })
        .check(z.refine((ids) => new Set(ids).size === ids.length, { error: 'List each accessory once' })),
    })
    .check(
      z.superRefine(
        (design, ctx) => {
          for (const issue of buildabilityIssues(design)) {
            ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: design });
          }
        },
        // Runs even when another field failed, so every field's sentence shows at once.
        { when: (payload) => isRecord(payload.value) },
      ),
    ))();

export type Design = z.infer<typeof designSchema>;
export type DesignWall = Design['walls'][number];
export type DesignSection = DesignWall['sections'][number];

/** The first sentence for each field, keyed by its dotted path ("walls.0.widthIn"). */
export function designFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'design';
    errors[key] ??= issue.message;
  }
  return errors;
}
