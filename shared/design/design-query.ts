import { defaultDepthIn, defaultWallName, designLimits } from './design-rules';
import { checkDesign, designFieldErrors, type Design } from './design';
import { standardFinish, standardHardware } from './finishes';
import { startingLayout } from './layout';
import { spaceTypeFromSlug, spaceTypeSlug } from './space-types';

/**
 * A plan as an address, so "Show my plan" (a GET form, no JavaScript) renders it and a bookmark
 * reproduces it: `/plan?space=walk-in-closet&ceiling=96&w1=120&w2=96&s1=double-hang.32_shelves.30…`.
 * Per wall slot i (1–4): wi its width, di its depth, ni its name, si its sections ("kind.width",
 * joined by "_"; characters a query string keeps as they are). Left out: the space's usual depth,
 * the slot's wall name, the starting layout's sections, the standard finish and hardware.
 */
export const designQueryFields = {
  space: 'space',
  ceiling: 'ceiling',
  finish: 'finish',
  hardware: 'hw',
  accessories: 'acc',
  width: (slot: number) => `w${slot}`,
  depth: (slot: number) => `d${slot}`,
  name: (slot: number) => `n${slot}`,
  sections: (slot: number) => `s${slot}`,
} as const;

const f = designQueryFields;
const slots = Array.from({ length: designLimits.maxWalls }, (_, i) => i + 1);

type DesignQuery = URLSearchParams | Record<string, string | string[] | undefined>;

type DesignFromQueryResult =
  | { success: true; design: Design }
  /** errors: the first sentence for each query field ("w1", "ceiling"), to show beside its input. */
  | { success: false; errors: Record<string, string> };

function reader(query: DesignQuery) {
  const all = (key: string): string[] => {
    if (query instanceof URLSearchParams) return query.getAll(key);
    const value = query[key];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  return { all, one: (key: string) => all(key)[0]?.trim() ?? '' };
}

/** A number as typed; anything else (text, "1e3", "0x10") becomes NaN for the schema to refuse. */
const inches = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN);

function sectionsFrom(text: string) {
  return text.split('_').map((part) => {
    const dot = part.indexOf('.');
    return dot < 0
      ? { kind: part, widthIn: Number.NaN }
      : { kind: part.slice(0, dot), widthIn: inches(part.slice(dot + 1)) };
  });
}

/** The design a plan's address describes, or each query field's sentence. */
export function designFromQuery(query: DesignQuery): DesignFromQueryResult {
  const { all, one } = reader(query);
  const spaceType = spaceTypeFromSlug(one(f.space));
  const ceilingIn = inches(one(f.ceiling));
  const used = slots.filter((slot) => one(f.width(slot)) !== '');
  const walls = used.map((slot) => ({
    name: one(f.name(slot)) || defaultWallName(slot - 1),
    widthIn: inches(one(f.width(slot))),
    depthIn: one(f.depth(slot)) === '' ? (spaceType ? defaultDepthIn[spaceType] : 24) : inches(one(f.depth(slot))),
    sectionsText: one(f.sections(slot)),
  }));
  const candidate = {
    spaceType: spaceType ?? one(f.space),
    ceilingIn,
    walls: walls.map(({ sectionsText, ...wall }) => ({
      ...wall,
      sections: sectionsText ? sectionsFrom(sectionsText) : [],
    })),
    finish: one(f.finish) || standardFinish,
    hardware: one(f.hardware) || standardHardware,
    accessories: all(f.accessories)
      .flatMap((value) => value.split('_'))
      .filter(Boolean),
  };
  // Walls given without their sections start from the layout rules (the no-JavaScript form sends
  // only the measurements), once the measurements themselves are sound.
  if (spaceType && walls.some((wall) => !wall.sectionsText)) {
    const measured = checkDesign({
      ...candidate,
      walls: candidate.walls.map((wall) => ({ ...wall, sections: [{ kind: 'shelves', widthIn: 18 }] })),
    });
    const measurementsOk =
      measured.success ||
      !measured.error.issues.some((issue) =>
        ['ceilingIn', 'widthIn', 'depthIn', 'name'].includes(String(issue.path.at(-1))),
      );
    if (measurementsOk && walls.length > 0) {
      const start = startingLayout({ spaceType, ceilingIn, walls });
      candidate.walls.forEach((wall, i) => {
        if (wall.sections.length === 0) wall.sections = start.walls[i]!.sections;
      });
    }
  }
  const parsed = checkDesign(candidate);
  if (parsed.success) return { success: true, design: parsed.data };
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(designFieldErrors(parsed.error))) {
    const [head, index, field] = path.split('.');
    const slot = used[Number(index)] ?? 1;
    const key =
      head === 'walls' && index !== undefined
        ? field === 'widthIn'
          ? f.width(slot)
          : field === 'depthIn'
            ? f.depth(slot)
            : field === 'name'
              ? f.name(slot)
              : f.sections(slot)
        : ((
            {
              spaceType: f.space,
              ceilingIn: f.ceiling,
              walls: f.width(1),
              finish: f.finish,
              hardware: f.hardware,
            } as Record<string, string>
          )[head ?? ''] ?? f.accessories);
    // A wall sent without sections has none only because its measurements were refused: say that.
    if (key === f.sections(slot) && !walls[Number(index)]?.sectionsText) continue;
    errors[key] ??= message;
  }
  return { success: false, errors };
}

/** The address of a design (its query string, without "?"); designFromQuery reads it back. */
export function designToQuery(design: Design): string {
  const query = new URLSearchParams();
  query.set(f.space, spaceTypeSlug(design.spaceType));
  query.set(f.ceiling, String(design.ceilingIn));
  design.walls.forEach((wall, i) => {
    const slot = i + 1;
    query.set(f.width(slot), String(wall.widthIn));
    if (wall.depthIn !== defaultDepthIn[design.spaceType]) query.set(f.depth(slot), String(wall.depthIn));
    if (wall.name !== defaultWallName(i)) query.set(f.name(slot), wall.name);
    query.set(f.sections(slot), wall.sections.map((s) => `${s.kind}.${s.widthIn}`).join('_'));
  });
  if (design.finish !== standardFinish) query.set(f.finish, design.finish);
  if (design.hardware !== standardHardware) query.set(f.hardware, design.hardware);
  for (const id of design.accessories) query.append(f.accessories, id);
  return query.toString();
}
