import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, LoadFailed, Pagination, TextArea } from '@ascent/client/ui';
import { formatDateTime } from '@ascent/client/i18n';
import { COMMENT_MAX, type TComment } from '@ascent/shared/interaction';
import { addComment, fetchComments } from '../api/interaction-api.ts';
import { COMMENTS_SHOWN, itemBody } from '../api/interaction-calls.ts';
import { interactionKeys } from '../lib/interaction-keys.ts';
import '../interaction.css';

/**
 * An item's comments, newest first, paged, with the box to add one (1-500 characters) or to
 * reply to someone else's comment (they find it under /mine/replies). Made without the
 * component kit: the plain text area and pager of `@ascent/client/ui`.
 */
export function CommentList({ itemType, itemId }: { itemType: number; itemId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [replyTo, setReplyTo] = useState<TComment | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const list = useQuery({
    queryKey: interactionKeys.comments(itemType, itemId, page),
    queryFn: () => fetchComments(itemBody(itemType, itemId), page, COMMENTS_SHOWN),
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

  let body;
  if (list.isError && !list.data)
    body = <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data)
    body = (
      <div className="comment-list__loading" role="status" aria-label={t('ui.loading')}>
        <span className="plain-skeleton" />
        <span className="plain-skeleton" />
      </div>
    );
  else if (!list.data.list.length)
    body = <Empty compact description={t('interaction.noComments')} />;
  else
    body = (
      <ul className="comment-list__items" aria-busy={list.isFetching}>
        {list.data.list.map((c) => (
          <li key={c.commentId} className="comment-list__item">
            <span className="comment-list__avatar" aria-hidden="true">
              {c.portrait ? (
                <img src={c.portrait} alt="" width={32} height={32} loading="lazy" />
              ) : (
                c.realName.slice(0, 1)
              )}
            </span>
            <div className="comment-list__main">
              <p className="comment-list__head">
                <span className="comment-list__name">{c.realName}</span>{' '}
                <span className="comment-list__time">{formatDateTime(c.createdAt)}</span>
              </p>
              <p className="comment-list__text">
                {c.replyTo && (
                  <span className="comment-list__muted">
                    {t('interaction.replyToName', { name: c.replyTo.realName })}{' '}
                  </span>
                )}
                {c.content}
              </p>
            </div>
            {c.mine ? null : (
              <button
                type="button"
                className="plain-link"
                onClick={() => {
                  setReplyTo(c);
                  box.current?.focus();
                }}
              >
                {t('interaction.reply')}
              </button>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <section className="comment-list" aria-label={t('interaction.comments')}>
      {replyTo && (
        <p className="comment-list__replying">
          <span className="comment-list__muted">
            {t('interaction.replyingTo', { name: replyTo.realName })}
          </span>{' '}
          <button type="button" className="plain-link" onClick={() => setReplyTo(null)}>
            {t('interaction.cancelReply')}
          </button>
        </p>
      )}
      <TextArea
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
        <p className="comment-list__error" role="alert">
          {error}
        </p>
      )}
      <div className="comment-list__submit">
        <button
          type="button"
          className="plain-button plain-button--primary"
          disabled={add.isPending}
          aria-busy={add.isPending}
          onClick={submit}
        >
          {add.isPending && <span className="plain-button__spinner" aria-hidden="true" />}
          {replyTo ? t('interaction.postReply') : t('interaction.postComment')}
        </button>
      </div>
      {body}
      <Pagination
        className="comment-list__pager"
        current={page}
        pageSize={COMMENTS_SHOWN}
        total={list.data?.total ?? 0}
        onChange={setPage}
        label={t('interaction.comments')}
      />
    </section>
  );
}
