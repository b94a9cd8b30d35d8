import type { ReactNode } from 'react';
import { Heading } from './dashboard-section';

/**
 * A part of a lead card with its own small heading (Paid and due, Install, Completion): a group, not
 * a region, since a page of lead cards would repeat one landmark name (axe landmark-unique). `id` is
 * the part's id on this card; its heading is `${id}-heading`.
 */
export function CardGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-labelledby={`${id}-heading`}
      className="mt-3 min-w-0 rounded-md border border-harbor-100 p-3"
    >
      <Heading
        offset={2}
        id={`${id}-heading`}
        className="text-sm font-semibold uppercase tracking-wide text-harbor-700"
      >
        {title}
      </Heading>
      {children}
    </div>
  );
}
