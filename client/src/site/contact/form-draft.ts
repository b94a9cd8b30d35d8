/**
 * A form's typed values kept in sessionStorage for the tab's life, so a reload or a dropped
 * connection loses nothing (docs/decisions/010-no-lead-lost-in-the-browser.md). Only the named fields are kept, each only with the type
 * of its empty value (text as text, a checkbox group as a list of texts).
 */
export function readDraft<T extends object>(key: string, emptyForm: T): Partial<T> | undefined {
  let saved: unknown;
  try {
    saved = JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return undefined;
  }
  if (!saved || typeof saved !== 'object') return undefined;
  const draft: Partial<T> = {};
  for (const [field, empty] of Object.entries(emptyForm) as [keyof T & string, unknown][]) {
    const value = (saved as Record<string, unknown>)[field];
    const sameShape = Array.isArray(empty)
      ? Array.isArray(value) && value.every((v) => typeof v === 'string')
      : typeof value === typeof empty;
    if (sameShape) draft[field] = value as T[typeof field];
  }
  return Object.keys(draft).length > 0 ? draft : undefined;
}

export function writeDraft(key: string, values: object, fields: readonly string[]): void {
  const kept = Object.fromEntries(fields.map((f) => [f, (values as Record<string, unknown>)[f]]));
  try {
    sessionStorage.setItem(key, JSON.stringify(kept));
  } catch {
    // Storage full or switched off (some private windows): the form still works, unsaved.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}
