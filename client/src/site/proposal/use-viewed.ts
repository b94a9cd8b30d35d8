import { useEffect } from 'react';
import { reportViewed } from './proposal-api';

/** Tokens whose view this page load has already counted (a module lives as long as the load). */
const counted = new Set<string>();

/**
 * Counts a view once the page has been visible after hydration: a same-origin POST from the page
 * itself, once per load. A mail scanner that fetches the link runs no script, so it never counts;
 * a tab opened in the background counts when it is first shown.
 */
export function useViewed(token: string): void {
  useEffect(() => {
    const count = () => {
      if (document.visibilityState !== 'visible' || counted.has(token)) return;
      counted.add(token);
      reportViewed(token);
      document.removeEventListener('visibilitychange', count);
    };
    count();
    document.addEventListener('visibilitychange', count);
    return () => document.removeEventListener('visibilitychange', count);
  }, [token]);
}
