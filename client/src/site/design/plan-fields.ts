import { designFromQuery, designQueryFields as f } from '../../../../shared/design/design-query';
import { defaultWallName, designLimits } from '../../../../shared/design/design-rules';
import type { Design } from '../../../../shared/design/design';
import { spaceTypeFromSlug, spaceTypeSlug, type SpaceType } from '../../../../shared/design/space-types';
import { maxWallsFor, planPage } from '../content/plan';

/** The planner form's values as its GET query sends them ("space", "ceiling", "w1", "walls"…). */
export type PlanFields = Record<string, string>;

/** The number-of-walls field: not part of a plan's address (the widths given say it). */
export const wallCountField = 'walls';
const defaultSpace: SpaceType = 'Reach-In Closet';
const slots = Array.from({ length: designLimits.maxWalls }, (_, i) => i + 1);

/** The form's values from a query string; a page opened without one starts from a reach-in at 96 in. */
export function fieldsFromSearch(search: string): PlanFields {
  const query = new URLSearchParams(search);
  if ([...query.keys()].length === 0) return { [f.space]: spaceTypeSlug(defaultSpace), [f.ceiling]: '96' };
  const fields: PlanFields = {};
  for (const [key, value] of query) fields[key] ??= value;
  return fields;
}

interface PlanState {
  spaceType: SpaceType;
  wallCount: number;
  maxWalls: number;
  /** The wall names of the shown width fields, by slot (1-based). */
  wallNames: string[];
  design?: Design;
  /** A sentence per query field, shown beside it. */
  errors: Record<string, string>;
}

/** What the form's values describe: the design, or each field's sentence once a width is entered. */
export function planState(fields: PlanFields): PlanState {
  const spaceType = spaceTypeFromSlug(fields[f.space] ?? '') ?? defaultSpace;
  const maxWalls = maxWallsFor(spaceType);
  const given = slots.filter((slot) => (fields[f.width(slot)] ?? '').trim() !== '').length;
  const asked = Number(fields[wallCountField]);
  const wallCount = Math.min(maxWalls, Math.max(1, Number.isInteger(asked) && asked > 0 ? asked : given || 1));
  const shown = slots.slice(0, wallCount);
  const wallNames = shown.map((slot) => fields[f.name(slot)] || defaultWallName(slot - 1));
  const base = { spaceType, wallCount, maxWalls, wallNames };
  const query: PlanFields = {};
  for (const [key, value] of Object.entries(fields)) {
    const slot = Number(/^[wdns](\d)$/.exec(key)?.[1] ?? 0);
    if (slot <= wallCount && key !== wallCountField) query[key] = value;
  }
  const missing = shown.filter((slot) => (fields[f.width(slot)] ?? '').trim() === '');
  if (missing.length === wallCount) return { ...base, errors: {} };
  const errors: Record<string, string> = {};
  for (const slot of missing) errors[f.width(slot)] = planPage.missingWidth(wallNames[slot - 1]!);
  const result = designFromQuery(query);
  if (result.success && missing.length === 0) return { ...base, design: result.design, errors };
  return { ...base, errors: result.success ? errors : { ...result.errors, ...errors } };
}

/** The form's values after one field changed: a new width, space or ceiling lays its walls out afresh. */
export function withField(fields: PlanFields, name: string, value: string): PlanFields {
  const next = { ...fields, [name]: value };
  const slot = /^w(\d)$/.exec(name)?.[1];
  if (slot) delete next[f.sections(Number(slot))];
  if (name === f.space || name === f.ceiling || name === wallCountField) {
    for (const s of slots) delete next[f.sections(s)];
  }
  return next;
}
