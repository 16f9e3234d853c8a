import { App, Button, Empty, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveWrong, useWrongBook } from '../hooks/use-practice.ts';
import { PagedList } from '../../../components/paged-list.tsx';
import { formatDateTime } from '@ascent/client/i18n';

const PAGE_SIZE = 10;

/** The wrong-question book: newest mistakes first, how often wrong, the run of right answers. */
export function WrongBookList() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [page, setPage] = useState(1);
  const book = useWrongBook(page, PAGE_SIZE);
  const remove = useRemoveWrong();

  const confirmRemove = (questionId: number) =>
    modal.confirm({
      title: t('practice.wrong.remove'),
      content: t('practice.wrong.removeConfirm'),
      okText: t('practice.wrong.remove'),
      cancelText: t('practice.action.cancel'),
      onOk: async () => {
        await remove.mutateAsync([questionId]);
        void message.success(t('practice.wrong.removed'));
        if (book.data?.list.length === 1 && page > 1) setPage(page - 1);
      },
    });

  return (
    <PagedList
      query={book}
      onPage={setPage}
      className="practice-wrong"
      pagerClassName="practice-pager"
      empty={<Empty description={t('practice.wrong.empty')} data-testid="wrong-empty" />}
      isEmpty={(p) => !p.total}
      renderItem={(w) => (
        <List.Item
          key={w.questionId}
          data-testid={`wrong-${w.questionId}`}
          actions={[
            <Button key="remove" size="small" onClick={() => confirmRemove(w.questionId)}>
              {t('practice.wrong.remove')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={
              <span className="practice-wrong__stem">
                <Tag>{t(`practice.type.${w.type}`)}</Tag>
                {w.stem}
              </span>
            }
            description={
              <>
                {w.caseStem && (
                  <Typography.Paragraph
                    type="secondary"
                    ellipsis={{ rows: 1 }}
                    className="practice-wrong__case"
                  >
                    {t('practice.paper.caseStem')}: {w.caseStem}
                  </Typography.Paragraph>
                )}
                <span className="practice-wrong__meta">
                  <Tag color={w.lastSource === 'exam' ? 'volcano' : 'blue'}>
                    {t(`practice.wrong.source.${w.lastSource}`)}
                  </Tag>
                  {t('practice.wrong.wrongCount', { count: w.wrongCount })} ·{' '}
                  {t('practice.wrong.streak', {
                    count: w.rightStreak,
                    need: book.data!.removeAfter,
                  })}{' '}
                  · {formatDateTime(w.lastWrongAt)}
                </span>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
