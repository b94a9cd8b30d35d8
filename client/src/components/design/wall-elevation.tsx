import { useId, type ReactNode } from 'react';
import type { DesignWall } from '../../../../shared/design/design';
import { sectionKindLabels, type SectionKind } from '../../../../shared/design/section-kinds';

/** Room around the wall for its dimensions, in inches (the drawing's unit). */
const margin = { left: 16, right: 4, top: 6, bottom: 18 };
/** On screen, an inch of wall is this many CSS pixels: a long wall scrolls inside its figure. */
const pxPerIn = 2.6;

const r = (n: number) => Math.round(n * 10) / 10;

/** The accessible name of a wall's drawing: "Back wall elevation, 120 in". */
export function elevationName(wall: Pick<DesignWall, 'name' | 'widthIn'>): string {
  return `${wall.name} elevation, ${wall.widthIn} in`;
}

/** Lines of one section, drawn from the floor up inside x..x+w; `y(h)` maps a height to the drawing. */
function sectionParts(kind: SectionKind, x: number, w: number, top: number, y: (h: number) => number): ReactNode {
  const line = (h: number, key: string | number, cls = 'stroke-harbor-700') => (
    <line key={key} x1={r(x)} x2={r(x + w)} y1={r(y(h))} y2={r(y(h))} className={cls} />
  );
  const rod = (h: number, key: string | number) => (
    <line
      key={key}
      x1={r(x + 2)}
      x2={r(x + w - 2)}
      y1={r(y(h))}
      y2={r(y(h))}
      className="stroke-harbor-500"
      strokeWidth={1.5}
    />
  );
  const shelves = (from: number, to: number, step: number) => {
    const out: ReactNode[] = [];
    for (let h = from; h < to; h += step) out.push(line(h, `s${h}`));
    return out;
  };
  const box = (h0: number, h1: number, key: string | number) => (
    <rect
      key={key}
      x={r(x + 1.5)}
      y={r(y(h1))}
      width={r(w - 3)}
      height={r(h1 - h0)}
      className="fill-none stroke-harbor-700"
    />
  );
  switch (kind) {
    case 'long-hang':
      return [line(top - 12, 'shelf'), rod(top - 14, 'rod')];
    case 'double-hang':
      return [line(top - 12, 'shelf'), rod(top - 14, 'rod1'), line(top / 2, 'mid'), rod(top / 2 - 2, 'rod2')];
    case 'triple-hang': {
      const third = top / 3;
      return [
        rod(top - 4, 'r1'),
        line(2 * third, 'm1'),
        rod(2 * third - 2, 'r2'),
        line(third, 'm2'),
        rod(third - 2, 'r3'),
      ];
    }
    case 'shelves':
    case 'pantry-shelves':
      return shelves(12, top, 12);
    case 'shoe-shelves':
      return shelves(8, top, 8);
    case 'drawers':
      return [...[0, 1, 2, 3].map((i) => box(2 + i * 9, 10 + i * 9, `d${i}`)), ...shelves(48, top, 12)];
    case 'hamper':
      return [box(2, 30, 'hamper'), ...shelves(42, top, 12)];
    case 'cabinet':
      return [
        <rect
          key="l"
          x={r(x + 1.5)}
          y={r(y(top - 1))}
          width={r(w / 2 - 2)}
          height={r(top - 4)}
          className="fill-none stroke-harbor-700"
        />,
        <rect
          key="rt"
          x={r(x + w / 2 + 0.5)}
          y={r(y(top - 1))}
          width={r(w / 2 - 2)}
          height={r(top - 4)}
          className="fill-none stroke-harbor-700"
        />,
      ];
    case 'lockers-with-bench':
      return [box(0, 18, 'bench'), line(top - 14, 'cubby'), rod(60, 'hooks')];
    case 'desk':
      return [line(30, 'top', 'stroke-harbor-900'), box(2, 28, 'drawers'), ...shelves(48, top, 12)];
    case 'workbench':
      return [line(36, 'top', 'stroke-harbor-900'), ...shelves(10, 30, 20)];
    case 'slatwall':
      return shelves(36, top, 6);
    case 'overhead-rack':
      return [box(top - 16, top - 2, 'rack')];
  }
}

/**
 * A wall drawn to scale as SVG (its viewBox in inches), the same on the server and in the browser:
 * the system's sections with their kind drawn simply, each section's width under it, the wall's
 * width and the ceiling height marked. An image with its name ("Back wall elevation, 120 in").
 */
export function WallElevation({ wall, ceilingIn }: { wall: DesignWall; ceilingIn: number }) {
  const titleId = useId();
  const width = wall.widthIn;
  const viewW = margin.left + width + margin.right;
  const viewH = margin.top + ceilingIn + margin.bottom;
  const floor = margin.top + ceilingIn;
  const y = (h: number) => floor - h;
  // The system stands below the ceiling, at most 96 in (a standard tower and its top shelf).
  const top = Math.min(ceilingIn - 2, 96);
  let x = margin.left;
  const sections = wall.sections.map((section, i) => {
    const at = x;
    x += section.widthIn;
    return (
      <g key={i}>
        <rect
          x={r(at)}
          y={r(y(top))}
          width={r(section.widthIn)}
          height={r(top)}
          className="fill-harbor-50 stroke-harbor-900"
        />
        {sectionParts(section.kind, at, section.widthIn, top, y)}
        <text x={r(at + section.widthIn / 2)} y={r(floor + 6)} textAnchor="middle">
          {section.widthIn}″
        </text>
      </g>
    );
  });
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${r(viewW)} ${r(viewH)}`}
      width={r(viewW * pxPerIn)}
      height={r(viewH * pxPerIn)}
      className="block max-w-none fill-harbor-900 text-[5px]"
      strokeWidth={0.6}
    >
      <title id={titleId}>{elevationName(wall)}</title>
      <line
        x1={margin.left}
        x2={r(margin.left + width)}
        y1={margin.top}
        y2={margin.top}
        className="stroke-harbor-200"
        strokeDasharray="2 2"
      />
      <line x1={margin.left} x2={r(margin.left + width)} y1={floor} y2={floor} className="stroke-harbor-900" />
      {sections}
      <line
        x1={margin.left}
        x2={r(margin.left + width)}
        y1={r(floor + 11)}
        y2={r(floor + 11)}
        className="stroke-harbor-900"
      />
      <text x={r(margin.left + width / 2)} y={r(floor + 16.5)} textAnchor="middle">
        {width} in
      </text>
      <line x1={8} x2={8} y1={margin.top} y2={floor} className="stroke-harbor-900" />
      <text
        x={6}
        y={r(margin.top + ceilingIn / 2)}
        textAnchor="middle"
        transform={`rotate(-90 6 ${r(margin.top + ceilingIn / 2)})`}
      >
        {ceilingIn} in
      </text>
    </svg>
  );
}

/** The text twin of a drawing: its sections left to right. */
export function SectionList({ wall }: { wall: DesignWall }) {
  return (
    <ol className="list-decimal space-y-1 pl-5 text-sm">
      {wall.sections.map((section, i) => (
        <li key={i}>
          {sectionKindLabels[section.kind]}, {section.widthIn} in
        </li>
      ))}
    </ol>
  );
}
