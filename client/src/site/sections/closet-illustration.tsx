import { cn } from '../../lib/cn';

/**
 * A line drawing of a closet elevation: hanging rods, shelves and drawers. Pure SVG strokes, so it
 * costs no request and never competes with the hero heading as the largest contentful element.
 */
export function ClosetIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 440"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn('text-harbor-700', className)}
    >
      <rect x="12" y="12" width="376" height="416" rx="10" className="fill-white" />
      <g stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <rect x="12" y="12" width="376" height="416" rx="10" />
        <path d="M140 12v416M260 12v416" />
        {/* Left bay: double hanging */}
        <path d="M12 70h128M12 250h128" />
        <path d="M24 96h104M24 270h104" className="stroke-brass-500" strokeWidth="4" />
        {/* Middle bay: shelves over drawers */}
        <path d="M140 70h120M140 130h120M140 190h120M140 250h120" />
        <rect x="152" y="268" width="96" height="44" rx="4" />
        <rect x="152" y="322" width="96" height="44" rx="4" />
        <rect x="152" y="376" width="96" height="40" rx="4" />
        <path d="M188 290h24M188 344h24M188 396h24" className="stroke-brass-500" strokeWidth="4" />
        {/* Right bay: long hanging and slanted shoe shelves */}
        <path d="M260 70h128" />
        <path d="M272 96h104" className="stroke-brass-500" strokeWidth="4" />
        <path d="M260 300l128-14M260 340l128-14M260 380l128-14" />
      </g>
      {/* Garments as soft shapes on the rods */}
      <g className="fill-harbor-100">
        <path d="M34 100h16l-4 110h-8zM58 100h18l-3 96h-12zM86 100h16l-2 110h-12zM108 100h14l-2 90h-10z" />
        <path d="M34 274h18l-4 90h-10zM62 274h16l-2 100h-12zM88 274h18l-4 84h-10z" />
        <path d="M284 100h18l-4 170h-10zM312 100h16l-3 150h-10zM338 100h18l-4 176h-10z" />
      </g>
      <g className="fill-brass-100">
        <rect x="160" y="94" width="34" height="34" rx="3" />
        <rect x="202" y="104" width="46" height="24" rx="3" />
        <rect x="160" y="156" width="88" height="32" rx="3" />
        <rect x="166" y="214" width="30" height="34" rx="3" />
        <rect x="206" y="220" width="42" height="28" rx="3" />
      </g>
    </svg>
  );
}
