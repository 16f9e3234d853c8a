import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMineReply } from '@ascent/shared/interaction';
import { fetchMyReplies } from '../api/interaction-api.ts';
import { MineItemList } from '../components/mine-item-list.tsx';

/**
 * /mine/replies: replies others wrote to my comments, newest first; opening a page marks its
 * replies read, so the new ones carry a tag this time only.
 */
export function MineRepliesPage() {
  const { t } = useTranslation();
  return (
    <MineItemList<TMineReply>
      kind="replies"
      title={t('interaction.repliesTitle')}
      rowId={(r) => r.replyId}
      fetchPage={fetchMyReplies}
      extra={(r) => (
        <div>
          <Typography.Paragraph
            style={{ margin: '4px 0', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            {!r.read && <Tag color="red">{t('interaction.newReply')}</Tag>}
            <Typography.Text strong>{r.realName}</Typography.Text>
            {t('interaction.repliedColon')}
            {r.content}
          </Typography.Paragraph>
          <Typography.Paragraph
            type="secondary"
            ellipsis={{ rows: 2 }}
            style={{ margin: 0, wordBreak: 'break-word' }}
          >
            {t('interaction.myComment', { content: r.comment.content })}
          </Typography.Paragraph>
        </div>
      )}
      empty={t('interaction.noReplies')}
    />
  );
}
