import { Empty, Pagination, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TPage } from '@ascent/shared/admin';
import type { TMessage } from '@ascent/shared/message';
import { MESSAGE_PAGE_SIZE, type MessageFilter } from '../lib/message-filter.ts';
import { MessageListItem } from './message-list-item.tsx';

interface MessageListProps {
  page: TPage<TMessage>;
  filter: MessageFilter;
  loading: boolean;
  selected: ReadonlySet<number>;
  onCheck: (id: number, checked: boolean) => void;
  onOpen: (message: TMessage) => void;
  onPage: (page: number) => void;
}

/** The page of messages with its pager, or the empty state for the filter. */
export function MessageList(p: MessageListProps) {
  const { t } = useTranslation();
  return (
    <Spin spinning={p.loading}>
      <div data-testid="msg-list">
        {p.page.list.length === 0 ? (
          <Empty description={t(`messages.empty.${p.filter}`)} data-testid="msg-empty" />
        ) : (
          <ul className="msg-list">
            {p.page.list.map((m) => (
              <MessageListItem
                key={m.id}
                message={m}
                checked={p.selected.has(m.id)}
                onCheck={(checked) => p.onCheck(m.id, checked)}
                onOpen={() => p.onOpen(m)}
              />
            ))}
          </ul>
        )}
      </div>
      {p.page.total > MESSAGE_PAGE_SIZE ? (
        <Pagination
          className="msg-pagination"
          current={p.page.page}
          pageSize={MESSAGE_PAGE_SIZE}
          total={p.page.total}
          showSizeChanger={false}
          showTotal={(total) => t('messages.total', { total })}
          onChange={p.onPage}
          data-testid="msg-pagination"
        />
      ) : null}
    </Spin>
  );
}
