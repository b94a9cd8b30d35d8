import type { DesignWall } from '../../../../shared/design/design';
import { cn } from '../../lib/cn';
import { WallElevation } from './wall-elevation';

/**
 * A wall's elevation in a frame that scrolls sideways on its own, so a long wall never widens the
 * page; the frame takes focus (to scroll it by keyboard) and is named by `label`.
 */
export function WallDrawingFrame({
  wall,
  ceilingIn,
  label = `${wall.name} drawing`,
  className,
}: {
  wall: DesignWall;
  ceilingIn: number;
  label?: string;
  className?: string;
}) {
  return (
    <div
      className={cn('w-fit max-w-full overflow-x-auto rounded-md border border-harbor-100 bg-white p-2', className)}
      tabIndex={0}
      role="group"
      aria-label={label}
    >
      <WallElevation wall={wall} ceilingIn={ceilingIn} />
    </div>
  );
}
