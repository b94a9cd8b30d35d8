import type { LucideIcon } from 'lucide-react';

/** A service's icon on its tinted tile, above the service's heading. */
export function ServiceIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="mb-4 flex size-12 items-center justify-center rounded-lg bg-harbor-50 text-harbor-700">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
