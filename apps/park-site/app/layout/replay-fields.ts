// Runs twice over: loaded with an island's widget (island.tsx), for its own fields, and written into every
// page by the starter (scripts-after-paint.server.ts), for the page's fields outside islands.

/**
 * What the visitor typed, picked or ticked in the fields under `root` before they hydrated (the search
 * box: its code comes with the first key; the sign-in form typed while the page's scripts still load) is
 * in the DOM but not in the components' state: React keeps a field's value as it hydrates and tells the
 * component nothing, and its next render of the field (Formik's, as the next field is typed) puts the
 * state's value back: the text is gone. Each such field is told of it as the event React listens to, so
 * the component's own onChange runs with the whole text, the option picked or the box ticked.
 *
 * - Selects first: a re-render the text's event causes would set a select back to the state's value.
 * - React compares a text field against the value it last saw, and a checkbox against the state it last
 *   saw: the served value goes through React's own setter first, then the visitor's through the native one
 *   (a click, for a box), so React sees the change.
 * - Fields under an element matching `skip` are left to their own replay (an island not yet hydrated).
 *
 * Self-contained on purpose (no import, no name from the module, no comment inside the body): the starter
 * writes this function's source into the page.
 */
export function replayFieldsChanged(root: ParentNode, skip?: string): void {
  for (const select of root.querySelectorAll('select')) {
    if (skip && select.closest(skip)) continue;
    const served = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
    if (served && select.value !== served.value) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.type === 'hidden' || (skip && field.closest(skip))) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      field.checked = field.defaultChecked;
      field.click();
      continue;
    }
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
