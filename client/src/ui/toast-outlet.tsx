import { lazy, Suspense, type ComponentType } from 'react';
import { useToasts } from './use-toast';

/** The toast region's chunk; the contact form fetches it as soon as someone types, so it is there offline. */
export const loadToaster = () => import('./toaster');
// A region that could not load (the network dropped first) shows nothing rather than breaking the
// page; the forms say in the page what the toast would have said.
const Toaster = lazy<ComponentType>(() => loadToaster().catch(() => ({ default: () => null })));

/**
 * Loads the Radix toast region the first time a toast is raised, so pages that never show one
 * do not download it. Dismissed toasts stay listed (removed after 1,000,000 ms), so the
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
