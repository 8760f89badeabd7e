import { describe, expect, it } from 'vitest';
import { comboboxKey } from '../../../client/islands/search/combobox';

describe('comboboxKey (ARIA combobox pattern)', () => {
  it('ArrowDown opens a closed listbox, then walks down and wraps', () => {
    expect(comboboxKey('ArrowDown', { open: false, active: -1, count: 3 })).toEqual({ type: 'open' });
    expect(comboboxKey('ArrowDown', { open: true, active: -1, count: 3 })).toEqual({ type: 'move', index: 0 });
    expect(comboboxKey('ArrowDown', { open: true, active: 1, count: 3 })).toEqual({ type: 'move', index: 2 });
    expect(comboboxKey('ArrowDown', { open: true, active: 2, count: 3 })).toEqual({ type: 'move', index: 0 });
    expect(comboboxKey('ArrowDown', { open: true, active: -1, count: 0 })).toEqual({ type: 'none' });
    expect(comboboxKey('ArrowDown', { open: true, active: 0, count: 3, alt: true })).toEqual({ type: 'none' });
  });

  it('ArrowUp walks up from the end and wraps', () => {
    expect(comboboxKey('ArrowUp', { open: true, active: -1, count: 3 })).toEqual({ type: 'move', index: 2 });
    expect(comboboxKey('ArrowUp', { open: true, active: 0, count: 3 })).toEqual({ type: 'move', index: 2 });
    expect(comboboxKey('ArrowUp', { open: true, active: 2, count: 3 })).toEqual({ type: 'move', index: 1 });
    expect(comboboxKey('ArrowUp', { open: false, active: -1, count: 3 })).toEqual({ type: 'none' });
  });

  it('a highlight left over from a longer list never points past the end', () => {
    expect(comboboxKey('ArrowDown', { open: true, active: 7, count: 2 })).toEqual({ type: 'move', index: 0 });
    expect(comboboxKey('ArrowUp', { open: true, active: 7, count: 2 })).toEqual({ type: 'move', index: 1 });
    expect(comboboxKey('Enter', { open: true, active: 7, count: 2 })).toEqual({ type: 'none' });
  });

  it('Enter chooses the highlighted option only; Escape closes an open listbox', () => {
    expect(comboboxKey('Enter', { open: true, active: 1, count: 3 })).toEqual({ type: 'choose', index: 1 });
    expect(comboboxKey('Enter', { open: true, active: -1, count: 3 })).toEqual({ type: 'none' });
    expect(comboboxKey('Escape', { open: true, active: 1, count: 3 })).toEqual({ type: 'close' });
    expect(comboboxKey('Escape', { open: false, active: -1, count: 0 })).toEqual({ type: 'none' });
    expect(comboboxKey('a', { open: true, active: 1, count: 3 })).toEqual({ type: 'none' });
  });
});
