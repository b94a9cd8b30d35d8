import type { Design } from '../../../../shared/design/design';
import { cn } from '../../lib/cn';
import { WallDrawingFrame } from './wall-drawing-frame';
import { SectionList } from './wall-elevation';

/**
 * A design's walls as figures: the wall's name and width, its elevation in a frame that scrolls
 * sideways on its own (a long wall never widens the page), then its sections as a list. `label`
 * names each frame for keyboard and screen-reader users, e.g. "Better: Back wall drawing".
 */
export function WallFigures({
  design,
  label = (wallName) => `${wallName} drawing`,
  layout = 'row',
  small = false,
}: {
  design: Pick<Design, 'walls' | 'ceilingIn'>;
  label?: (wallName: string) => string;
  /** 'row': side by side as they fit (contained, so they never widen their card); 'column': one under another. */
  layout?: 'row' | 'column';
  small?: boolean;
}) {
  return (
    <div className={layout === 'row' ? 'flex flex-wrap gap-4 [contain:inline-size]' : 'grid gap-4'}>
      {design.walls.map((wall, w) => (
        <figure key={w} className="max-w-full min-w-0">
          <figcaption className={cn('font-semibold', small && 'text-sm')}>
            {wall.name}, {wall.widthIn} in
          </figcaption>
          <WallDrawingFrame wall={wall} ceilingIn={design.ceilingIn} label={label(wall.name)} className="mt-1" />
          <div className="mt-2">
            <SectionList wall={wall} />
          </div>
        </figure>
      ))}
    </div>
  );
}
