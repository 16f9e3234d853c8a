import type { TAdminMenu, TMenuCreate, TMenuUpdate } from '@ascent/shared/config';

/** The menu editor's values (the create request without the website). */
export type MenuFormValues = Omit<TMenuCreate, 'websiteId'>;

export const emptyMenu = (): MenuFormValues => ({
  menuCode: '',
  menuName: '',
  langNames: { zh_CN: '', zh_TW: '', en_US: '' },
  url: '',
  resourceId: null,
  labelId: 0,
  checked: true,
});

export const menuToForm = (m: TAdminMenu): MenuFormValues => ({
  menuCode: m.menuCode,
  menuName: m.menuName,
  langNames: {
    zh_CN: m.langNames.zh_CN ?? '',
    zh_TW: m.langNames.zh_TW ?? '',
    en_US: m.langNames.en_US ?? '',
  },
  url: m.url,
  resourceId: m.resourceId,
  labelId: m.labelId === 1 || m.labelId === 2 ? m.labelId : 0,
  checked: m.checked,
});

export const formToUpdate = (id: number, v: MenuFormValues): TMenuUpdate => {
  const { menuCode: _code, ...rest } = v;
  return { id, ...rest, resourceId: rest.resourceId ?? null };
};

/** The ids of a scope with one entry moved up (-1) or down (+1); null at the ends. */
export function movedIds(ids: readonly number[], id: number, by: -1 | 1): number[] | null {
  const i = ids.indexOf(id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= ids.length) return null;
  const next = [...ids];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}
