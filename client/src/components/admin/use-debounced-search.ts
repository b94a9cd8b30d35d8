import { useEffect, useState } from 'react';

/**
 * What the search box holds (`search`) and, 300 ms after typing stops, the trimmed text the list
 * is fetched with (`q`); `onSettle` runs then (e.g. back to page 1).
 */
export function useDebouncedSearch(onSettle: () => void) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      onSettle();
    }, 300);
    return () => clearTimeout(timer);
    // onSettle is a fresh closure each render; the timer restarts only when the text changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return { search, setSearch, q };
}
