/** A form's changed fields by name: each name's current values (the checked ones of a group, none if it has none). */
export type EarlyInput = Record<string, string[]>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/** Whether the visitor changed the control from what the HTML said (its default value, checkedness or selection). */
function changed(el: Control): boolean {
  if (el instanceof HTMLSelectElement) {
    if (el.multiple) return [...el.options].some((option) => option.selected !== option.defaultSelected);
    // A single select the HTML chose nothing in shows its first option.
    return (
      el.selectedIndex !==
      Math.max(
        0,
        [...el.options].findIndex((option) => option.defaultSelected),
      )
    );
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    return el.checked !== el.defaultChecked;
  }
  return el.value !== el.defaultValue;
}

function valuesOf(controls: Control[]): string[] {
  return controls.flatMap((el) => {
    if (el instanceof HTMLSelectElement) return [...el.selectedOptions].map((option) => option.value);
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      return el.checked ? [el.value] : [];
    }
    return [el.value];
  });
}

/**
 * What the visitor changed in a form the server rendered: every name at least one of whose controls
 * no longer holds what the HTML said, with all of that name's values now. Files and buttons are left out.
 */
export function readEarlyInput(form: HTMLFormElement): EarlyInput {
  const byName = new Map<string, Control[]>();
  for (const el of Array.from(form.elements)) {
    if (!isControl(el) || !el.name || el.type === 'file' || el.type === 'hidden' || el.type === 'submit') continue;
    byName.set(el.name, [...(byName.get(el.name) ?? []), el]);
  }
  const input: EarlyInput = {};
  for (const [name, controls] of byName) if (controls.some(changed)) input[name] = valuesOf(controls);
  return input;
}

/**
 * The early input of the named fields as form values shaped like `empty`'s: a list for a list (a
 * checkbox group), true or false for a boolean (a single checkbox), else the first value as text.
 */
export function earlyFormValues<T extends object>(input: EarlyInput, empty: T, fields: readonly string[]): Partial<T> {
  const values: Record<string, unknown> = {};
  for (const name of fields) {
    const given = input[name];
    if (!given) continue;
    const kind = (empty as Record<string, unknown>)[name];
    values[name] = Array.isArray(kind) ? given : typeof kind === 'boolean' ? given.length > 0 : (given[0] ?? '');
  }
  return values as Partial<T>;
}
