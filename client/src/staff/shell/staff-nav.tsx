import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { FixedStaffPage, StaffPage } from '../../../../shared/staff-pages';
import { cn } from '../../lib/cn';

/**
 * The staff pages a person may open, on every /admin page, the current one marked with
 * aria-current. From 640 px up the links sit in a row; on a phone they fold into a menu behind
 * one button, so the page's own content (the newest leads) stays in the first screen.
 */
export function StaffNav({ links, current }: { links: readonly FixedStaffPage[]; current: StaffPage }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const here = links.find((l) => l.page === current);
  return (
    <nav aria-label="Staff pages" className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-harbor-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500 sm:hidden"
      >
        Staff pages{here ? `: ${here.label}` : ''}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={listId} className={cn('flex-wrap gap-2 max-sm:mt-2', open ? 'flex' : 'hidden', 'sm:flex')}>
        {links.map((l) => {
          const isHere = l.page === current;
          return (
            <li key={l.page}>
              <Link
                href={l.path}
                aria-current={isHere ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500',
                  isHere
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
