// Loaded with an island's widget (island.tsx), not with the page: only a hydrated island runs it.

const nativeValue = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value');

/**
 * What the visitor typed or picked in the island's fields before it hydrated (the search box: its code
 * comes with the first key; its category picked before that) is in the DOM but not in the widget's
 * state: React keeps a field's value as it hydrates and tells the widget nothing. Each such field is
 * told of it as the event React listens to, so the widget's own onChange runs with the whole text or
 * the option picked (for a text field React compares against the value it last saw, hence the reset
 * through its own setter first).
 */
export function replayFieldsChanged(root: HTMLElement): void {
  // Picks first: a re-render the text's event causes would set a select back to the state's value.
  for (const select of root.querySelectorAll('select')) {
    const served = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
    if (served && select.value !== served.value) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const typed = field.value;
    if (typed === field.defaultValue || field.type === 'hidden') continue;
    field.value = field.defaultValue;
    nativeValue(field)?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
