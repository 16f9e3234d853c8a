import { Avatar, Button, Empty, Input, List, Pagination, Typography, type GetRef } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@ascent/client/ui';
import { COMMENT_MAX, type TComment } from '@ascent/shared/interaction';
import { addComment, fetchComments } from '../api/interaction-api.ts';
import { interactionKeys } from '../lib/interaction-keys.ts';
import { formatDateTime } from '@ascent/client/i18n';

const PAGE_SIZE = 10;

/**
 * An item's comments, newest first, paged, with the box to add one (1-500 characters) or to
 * reply to someone else's comment (they find it under /mine/replies).
 */
export function CommentList({ itemType, itemId }: { itemType: number; itemId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [replyTo, setReplyTo] = useState<TComment | null>(null);
  const box = useRef<GetRef<typeof Input.TextArea>>(null);
  const list = useQuery({
    queryKey: interactionKeys.comments(itemType, itemId, page),
    queryFn: () => fetchComments({ itemType, itemId }, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const add = useMutation({
    mutationFn: () =>
      addComment({
        itemType,
        itemId,
        content: text,
        ...(replyTo ? { replyTo: replyTo.commentId } : {}),
      }),
    onSuccess: async () => {
      setText('');
      setError('');
      setReplyTo(null);
      setPage(1);
      await client.invalidateQueries({ queryKey: ['interaction', 'comments', itemType, itemId] });
      void client.invalidateQueries({ queryKey: interactionKeys.mine });
    },
    onError: (e) => setError(e instanceof Error ? e.message : String(e)),
  });
  const submit = () => {
    if (!text.trim()) return setError(t('interaction.contentEmpty'));
    add.mutate();
  };

  return (
    <section className="comment-list" aria-label={t('interaction.comments')}>
      {replyTo && (
        <div style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">
            {t('interaction.replyingTo', { name: replyTo.realName })}
          </Typography.Text>{' '}
          <Button type="link" size="small" onClick={() => setReplyTo(null)}>
            {t('interaction.cancelReply')}
          </Button>
        </div>
      )}
      <Input.TextArea
        ref={box}
        aria-label={t('interaction.writeComment')}
        placeholder={
          replyTo
            ? t('interaction.replyingTo', { name: replyTo.realName })
            : t('interaction.writeComment')
        }
        value={text}
        maxLength={COMMENT_MAX}
        showCount
        rows={3}
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <div style={{ textAlign: 'right', margin: '8px 0 16px' }}>
        <Button type="primary" loading={add.isPending} onClick={submit}>
          {replyTo ? t('interaction.postReply') : t('interaction.postComment')}
        </Button>
      </div>
      {list.isError && !list.data ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <List
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: <Empty description={t('interaction.noComments')} /> }}
          renderItem={(c) => (
            <List.Item
              key={c.commentId}
              actions={
                c.mine
                  ? []
                  : [
                      <Button
                        key="reply"
                        type="link"
                        size="small"
                        onClick={() => {
                          setReplyTo(c);
                          box.current?.focus();
                        }}
                      >
                        {t('interaction.reply')}
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                avatar={<Avatar src={c.portrait || undefined}>{c.realName.slice(0, 1)}</Avatar>}
                title={
                  <span>
                    {c.realName}{' '}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(c.createdAt)}
                    </Typography.Text>
                  </span>
                }
                description={
                  <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {c.replyTo && (
                      <Typography.Text type="secondary">
                        {t('interaction.replyToName', { name: c.replyTo.realName })}{' '}
                      </Typography.Text>
                    )}
                    {c.content}
                  </span>
                }
              />
            </List.Item>
          )}
        />
      )}
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 12, textAlign: 'center' }}
          current={page}
          pageSize={PAGE_SIZE}
          total={list.data?.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </section>
  );
}
