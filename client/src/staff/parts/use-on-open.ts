import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Runs `start` when a dialog opens on a record: `openOn` is the record's id (or true) while open and
 * null or false while closed, and `start` sees the props of the render that opened it. A list
 * reloading behind the open dialog hands it a new copy of the same record, which changes nothing
 * here, so what staff typed stays.
 */
export function useOnOpen(openOn: string | number | boolean | null | undefined, start: () => void): void {
  const latest = useRef(start);
  useLayoutEffect(() => {
    latest.current = start;
  });
  useEffect(() => {
    if (openOn !== null && openOn !== undefined && openOn !== false) latest.current();
  }, [openOn]);
}
