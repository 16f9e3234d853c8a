import { describe, expect, it } from 'vitest';
import { ZAudience } from '@ascent/shared/message';
import { audienceOf, personLabel, toSendRequest, toTreeData } from './send-form.ts';

describe('send form', () => {
  it('turns the audience fields into the request\u2019s audience', () => {
    expect(audienceOf({ audienceKind: 'all', departmentIds: [1] })).toEqual({ all: true });
    expect(audienceOf({ audienceKind: 'departments', departmentIds: [3, 4] })).toEqual({
      departmentIds: [3, 4],
    });
    expect(
      audienceOf({ audienceKind: 'people', people: [{ value: 7, label: 'Ann (ann)' }] }),
    ).toEqual({ userIds: [7] });
    expect(toSendRequest({ audienceKind: 'all', title: 'T', content: 'a\nb', people: [] })).toEqual(
      { title: 'T', content: 'a\nb', audience: { all: true } },
    );
  });

  it('leaves an empty choice for the shared rule to refuse', () => {
    expect(ZAudience.safeParse(audienceOf({ audienceKind: 'departments' })).success).toBe(false);
    expect(ZAudience.safeParse(audienceOf({ audienceKind: 'people', people: [] })).success).toBe(
      false,
    );
  });

  it('labels people and builds the department tree', () => {
    expect(personLabel({ id: 1, account: 'ann', realName: 'Ann' })).toBe('Ann (ann)');
    expect(personLabel({ id: 1, account: 'ann', realName: '' })).toBe('ann');
    expect(toTreeData([{ id: 1, name: 'HQ', list: [{ id: 2, name: 'R&D', list: [] }] }])).toEqual([
      { value: 1, title: 'HQ', children: [{ value: 2, title: 'R&D', children: [] }] },
    ]);
  });
});
