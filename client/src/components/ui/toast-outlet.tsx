import { lazy, Suspense } from 'react';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster'));

/**
 * Loads the Radix toast region the first time a toast is raised, so pages that never show one
 * do not download it. Dismissed toasts stay listed (spec: removed after 1,000,000 ms), so the
 * region, once loaded, stays mounted for the visit.
 */
export function ToastOutlet() {
  const hasToasts = useToasts().length > 0;
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
