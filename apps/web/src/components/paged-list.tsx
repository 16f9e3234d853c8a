import { List, Pagination } from 'antd';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPage } from '@ascent/shared/admin';
import { LoadFailed, PageSpin } from '@ascent/client/ui';

export interface PagedListProps<T> {
  query: UseQueryResult<TPage<T>>;
  onPage: (page: number) => void;
  renderItem: (row: T) => ReactNode;
  /** Shown when the page has no rows (an antd `Empty` with the feature's text). */
  empty: ReactNode;
  /** When the answer counts as empty; by default a page without rows. */
  isEmpty?: (page: TPage<T>) => boolean;
  className?: string;
  /** The pager's class: each feature places its pager in its own stylesheet. */
  pagerClassName: string;
  testId?: string;
}

const noRows = (page: TPage<unknown>) => !page.list.length;

/**
 * A page of rows from a paged query: a spinner while loading, the error with a retry when
 * nothing loaded, the feature's empty state, else the list and a pager hidden on one page.
 */
export function PagedList<T>({
  query,
  onPage,
  renderItem,
  empty,
  isEmpty = noRows,
  className,
  pagerClassName,
  testId,
}: PagedListProps<T>) {
  if (query.isPending) return <PageSpin />;
  if (query.isError && !query.data)
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data!;
  if (isEmpty(data)) return <>{empty}</>;
  return (
    <>
      <List
        className={className}
        dataSource={data.list}
        data-testid={testId}
        renderItem={renderItem}
      />
      <Pagination
        className={pagerClassName}
        current={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onChange={onPage}
        showSizeChanger={false}
        hideOnSinglePage
      />
    </>
  );
}
