import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The small uppercase label on a staff card: Active, Disabled, You; a job's stage. */
export function StatusBadge({ tone, children }: { tone: 'good' | 'muted' | 'warn'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide',
        tone === 'good' && 'bg-harbor-100 text-harbor-800',
        tone === 'muted' && 'bg-line text-ink',
        tone === 'warn' && 'bg-brass-100 text-brass-700',
      )}
    >
      {children}
    </span>
  );
}
