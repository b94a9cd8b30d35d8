import { galleryRooms } from '../../../../shared/gallery';
import { cn } from '../../lib/cn';

const linkClass =
  'inline-flex min-h-11 items-center rounded-full border border-harbor-700 px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500';

/** Plain links to each room's own page (/gallery/pantry-storage), prerendered, so the filter works without JavaScript. */
export function RoomFilter({ room }: { room: string | undefined }) {
  const options = [{ slug: undefined, label: 'All' }, ...galleryRooms];
  return (
    <nav aria-labelledby="room-filter-label" className="mb-8">
      <p id="room-filter-label" className="mb-3 font-semibold">
        Filter by room
      </p>
      <ul className="flex flex-wrap gap-2">
        {options.map((o) => {
          const current = o.slug === room;
          return (
            <li key={o.label}>
              <a
                href={o.slug ? `/gallery/${o.slug}` : '/gallery'}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  linkClass,
                  current ? 'bg-harbor-700 text-white' : 'bg-white text-harbor-800 hover:bg-harbor-50',
                )}
              >
                {o.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
