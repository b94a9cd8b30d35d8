import { useEffect, useState } from 'react';

/**
 * What the search box holds (`search`) and, 300 ms after typing stops, the trimmed text the list
 * is fetched with (`q`); `onSettle` runs then (e.g. back to page 1).
 */
export function useDebouncedSearch(onSettle: () => void) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const settled = search.trim();
    // Nothing to settle on the first render, or when only spaces changed: a selection made in the
    // first 300 ms of the list would otherwise be cleared.
    if (settled === q) return;
    const timer = setTimeout(() => {
      setQ(settled);
      onSettle();
    }, 300);
    return () => clearTimeout(timer);
    // onSettle is a fresh closure each render; the timer restarts only when the text changes (q
    // changes only here).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return { search, setSearch, q };
}
