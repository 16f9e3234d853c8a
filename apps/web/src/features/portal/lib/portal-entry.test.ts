import { describe, expect, it } from 'vitest';
import { portalFirst } from './portal-entry.ts';

describe('portalFirst', () => {
  it('sends a visitor who came for the home to the portal when the home page type is the portal', () => {
    expect(portalFirst(2, '/', '/study')).toBe(true);
    expect(portalFirst(2, '/study', '/study')).toBe(true);
    expect(portalFirst(2, '/study?tab=1', '/study')).toBe(true);
  });

  it('keeps the login for the standard home, the login itself and any other page', () => {
    expect(portalFirst(1, '/study', '/study')).toBe(false);
    expect(portalFirst(2, null, '/study')).toBe(false);
    expect(portalFirst(2, '/course/detail?id=3', '/study')).toBe(false);
    expect(portalFirst(2, '/studyx', '/study')).toBe(false);
  });
});
