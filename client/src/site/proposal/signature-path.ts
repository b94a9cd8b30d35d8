import { proposalLimits } from '../../../../shared/proposals/proposal';

export type Stroke = { x: number; y: number }[];

const pathOf = (strokes: Stroke[], step: number) =>
  strokes
    .filter((stroke) => stroke.length > 0)
    .map((stroke) => {
      const kept = stroke.filter((_, i) => i % step === 0 || i === stroke.length - 1);
      const points = kept.length === 1 ? [kept[0]!, kept[0]!] : kept;
      return points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${Math.round(p.x)} ${Math.round(p.y)}`).join(' ');
    })
    .join(' ');

/**
 * A drawn signature as SVG path data ("M x y L x y …", whole pixels of the pad), thinned until it
 * fits the API's limit; empty when nothing was drawn.
 */
export function signaturePath(strokes: Stroke[], limit: number = proposalLimits.signaturePath): string {
  for (let step = 1; ; step *= 2) {
    const path = pathOf(strokes, step);
    if (path.length <= limit || step > 1024) return path.length <= limit ? path : '';
  }
}
