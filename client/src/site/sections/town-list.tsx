import { MapPin } from 'lucide-react';
import { Link } from 'wouter';
import type { Town } from '../content/types';

/** The towns of a service area, in the order given, as a multi-column list. */
export function TownList({ towns, label }: { towns: Town[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-4">
      {towns.map((town) => (
        <li key={town.name} className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brass-700" />
          {town.href ? (
            <Link href={town.href} className="py-1 font-medium text-harbor-700 underline hover:text-harbor-900">
              {town.name}
            </Link>
          ) : (
            <span className="py-1">{town.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
