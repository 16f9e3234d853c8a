import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@ascent/shared/common';
import type { TPage } from '@ascent/shared/admin';

/** What both download lists show of a row: the item's title, the file's name and size. */
interface DocumentRow {
  title: string;
  fileName: string;
  size: number;
}

export const DOCUMENT_PAGE_SIZE = 20;

/**
 * The frame of the learner's document lists (/mine/down, /mine/documents): a card with its
 * hint, a paged table whose first columns are the name and the size, then the page's own.
 */
export function DocumentTable<R extends DocumentRow>(props: {
  title: string;
  hint: string;
  empty: string;
  testId: string;
  rowKey: (r: R) => string | number;
  data: TPage<R>;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  scrollX: number;
  columns: TableColumnsType<R>;
}) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <Card title={props.title} data-testid={props.testId}>
        <p>{props.hint}</p>
        <Table<R>
          rowKey={props.rowKey}
          dataSource={props.data.list}
          loading={props.loading}
          scroll={{ x: props.scrollX }}
          locale={{ emptyText: <Empty description={props.empty} /> }}
          pagination={{
            current: props.page,
            pageSize: DOCUMENT_PAGE_SIZE,
            total: props.data.total,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: props.onPage,
          }}
          columns={[
            {
              title: t('download.name'),
              key: 'name',
              render: (_, r) => (
                <div>
                  <div>{r.title}</div>
                  <small>{r.fileName}</small>
                </div>
              ),
            },
            { title: t('download.size'), key: 'size', render: (_, r) => formatSize(r.size) },
            ...props.columns,
          ]}
        />
      </Card>
    </div>
  );
}
