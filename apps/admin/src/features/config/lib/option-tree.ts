import type { TFieldOption } from '@ascent/shared/profile';

/** Immutable edits of a personnel field's option tree, addressed by index paths ([0, 2] = third child of the first). */

export type OptionPath = readonly number[];

function mapAt(
  options: TFieldOption[],
  path: OptionPath,
  edit: (siblings: TFieldOption[], index: number) => TFieldOption[],
): TFieldOption[] {
  const [head, ...rest] = path;
  if (head === undefined) return options;
  if (!rest.length) return edit(options, head);
  return options.map((o, i) =>
    i === head ? { ...o, children: mapAt(o.children ?? [], rest, edit) } : o,
  );
}

export function updateOption(
  options: TFieldOption[],
  path: OptionPath,
  patch: Partial<TFieldOption>,
): TFieldOption[] {
  return mapAt(options, path, (siblings, i) =>
    siblings.map((o, j) => (j === i ? { ...o, ...patch } : o)),
  );
}

export function removeOption(options: TFieldOption[], path: OptionPath): TFieldOption[] {
  return mapAt(options, path, (siblings, i) => siblings.filter((_o, j) => j !== i));
}

/** Adds an empty option under `parent` (or at the top level for []). */
export function addOption(options: TFieldOption[], parent: OptionPath): TFieldOption[] {
  const blank: TFieldOption = { optionKey: '', optionValue: '' };
  if (!parent.length) return [...options, blank];
  return mapAt(options, parent, (siblings, i) =>
    siblings.map((o, j) => (j === i ? { ...o, children: [...(o.children ?? []), blank] } : o)),
  );
}

/** Drops empty children lists, as the server stores them. */
export function tidyOptions(options: TFieldOption[]): TFieldOption[] {
  return options.map(({ children, ...o }) =>
    children?.length ? { ...o, children: tidyOptions(children) } : o,
  );
}
