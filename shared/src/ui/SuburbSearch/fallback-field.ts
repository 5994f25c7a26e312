// What the suburb search shares between its plain stand-in field and the combobox that replaces it.
// Which suburb field had focus while it was the plain field that stands in until the combobox has loaded.
let focused: string | null = null;

export function setFallbackFocus(id: string | null): void {
  focused = id;
}

/** Whether the field `id` had focus as the plain field; asking forgets it. */
export function takeFallbackFocus(id: string): boolean {
  const had = focused === id;
  if (had) focused = null;
  return had;
}

export const suburbHint = (state: string | undefined) =>
  state ? 'Type at least 2 letters, then choose your suburb from the list.' : 'Choose the state first.';
