import type { ReactNode } from 'react';
import type { GalleryArt as ArtKind, GalleryFinish } from '../content/gallery';

/** Panel, edge and shade colors of each cabinet finish. */
const finishes: Record<GalleryFinish, { panel: string; edge: string; shade: string }> = {
  white: { panel: '#ffffff', edge: '#b3a690', shade: '#ece5d8' },
  walnut: { panel: '#86573a', edge: '#54341f', shade: '#a06c4a' },
  gray: { panel: '#a3abb2', edge: '#5f6a74', shade: '#c3c8cc' },
  oak: { panel: '#dcbd8f', edge: '#9c7442', shade: '#ebd6b4' },
};

const garmentColors = ['#1b4a59', '#ddbf8a', '#aecfd9', '#56606b', '#b8873b', '#d6e7ec', '#153a46'];

type Palette = (typeof finishes)[GalleryFinish];

/** Where a part of the drawing starts (its top left corner) and how wide it is. */
interface Place {
  x: number;
  y: number;
  width: number;
}

/** `count` like parts one under another, in the finish's palette. */
interface Stack extends Place {
  count: number;
  p: Palette;
}

/** A rod with garments hanging from it, `length` tall. */
function Hanging({
  x,
  y,
  width,
  length,
  seed = 0,
}: Place & {
  length: number;
  seed?: number;
}) {
  const count = Math.max(2, Math.floor(width / 7));
  const step = width / count;
  return (
    <g>
      <line x1={x} y1={y} x2={x + width} y2={y} stroke="#56606b" strokeWidth="1.5" />
      {Array.from({ length: count }, (_, i) => (
        <rect
          key={i}
          x={x + i * step + 1}
          y={y + 2}
          width={step - 2}
          height={length - ((i + seed) % 3) * 4}
          rx="1.5"
          fill={garmentColors[(i + seed) % garmentColors.length]}
        />
      ))}
    </g>
  );
}

function Drawers({ x, y, width, count, height, p }: Stack & { height: number }) {
  return (
    <g>
      {Array.from({ length: count }, (_, i) => (
        <g key={i}>
          <rect x={x} y={y + i * height} width={width} height={height - 1.5} fill={p.panel} stroke={p.edge} />
          <line
            x1={x + width / 2 - 6}
            y1={y + i * height + height / 2}
            x2={x + width / 2 + 6}
            y2={y + i * height + height / 2}
            stroke={p.edge}
            strokeWidth="2"
            strokeLinecap="round"
          />
        </g>
      ))}
    </g>
  );
}

function Shelves({ x, y, width, count, gap, p }: Stack & { gap: number }) {
  return (
    <g>
      {Array.from({ length: count }, (_, i) => (
        <rect key={i} x={x} y={y + i * gap} width={width} height="3" fill={p.panel} stroke={p.edge} strokeWidth="0.8" />
      ))}
    </g>
  );
}

/** Small items standing on a shelf: jars, boxes, books or shoes. */
function Items({
  x,
  y,
  width,
  kind,
  seed = 0,
}: Place & {
  kind: 'jars' | 'boxes' | 'books' | 'shoes';
  seed?: number;
}) {
  const size = kind === 'books' ? 4 : kind === 'shoes' ? 10 : 9;
  const count = Math.floor(width / (size + 3));
  return (
    <g>
      {Array.from({ length: count }, (_, i) => {
        const h =
          kind === 'books'
            ? 12 + ((i + seed) % 3) * 2
            : kind === 'shoes'
              ? 5
              : kind === 'jars'
                ? 10 + ((i + seed) % 2) * 3
                : 9;
        const color = garmentColors[(i + seed) % garmentColors.length];
        return kind === 'jars' ? (
          <rect key={i} x={x + i * (size + 3)} y={y - h} width={size} height={h} rx="2" fill={color} opacity="0.85" />
        ) : (
          <rect
            key={i}
            x={x + i * (size + 3)}
            y={y - h}
            width={size}
            height={h}
            rx={kind === 'shoes' ? 2.5 : 0.5}
            fill={color}
          />
        );
      })}
    </g>
  );
}

function Frame({ x, y, width, height, p }: Place & { height: number; p: Palette }) {
  return <rect x={x} y={y} width={width} height={height} fill={p.shade} stroke={p.edge} strokeWidth="1.5" />;
}

const scenes: Record<ArtKind, (p: Palette) => ReactNode> = {
  'reach-in': (p) => (
    <>
      <Frame x={40} y={20} width={160} height={140} p={p} />
      <Shelves x={40} y={36} width={160} count={1} gap={0} p={p} />
      <Items x={46} y={36} width={150} kind="boxes" seed={1} />
      <Hanging x={44} y={48} width={44} length={40} />
      <Hanging x={44} y={98} width={44} length={40} seed={2} />
      <rect x={92} y={39} width={56} height={121} fill={p.panel} stroke={p.edge} />
      <Shelves x={92} y={62} width={56} count={2} gap={22} p={p} />
      <Items x={96} y={62} width={50} kind="shoes" seed={3} />
      <Items x={96} y={84} width={50} kind="shoes" seed={5} />
      <Drawers x={94} y={100} width={52} count={4} height={15} p={p} />
      <Hanging x={152} y={48} width={44} length={40} seed={4} />
      <Hanging x={152} y={98} width={44} length={40} seed={1} />
    </>
  ),
  'walk-in': (p) => (
    <>
      <Frame x={20} y={16} width={200} height={120} p={p} />
      <polygon points="20,136 220,136 236,168 4,168" fill="#e4ddd1" />
      <Shelves x={20} y={32} width={200} count={1} gap={0} p={p} />
      <Items x={26} y={32} width={190} kind="boxes" seed={2} />
      <Hanging x={26} y={44} width={54} length={84} seed={3} />
      <rect x={84} y={35} width={72} height={101} fill={p.panel} stroke={p.edge} />
      <Shelves x={84} y={50} width={72} count={5} gap={17} p={p} />
      {[50, 67, 84, 101, 118].map((y, i) => (
        <Items key={y} x={88} y={y} width={66} kind="shoes" seed={i} />
      ))}
      <Hanging x={160} y={44} width={54} length={38} seed={5} />
      <Hanging x={160} y={90} width={54} length={38} seed={1} />
      <rect x={70} y={118} width={100} height={44} fill={p.panel} stroke={p.edge} strokeWidth="1.5" />
      <rect x={66} y={114} width={108} height={6} fill={p.shade} stroke={p.edge} />
      <Drawers x={74} y={122} width={44} count={3} height={13} p={p} />
      <Drawers x={122} y={122} width={44} count={3} height={13} p={p} />
    </>
  ),
  pantry: (p) => (
    <>
      <Frame x={36} y={16} width={168} height={148} p={p} />
      <Shelves x={36} y={40} width={168} count={4} gap={22} p={p} />
      {[40, 62, 84, 106].map((y, i) => (
        <Items key={y} x={42} y={y} width={156} kind={i % 2 ? 'boxes' : 'jars'} seed={i * 2} />
      ))}
      <Drawers x={40} y={112} width={78} count={3} height={17} p={p} />
      <Drawers x={122} y={112} width={78} count={3} height={17} p={p} />
    </>
  ),
  garage: (p) => (
    <>
      <rect x={10} y={12} width={220} height={152} fill="#e6e2da" />
      <rect x={10} y={164} width={220} height={8} fill="#cfc7b9" />
      {[0, 1, 2].map((i) => (
        <rect key={i} x={16 + i * 34} y={18} width={32} height={44} fill={p.panel} stroke={p.edge} />
      ))}
      {Array.from({ length: 6 }, (_, i) => (
        <line key={i} x1={120} y1={22 + i * 9} x2={224} y2={22 + i * 9} stroke="#b7ad9c" strokeWidth="1.5" />
      ))}
      <circle cx={140} cy={40} r={9} fill="none" stroke="#1b4a59" strokeWidth="3" />
      <rect x={160} y={28} width={4} height={26} fill="#56606b" />
      <rect x={154} y={26} width={16} height={5} rx={1} fill="#b8873b" />
      <rect x={184} y={30} width={30} height={5} rx={2} fill="#1b4a59" />
      <rect x={190} y={38} width={22} height={14} rx={2} fill="#ddbf8a" />
      <rect x={16} y={100} width={100} height={6} fill={p.shade} stroke={p.edge} />
      <rect x={18} y={106} width={96} height={58} fill={p.panel} stroke={p.edge} />
      <Drawers x={22} y={110} width={42} count={3} height={17} p={p} />
      <rect x={68} y={110} width={42} height={50} fill={p.panel} stroke={p.edge} />
      <rect x={122} y={76} width={100} height={6} fill="#b8873b" stroke="#7a5520" />
      <rect x={124} y={82} width={6} height={82} fill="#56606b" />
      <rect x={214} y={82} width={6} height={82} fill="#56606b" />
      <rect x={150} y={114} width={60} height={50} fill={p.panel} stroke={p.edge} />
      <Drawers x={154} y={118} width={52} count={2} height={20} p={p} />
    </>
  ),
  mudroom: (p) => (
    <>
      <Frame x={24} y={14} width={192} height={150} p={p} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x={28 + i * 47} y={18} width={43} height={22} fill={p.panel} stroke={p.edge} />
          <rect x={34 + i * 47} y={24} width={31} height={14} rx={2} fill="#c9a978" />
          <circle cx={49 + i * 47} cy={54} r={2.5} fill="#56606b" />
          <path d={`M${40 + i * 47} 58 h18 l4 36 h-26 z`} fill={garmentColors[i]} />
          <line x1={72 + i * 47} y1={40} x2={72 + i * 47} y2={164} stroke={p.edge} strokeWidth="2" />
        </g>
      ))}
      <rect x={24} y={112} width={192} height={8} fill={p.panel} stroke={p.edge} />
      <Shelves x={24} y={140} width={192} count={1} gap={0} p={p} />
      {[0, 1, 2, 3].map((i) => (
        <Items key={i} x={32 + i * 47} y={138} width={36} kind="shoes" seed={i} />
      ))}
      {[0, 1, 2, 3].map((i) => (
        <Items key={i} x={32 + i * 47} y={162} width={36} kind="shoes" seed={i + 3} />
      ))}
    </>
  ),
  laundry: (p) => (
    <>
      <rect x={14} y={12} width={212} height={152} fill="#eef5f7" />
      <rect x={20} y={18} width={130} height={40} fill={p.panel} stroke={p.edge} />
      <line x1={85} y1={18} x2={85} y2={58} stroke={p.edge} />
      <line x1={78} y1={46} x2={78} y2={54} stroke={p.edge} strokeWidth="2" />
      <line x1={92} y1={46} x2={92} y2={54} stroke={p.edge} strokeWidth="2" />
      <Hanging x={160} y={28} width={60} length={44} seed={2} />
      <rect x={16} y={94} width={208} height={7} fill={p.panel} stroke={p.edge} />
      {[0, 1].map((i) => (
        <g key={i}>
          <rect x={26 + i * 62} y={103} width={56} height={60} rx={3} fill="#ffffff" stroke="#9aa3ab" />
          <circle cx={54 + i * 62} cy={136} r={17} fill="#d6e7ec" stroke="#9aa3ab" strokeWidth="2" />
          <circle cx={36 + i * 62} cy={110} r={2} fill="#9aa3ab" />
        </g>
      ))}
      <rect x={156} y={101} width={64} height={62} fill={p.panel} stroke={p.edge} />
      <Drawers x={160} y={105} width={56} count={2} height={14} p={p} />
      <rect x={162} y={137} width={22} height={24} rx={2} fill="#c9a978" />
      <rect x={190} y={137} width={22} height={24} rx={2} fill="#c9a978" />
      <Items x={24} y={94} width={60} kind="jars" seed={1} />
    </>
  ),
  office: (p) => (
    <>
      <Frame x={16} y={14} width={208} height={150} p={p} />
      <Shelves x={16} y={36} width={208} count={3} gap={20} p={p} />
      {[36, 56, 76].map((y, i) => (
        <g key={y}>
          <Items x={22} y={y} width={64} kind="books" seed={i} />
          <Items x={150} y={y} width={68} kind={i === 1 ? 'boxes' : 'books'} seed={i + 2} />
        </g>
      ))}
      <rect x={98} y={52} width={44} height={28} rx={2} fill="#1b232c" />
      <rect x={101} y={55} width={38} height={22} fill="#aecfd9" />
      <rect x={114} y={80} width={12} height={16} fill="#56606b" />
      <rect x={16} y={96} width={208} height={7} fill={p.panel} stroke={p.edge} />
      <Drawers x={20} y={104} width={54} count={3} height={20} p={p} />
      <Drawers x={166} y={104} width={54} count={2} height={30} p={p} />
      <rect x={100} y={122} width={40} height={6} rx={3} fill="#56606b" />
      <rect x={116} y={128} width={8} height={30} fill="#56606b" />
    </>
  ),
  kids: (p) => (
    <>
      <Frame x={36} y={16} width={168} height={148} p={p} />
      <Shelves x={36} y={34} width={168} count={1} gap={0} p={p} />
      <Items x={42} y={34} width={156} kind="boxes" seed={4} />
      <Hanging x={42} y={70} width={74} length={30} seed={2} />
      <rect x={122} y={37} width={78} height={127} fill={p.panel} stroke={p.edge} />
      {[0, 1, 2].map((row) =>
        [0, 1].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={127 + col * 36}
            y={44 + row * 24}
            width={32}
            height={18}
            rx={3}
            fill={['#e07a5f', '#81b29a', '#f2cc8f', '#3d85c6', '#c77dff', '#f4a261'][row * 2 + col]}
          />
        )),
      )}
      <Shelves x={122} y={64} width={78} count={3} gap={24} p={p} />
      <Drawers x={126} y={118} width={70} count={3} height={15} p={p} />
      <rect x={44} y={120} width={70} height={40} rx={4} fill="#81b29a" />
      <rect x={50} y={126} width={58} height={8} rx={2} fill="#ffffff" opacity="0.6" />
    </>
  ),
};

/** A lightweight line drawing of a project type, in place of a photograph; `label` is its alt text. */
export function GalleryArt({ art, finish, label }: { art: ArtKind; finish: GalleryFinish; label: string }) {
  return (
    <svg
      viewBox="0 0 240 180"
      role="img"
      aria-label={label}
      className="block h-auto w-full"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="240" height="180" fill="#f1ece3" />
      {scenes[art](finishes[finish])}
    </svg>
  );
}
