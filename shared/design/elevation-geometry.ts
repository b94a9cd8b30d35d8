import type { DesignWall } from './design';
import type { SectionKind } from './section-kinds';

/**
 * The drawing of a wall's elevation as plain shapes in inches, with y growing downwards as in SVG:
 * the one geometry the planner's SVG (client/src/ui/walls/wall-elevation.tsx) and the
 * signed contract's PDF (server/proposals/) both draw, so the homeowner's copy shows what the
 * designer saw. Type imports only: the planner's page pays for nothing but this file.
 */

/** How a line is stroked: a shelf or panel edge, a hanging rod (thicker, lighter), a work surface. */
export type ElevationStroke = 'shelf' | 'rod' | 'worktop';

export interface ElevationLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

interface ElevationRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Centred on x; `rotated` text reads bottom to top, turned -90° about (x, y). */
export interface ElevationLabel {
  x: number;
  y: number;
  text: string;
  rotated?: boolean;
}

/** Inside a section, in drawing order: lines, and boxes (drawer fronts, doors, a hamper, a rack) left unfilled. */
export type ElevationPart =
  ({ shape: 'line'; stroke: ElevationStroke } & ElevationLine) | ({ shape: 'box' } & ElevationRect);

interface ElevationSection extends ElevationRect {
  kind: SectionKind;
  parts: ElevationPart[];
  /** The section's width under it: "33.375″". */
  label: ElevationLabel;
}

export interface ElevationGeometry {
  /** The drawing's accessible name: "Back wall elevation, 120 in". */
  name: string;
  /** The drawing's size in inches (the SVG's viewBox), the wall and the room for its dimensions. */
  width: number;
  height: number;
  /** Dashed guide at the ceiling. */
  ceiling: ElevationLine;
  floor: ElevationLine;
  sections: ElevationSection[];
  /** The wall's width, a line under the sections and its label: "120 in". */
  widthMark: { line: ElevationLine; label: ElevationLabel };
  /** The ceiling height, a line at the left and its turned label: "96 in". */
  heightMark: { line: ElevationLine; label: ElevationLabel };
}

/** How the drawing is stroked and lettered, in inches of the drawing. */
export const elevationStyle = { strokeWidth: 0.6, rodStrokeWidth: 1.5, fontSize: 5, ceilingDash: [2, 2] } as const;

/** Room around the wall for its dimensions, in inches. */
const margin = { left: 16, right: 4, top: 6, bottom: 18 };

const r = (n: number) => Math.round(n * 10) / 10;

/** The accessible name of a wall's drawing: "Back wall elevation, 120 in". */
function elevationName(wall: Pick<DesignWall, 'name' | 'widthIn'>): string {
  return `${wall.name} elevation, ${wall.widthIn} in`;
}

/** Lines and boxes of one section, drawn from the floor up inside x..x+w; `y(h)` maps a height to the drawing. */
function sectionParts(kind: SectionKind, x: number, w: number, top: number, y: (h: number) => number): ElevationPart[] {
  const line = (h: number, stroke: ElevationStroke = 'shelf'): ElevationPart => ({
    shape: 'line',
    stroke,
    x1: r(x),
    x2: r(x + w),
    y1: r(y(h)),
    y2: r(y(h)),
  });
  const rod = (h: number): ElevationPart => ({
    shape: 'line',
    stroke: 'rod',
    x1: r(x + 2),
    x2: r(x + w - 2),
    y1: r(y(h)),
    y2: r(y(h)),
  });
  const shelves = (from: number, to: number, step: number) => {
    const out: ElevationPart[] = [];
    for (let h = from; h < to; h += step) out.push(line(h));
    return out;
  };
  const box = (h0: number, h1: number): ElevationPart => ({
    shape: 'box',
    x: r(x + 1.5),
    y: r(y(h1)),
    width: r(w - 3),
    height: r(h1 - h0),
  });
  switch (kind) {
    case 'long-hang':
      return [line(top - 12), rod(top - 14)];
    case 'double-hang':
      return [line(top - 12), rod(top - 14), line(top / 2), rod(top / 2 - 2)];
    case 'triple-hang': {
      const third = top / 3;
      return [rod(top - 4), line(2 * third), rod(2 * third - 2), line(third), rod(third - 2)];
    }
    case 'shelves':
    case 'pantry-shelves':
      return shelves(12, top, 12);
    case 'shoe-shelves':
      return shelves(8, top, 8);
    case 'drawers':
      return [...[0, 1, 2, 3].map((i) => box(2 + i * 9, 10 + i * 9)), ...shelves(48, top, 12)];
    case 'hamper':
      return [box(2, 30), ...shelves(42, top, 12)];
    case 'cabinet': {
      const door = { y: r(y(top - 1)), width: r(w / 2 - 2), height: r(top - 4) };
      return [
        { shape: 'box', x: r(x + 1.5), ...door },
        { shape: 'box', x: r(x + w / 2 + 0.5), ...door },
      ];
    }
    case 'lockers-with-bench':
      return [box(0, 18), line(top - 14), rod(60)];
    case 'desk':
      return [line(30, 'worktop'), box(2, 28), ...shelves(48, top, 12)];
    case 'workbench':
      return [line(36, 'worktop'), ...shelves(10, 30, 20)];
    case 'slatwall':
      return shelves(36, top, 6);
    case 'overhead-rack':
      return [box(top - 16, top - 2)];
  }
}

/**
 * A wall drawn to scale: the system's sections with their kind drawn simply, each section's width
 * under it, the wall's width and the ceiling height marked.
 */
export function elevationGeometry(wall: DesignWall, ceilingIn: number): ElevationGeometry {
  const width = wall.widthIn;
  const floor = margin.top + ceilingIn;
  const y = (h: number) => floor - h;
  const left = margin.left;
  const right = r(margin.left + width);
  // The system stands below the ceiling, at most 96 in (a standard tower and its top shelf).
  const top = Math.min(ceilingIn - 2, 96);
  let x = margin.left;
  const sections = wall.sections.map((section): ElevationSection => {
    const at = x;
    x += section.widthIn;
    return {
      kind: section.kind,
      x: r(at),
      y: r(y(top)),
      width: r(section.widthIn),
      height: r(top),
      parts: sectionParts(section.kind, at, section.widthIn, top, y),
      label: { x: r(at + section.widthIn / 2), y: r(floor + 6), text: `${section.widthIn}″` },
    };
  });
  const middle = r(margin.top + ceilingIn / 2);
  return {
    name: elevationName(wall),
    width: margin.left + width + margin.right,
    height: margin.top + ceilingIn + margin.bottom,
    ceiling: { x1: left, x2: right, y1: margin.top, y2: margin.top },
    floor: { x1: left, x2: right, y1: floor, y2: floor },
    sections,
    widthMark: {
      line: { x1: left, x2: right, y1: r(floor + 11), y2: r(floor + 11) },
      label: { x: r(margin.left + width / 2), y: r(floor + 16.5), text: `${width} in` },
    },
    heightMark: {
      line: { x1: 8, x2: 8, y1: margin.top, y2: floor },
      label: { x: 6, y: middle, text: `${ceilingIn} in`, rotated: true },
    },
  };
}
