/** What a key does in a combobox with a listbox popup (WAI-ARIA APG combobox pattern). */
export type ComboboxAction =
  | { type: 'none' }
  | { type: 'open' }
  | { type: 'move'; index: number }
  | { type: 'choose'; index: number }
  | { type: 'close' };

export interface ComboboxState {
  /** The listbox is shown. */
  open: boolean;
  /** Highlighted option (aria-activedescendant), -1 for none. */
  active: number;
  /** Options in the listbox. */
  count: number;
  /** Alt is held (Alt+ArrowDown only opens). */
  alt?: boolean;
}

/**
 * ArrowDown opens the listbox, then moves down (wrapping); ArrowUp moves up (wrapping, from
 * nothing to the last); Enter chooses the highlighted option; Escape closes. Focus never leaves
 * the input: the caller moves aria-activedescendant. Other keys are the input's own.
 */
export function comboboxKey(key: string, state: ComboboxState): ComboboxAction {
  const { open, active, count } = state;
  switch (key) {
    case 'ArrowDown':
      if (!open || state.alt) return open ? { type: 'none' } : { type: 'open' };
      return count > 0 ? { type: 'move', index: active < 0 || active >= count - 1 ? 0 : active + 1 } : { type: 'none' };
    case 'ArrowUp':
      if (!open || count === 0) return { type: 'none' };
      return { type: 'move', index: active <= 0 || active >= count ? count - 1 : active - 1 };
    case 'Enter':
      return open && active >= 0 && active < count ? { type: 'choose', index: active } : { type: 'none' };
    case 'Escape':
      return open ? { type: 'close' } : { type: 'none' };
    default:
      return { type: 'none' };
  }
}
