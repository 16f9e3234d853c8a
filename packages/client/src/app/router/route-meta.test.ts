import { describe, expect, it } from 'vitest';
import type { UIMatch } from 'react-router';
import { metaOfMatches, promptsForcedChange, type RouteMeta } from './route-meta.ts';

const match = (handle: unknown): UIMatch =>
  ({
    id: 'r',
    pathname: '/',
    params: {},
    data: undefined,
    loaderData: undefined,
    handle,
  }) as UIMatch;

interface SiteMeta extends RouteMeta {
  menuCode?: string;
}

describe('metaOfMatches', () => {
  it("takes the deepest route's meta and skips handles without a titleKey", () => {
    const outer: SiteMeta = { requireAuth: true, titleKey: 'title.home', menuCode: 'home' };
    const inner: SiteMeta = { requireAuth: true, titleKey: 'title.mine', menuCode: 'center' };
    expect(metaOfMatches<SiteMeta>([match(outer), match(inner)])).toBe(inner);
    expect(metaOfMatches([match(outer), match({ other: 1 }), match(undefined)])).toBe(outer);
  });

  it('has no meta for routes without one', () => {
    expect(metaOfMatches([])).toBeUndefined();
    expect(metaOfMatches([match(null), match('title.home')])).toBeUndefined();
  });
});

describe('promptsForcedChange', () => {
  it('shows the forced password change on requireAuth routes only', () => {
    expect(promptsForcedChange({ requireAuth: true, titleKey: 'title.home' })).toBe(true);
    expect(promptsForcedChange({ public: true, titleKey: 'title.login' })).toBe(false);
    expect(promptsForcedChange({ titleKey: 'title.notFound' })).toBe(false);
    expect(promptsForcedChange(undefined)).toBe(false);
  });
});
