import {
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  Pagination,
  Popconfirm,
  Space,
  Typography,
} from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import type { TPage } from '@ascent/shared/admin';
import type { TInteractionItemView } from '@ascent/shared/interaction';
import { interactionKeys } from '../lib/interaction-keys.ts';
import { formatDateTime } from '@ascent/client/i18n';

const PAGE_SIZE = 10;

interface Row extends TInteractionItemView {
  createdAt: string;
}

/** A learner's own list (favourites, likes, comments): item links, paging, optional batch delete. */
export function MineItemList<T extends Row>(props: {
  kind: string;
  title: string;
  rowId: (row: T) => number;
  fetchPage: (q: { page: number; pageSize: number }) => Promise<TPage<T>>;
  remove?: (ids: number[]) => Promise<{ deleted: number }>;
  extra?: (row: T) => ReactNode;
  empty: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const list = useQuery({
    queryKey: interactionKeys.mineList(props.kind, page),
    queryFn: () => props.fetchPage({ page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  if (list.isPending) return <PageSpin />;
  if (list.isError && !list.data)
    return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data.list;

  const remove = async () => {
    if (!props.remove) return;
    setBusy(true);
    try {
      const { deleted } = await props.remove([...selected]);
      void message.success(t('interaction.deleted', { count: deleted }));
      setSelected(new Set());
      const left = list.data.total - deleted;
      setPage((p) => Math.max(1, Math.min(p, Math.ceil(left / PAGE_SIZE))));
      await client.invalidateQueries({ queryKey: interactionKeys.mine });
    } finally {
      setBusy(false);
    }
  };
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="page">
      <Card
        title={props.title}
        extra={
          props.remove && rows.length > 0 ? (
            <Space wrap>
              <Checkbox
                checked={rows.length > 0 && rows.every((r) => selected.has(props.rowId(r)))}
                onChange={(e) =>
                  setSelected(new Set(e.target.checked ? rows.map(props.rowId) : []))
                }
              >
                {t('interaction.selectAll')}
              </Checkbox>
              <Popconfirm
                title={t('interaction.deleteConfirm', { count: selected.size })}
                onConfirm={() => void remove().catch(() => undefined)}
                disabled={!selected.size}
              >
                <Button danger disabled={!selected.size} loading={busy}>
                  {t('interaction.deleteSelected')}
                </Button>
              </Popconfirm>
            </Space>
          ) : null
        }
      >
        {rows.length === 0 ? (
          <Empty description={props.empty} />
        ) : (
          <ul className="mine-items" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map((r) => {
              const id = props.rowId(r);
              return (
                <li
                  key={id}
                  style={{
                    display: 'flex',
                    gap: 12,
                    padding: '12px 0',
                    borderBottom: '1px solid rgba(5,5,5,0.06)',
                    alignItems: 'flex-start',
                  }}
                >
                  {props.remove && (
                    <Checkbox
                      aria-label={r.title || t('interaction.unavailable')}
                      checked={selected.has(id)}
                      onChange={(e) => toggle(id, e.target.checked)}
                    />
                  )}
                  <div style={{ flex: 1, minWidth: 0 }}>
                    {r.available ? (
                      <Link to={r.path}>{r.title}</Link>
                    ) : (
                      <Typography.Text type="secondary">
                        {r.title ? `${r.title} · ` : ''}
                        {t('interaction.unavailable')}
                      </Typography.Text>
                    )}
                    {props.extra?.(r)}
                    <div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatDateTime(r.createdAt)}
                      </Typography.Text>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {list.data.total > PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 12, textAlign: 'center' }}
            current={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            showSizeChanger={false}
            onChange={(p) => {
              setSelected(new Set());
              setPage(p);
            }}
          />
        )}
      </Card>
    </div>
  );
}
