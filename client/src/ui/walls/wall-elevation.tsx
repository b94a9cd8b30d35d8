import { useId } from 'react';
import type { DesignWall } from '../../../../shared/design/design';
import {
  elevationGeometry,
  elevationStyle,
  type ElevationPart,
  type ElevationStroke,
} from '../../../../shared/design/elevation-geometry';
import { sectionKindLabels } from '../../../../shared/design/section-kinds';

/** On screen, an inch of wall is this many CSS pixels: a long wall scrolls inside its figure. */
const pxPerIn = 2.6;

const r = (n: number) => Math.round(n * 10) / 10;

const strokeClass: Record<ElevationStroke, string> = {
  shelf: 'stroke-harbor-700',
  rod: 'stroke-harbor-600',
  worktop: 'stroke-harbor-900',
};

function Part({ part }: { part: ElevationPart }) {
  if (part.shape === 'box') {
    const { x, y, width, height } = part;
    return <rect x={x} y={y} width={width} height={height} className="fill-none stroke-harbor-700" />;
  }
  const { x1, x2, y1, y2, stroke } = part;
  return (
    <line
      x1={x1}
      x2={x2}
      y1={y1}
      y2={y2}
      className={strokeClass[stroke]}
      strokeWidth={stroke === 'rod' ? elevationStyle.rodStrokeWidth : undefined}
    />
  );
}

/**
 * A wall drawn to scale as SVG (its viewBox in inches), the same on the server and in the browser,
 * from the geometry the contract's PDF draws too (shared/design/elevation-geometry.ts). An image
 * with its name ("Back wall elevation, 120 in").
 */
export function WallElevation({ wall, ceilingIn }: { wall: DesignWall; ceilingIn: number }) {
  const titleId = useId();
  const drawing = elevationGeometry(wall, ceilingIn);
  const { ceiling, floor, widthMark, heightMark } = drawing;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${r(drawing.width)} ${r(drawing.height)}`}
      width={r(drawing.width * pxPerIn)}
      height={r(drawing.height * pxPerIn)}
      className="block max-w-none fill-harbor-900 text-[5px]"
      strokeWidth={elevationStyle.strokeWidth}
    >
      <title id={titleId}>{drawing.name}</title>
      <line {...ceiling} className="stroke-harbor-200" strokeDasharray={elevationStyle.ceilingDash.join(' ')} />
      <line {...floor} className="stroke-harbor-900" />
      {drawing.sections.map((section, i) => (
        <g key={i}>
          <rect
            x={section.x}
            y={section.y}
            width={section.width}
            height={section.height}
            className="fill-harbor-50 stroke-harbor-900"
          />
          {section.parts.map((part, p) => (
            <Part key={p} part={part} />
          ))}
          <text x={section.label.x} y={section.label.y} textAnchor="middle">
            {section.label.text}
          </text>
        </g>
      ))}
      <line {...widthMark.line} className="stroke-harbor-900" />
      <text x={widthMark.label.x} y={widthMark.label.y} textAnchor="middle">
        {widthMark.label.text}
      </text>
      <line {...heightMark.line} className="stroke-harbor-900" />
      <text
        x={heightMark.label.x}
        y={heightMark.label.y}
        textAnchor="middle"
        transform={`rotate(-90 ${heightMark.label.x} ${heightMark.label.y})`}
      >
        {heightMark.label.text}
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
