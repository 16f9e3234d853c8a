import { describe, expect, it } from 'vitest';
import { departmentsToTreeData, OPTION_GROUP_CLASS, optionsToTreeData } from './tree-data.ts';

describe('tree data', () => {
  const options = [
    { optionKey: 'p', optionValue: 'Parent', children: [{ optionKey: 'c', optionValue: 'Child' }] },
  ];

  it('makes parents group headings (not selectable, never disabled) when leaves alone may be chosen', () => {
    expect(optionsToTreeData(options, true)).toEqual([
      {
        title: 'Parent',
        value: 'p',
        key: 'p',
        selectable: false,
        className: OPTION_GROUP_CLASS,
        children: [{ title: 'Child', value: 'c', key: 'c' }],
      },
    ]);
    expect(optionsToTreeData(options, false)).toEqual([
      {
        title: 'Parent',
        value: 'p',
        key: 'p',
        children: [{ title: 'Child', value: 'c', key: 'c' }],
      },
    ]);
  });

  it('maps the department tree by id', () => {
    expect(
      departmentsToTreeData([{ id: 1, name: 'HQ', list: [{ id: 2, name: 'IT', list: [] }] }]),
    ).toEqual([
      { title: 'HQ', value: 1, key: '1', children: [{ title: 'IT', value: 2, key: '2' }] },
    ]);
  });
});
