import { renderToStaticMarkup } from 'react-dom/server';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPage } from '@ascent/shared/admin';
import { describe, expect, it } from 'vitest';
import { PagedList } from './paged-list.tsx';

type Row = { id: number; name: string };
const page = (list: Row[], total = list.length): TPage<Row> => ({
  list,
  total,
  page: 1,
  pageSize: 10,
});
const as = (q: object) => q as unknown as UseQueryResult<TPage<Row>>;

function render(query: UseQueryResult<TPage<Row>>, isEmpty?: (p: TPage<Row>) => boolean) {
  return renderToStaticMarkup(
    <PagedList
      query={query}
      onPage={() => {}}
      testId="rows"
      pagerClassName="my-pager"
      empty={<p>nothing</p>}
      isEmpty={isEmpty}
      renderItem={(r) => <li data-testid={`row-${r.id}`}>{r.name}</li>}
    />,
  );
}

describe('PagedList', () => {
  it('shows a spinner while loading', () => {
    const html = render(as({ isPending: true }));
    expect(html).toContain('page-spin');
    expect(html).not.toContain('nothing');
  });

  it('shows the failure with a retry when nothing loaded', () => {
    const html = render(as({ isPending: false, isError: true, error: new Error('boom') }));
    expect(html).toContain('boom');
  });

  it('shows the empty state for a page without rows, or as the feature decides', () => {
    expect(render(as({ isPending: false, data: page([]) }))).toContain('nothing');
    const beyondEnd = as({ isPending: false, data: page([], 3) });
    expect(render(beyondEnd, (p) => !p.total)).not.toContain('nothing');
  });

  it('lists the rows and the pager, keeping rows shown when a refetch fails', () => {
    const data = page([{ id: 1, name: 'one' }], 25);
    const html = render(as({ isPending: false, isError: true, error: new Error('x'), data }));
    expect(html).toContain('data-testid="rows"');
    expect(html).toContain('data-testid="row-1"');
    expect(html).toContain('my-pager');
  });
});
