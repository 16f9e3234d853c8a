import { describe, expect, it } from 'vitest';
import { userExportQuery, userListQuery } from './user-query.ts';

describe('user list queries', () => {
  it('keeps the server sort fields only and adds the filters', () => {
    expect(
      userListQuery(
        { page: 2, pageSize: 20, sortField: 'realName', sortOrder: 'descend', keyword: 'li' },
        { role: 'mentor', departmentId: 4 },
      ),
    ).toEqual({
      page: 2,
      pageSize: 20,
      sortField: 'realName',
      sortOrder: 'descend',
      keyword: 'li',
      role: 'mentor',
      departmentId: 4,
    });
    expect(
      userListQuery({ page: 1, pageSize: 20, sortField: 'roles' }, {}).sortField,
    ).toBeUndefined();
  });

  it('exports the same users without paging', () => {
    expect(
      userExportQuery({ page: 3, pageSize: 50, keyword: 'x' }, { status: 'disabled' }),
    ).toEqual({
      keyword: 'x',
      status: 'disabled',
      sortField: undefined,
    });
  });
});
