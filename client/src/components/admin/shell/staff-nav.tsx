import { Link } from 'wouter';
import type { StaffPage } from '../../../../../shared/paths';
import { cn } from '../../../lib/cn';
import type { StaffPageLink } from './staff-pages';

/**
 * The staff pages a person may open, on every /admin page. The links wrap onto a second row on a
 * phone rather than scrolling sideways; the current page carries aria-current.
 */
export function StaffNav({ links, current }: { links: readonly StaffPageLink[]; current: StaffPage }) {
  return (
    <nav aria-label="Staff pages" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {links.map((l) => {
          const here = l.page === current;
          return (
            <li key={l.page}>
              <Link
                href={l.path}
                aria-current={here ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500',
                  here
                    ? 'border-harbor-800 bg-harbor-800 text-white'
                    : 'border-line bg-white text-harbor-800 hover:bg-harbor-100',
                )}
              >
                {l.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
