import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useToasts } from './use-toast';

/** The toast region's chunk; a form fetches it as soon as someone types, so it is there offline. */
export const loadToaster = () => import('./toaster');
const Toaster = lazy(loadToaster);

/** A toast region that could not load (the network dropped first) shows nothing rather than breaking the page. */
class WithoutToasts extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Loads the Radix toast region the first time a toast is raised, so pages that never show one
 * do not download it. Dismissed toasts stay listed (spec: removed after 1,000,000 ms), so the
 * region, once loaded, stays mounted for the visit.
 */
export function ToastOutlet() {
  const hasToasts = useToasts().length > 0;
  if (!hasToasts) return null;
  return (
    <WithoutToasts>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </WithoutToasts>
  );
}
