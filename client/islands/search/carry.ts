/**
 * What a visitor did in the server-rendered search form before its island woke (issue 30
 * item 1): the words typed and whether the field has the focus. Null when there is nothing
 * to carry (an untouched, unfocused field).
 */
export function typedBeforeWaking(field: HTMLInputElement | null, active: Element | null): { text: string; focused: boolean } | null {
  if (!field) return null;
  const focused = active === field;
  const text = field.value;
  return text || focused ? { text, focused } : null;
}
