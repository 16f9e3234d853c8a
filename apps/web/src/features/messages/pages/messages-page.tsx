import { Card, App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessage } from '@ascent/shared/message';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useSession } from '../../../app/services.ts';
import { MessageDrawer } from '../components/message-drawer.tsx';
import { MessageList } from '../components/message-list.tsx';
import { MessageToolbar } from '../components/message-toolbar.tsx';
import { useMessageActions } from '../hooks/use-message-actions.ts';
import { useMessages } from '../hooks/use-messages.ts';
import { pageAfterRemoval, type MessageFilter } from '../lib/message-filter.ts';
import '../messages.css';

/**
 * /mine/msg: the caller's messages, newest first, unread ones marked; read or delete the
 * selected ones, read them all, page through, open one in a drawer (which reads it).
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const { message: toast } = App.useApp();
  const unread = useSession((s) => s.msgCount);
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<TMessage | null>(null);
  const messages = useMessages(page, filter);
  const { read, remove, readAll } = useMessageActions();

  if (messages.isPending) return <PageSpin />;
  if (messages.isError && !messages.data)
    return <LoadFailed error={messages.error} onRetry={() => void messages.refetch()} />;
  const data = messages.data;
  const ids = [...selected];

  const changePage = (next: number) => {
    setSelected(new Set());
    setPage(next);
  };
  const afterRemoval = (removed: number) => changePage(pageAfterRemoval(page, data.total, removed));

  const onRead = async () => {
    const change = await read.mutateAsync(ids);
    toast.success(t('messages.readDone', { count: change.changed }));
    if (filter === 'unread') afterRemoval(change.changed);
    else setSelected(new Set());
  };
  const onDelete = async () => {
    const change = await remove.mutateAsync(ids);
    toast.success(t('messages.deleted', { count: change.changed }));
    afterRemoval(change.changed);
  };
  const onReadAll = async () => {
    await readAll.mutateAsync();
    toast.success(t('messages.readAllDone'));
    changePage(1);
  };
  const onOpen = (m: TMessage) => {
    setOpen(m);
    if (!m.isRead) read.mutate([m.id]);
  };

  return (
    <div className="page">
      <Card title={t('messages.title')} data-testid="msg-page">
        <MessageToolbar
          filter={filter}
          onFilter={(f) => {
            setFilter(f);
            changePage(1);
          }}
          selected={selected.size}
          pageRows={data.list.length}
          onSelectAll={(all) => setSelected(new Set(all ? data.list.map((m) => m.id) : []))}
          onRead={() => void onRead()}
          onDelete={() => void onDelete()}
          onReadAll={() => void onReadAll()}
          busy={
            read.isPending
              ? 'read'
              : remove.isPending
                ? 'delete'
                : readAll.isPending
                  ? 'readAll'
                  : null
          }
          unread={unread}
        />
        <MessageList
          page={data}
          filter={filter}
          loading={messages.isFetching}
          selected={selected}
          onCheck={(id, checked) =>
            setSelected((prev) => {
              const next = new Set(prev);
              if (checked) next.add(id);
              else next.delete(id);
              return next;
            })
          }
          onOpen={onOpen}
          onPage={changePage}
        />
      </Card>
      <MessageDrawer message={open} onClose={() => setOpen(null)} />
    </div>
  );
}
