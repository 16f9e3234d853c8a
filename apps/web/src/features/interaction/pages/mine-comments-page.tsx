import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMineComment } from '@ascent/shared/interaction';
import { deleteMyComments, fetchMyComments } from '../api/interaction-api.ts';
import { MineItemList } from '../components/mine-item-list.tsx';

/** /mine/comments: my comments, with batch delete. */
export function MineCommentsPage() {
  const { t } = useTranslation();
  return (
    <MineItemList<TMineComment>
      kind="comments"
      title={t('interaction.commentsTitle')}
      rowId={(r) => r.commentId}
      fetchPage={fetchMyComments}
      remove={deleteMyComments}
      extra={(r) => (
        <Typography.Paragraph
          style={{ margin: '4px 0', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {r.content}
        </Typography.Paragraph>
      )}
      empty={t('interaction.noMyComments')}
    />
  );
}
