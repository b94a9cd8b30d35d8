import { useEffect, useState } from 'react';

/**
 * False on the server and in the render that hydrates, true once the page's script runs: what
 * differs with JavaScript (a busy state, the visitor's time zone) shows only then, so hydration
 * matches the server's markup.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
