import { describe, expect, it } from 'vitest';
import { menuKeyMove, openingFocus } from './menu-keys.ts';

describe('menuKeyMove', () => {
  it('moves down and up, wrapping around', () => {
    expect(menuKeyMove('ArrowDown', 0, 3)).toBe(1);
    expect(menuKeyMove('ArrowDown', 2, 3)).toBe(0);
    expect(menuKeyMove('ArrowUp', 0, 3)).toBe(2);
    expect(menuKeyMove('ArrowUp', 2, 3)).toBe(1);
  });

  it('starts at an end when no item has the focus', () => {
    expect(menuKeyMove('ArrowDown', -1, 3)).toBe(0);
    expect(menuKeyMove('ArrowUp', -1, 3)).toBe(2);
  });

  it('goes to the first and last with Home and End', () => {
    expect(menuKeyMove('Home', 2, 4)).toBe(0);
    expect(menuKeyMove('End', 0, 4)).toBe(3);
  });

  it('closes on Escape and Tab, and leaves other keys alone', () => {
    expect(menuKeyMove('Escape', 1, 3)).toBe('close');
    expect(menuKeyMove('Tab', 1, 3)).toBe('close');
    expect(menuKeyMove('a', 1, 3)).toBeNull();
    expect(menuKeyMove('Enter', 1, 3)).toBeNull();
    expect(menuKeyMove('ArrowDown', -1, 0)).toBeNull();
  });
});

describe('openingFocus', () => {
  it('opens onto the current item on a click, else the first', () => {
    expect(openingFocus('click', 2, 3)).toBe(2);
    expect(openingFocus('click', -1, 3)).toBe(0);
  });

  it('opens onto the first with ArrowDown and the last with ArrowUp', () => {
    expect(openingFocus('ArrowDown', 2, 3)).toBe(0);
    expect(openingFocus('ArrowUp', 0, 3)).toBe(2);
    expect(openingFocus('click', -1, 0)).toBe(-1);
  });
});
