import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps keyboard focus with the item a staff member acted on. Call `keep(id)` as the action
 * starts; once the list has been refreshed, focus stays inside that item's card, or moves to the
 * card that took its place (the next one, or the last when it was last), or to `fallback` when the
 * list is empty. Without this, focus falls back to the top of the page when a button disappears.
 * Nothing moves while `busy`: a list that arrives before the action has settled (a filter's own
 * fetch, say) still holds the item.
 */
export function useItemFocus<T extends { id: number }>(
  items: readonly T[] | undefined,
  cardId: (id: number) => string,
  fallback: RefObject<HTMLElement | null>,
  busy: boolean,
) {
  const target = useRef<{ id: number; index: number } | null>(null);

  useEffect(() => {
    const kept = target.current;
    if (!kept || !items || busy) return;
    target.current = null;
    const card = document.getElementById(cardId(kept.id));
    if (card) {
      if (!card.contains(document.activeElement)) card.focus();
      return;
    }
    const next = items[Math.min(kept.index, items.length - 1)];
    (next ? document.getElementById(cardId(next.id)) : fallback.current)?.focus();
    // Only a new list (after the refresh) or the action settling moves focus; cardId and fallback are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, busy]);

  return {
    keep(id: number) {
      target.current = { id, index: Math.max(0, items?.findIndex((t) => t.id === id) ?? 0) };
    },
    /** The action failed: nothing moved, so focus is where the user left it. */
    forget() {
      target.current = null;
    },
  };
}
