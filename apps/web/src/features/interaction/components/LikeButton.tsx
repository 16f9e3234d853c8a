import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInteractionState } from '../hooks/use-interaction-state.ts';

/** Like an item, with the count. */
export function LikeButton({ itemType, itemId }: { itemType: number; itemId: number }) {
  const { t } = useTranslation();
  const { query, like } = useInteractionState(itemType, itemId);
  const on = query.data?.liked ?? false;
  return (
    <Button
      icon={on ? <LikeFilled style={{ color: '#1677ff' }} /> : <LikeOutlined />}
      aria-pressed={on}
      loading={like.isPending}
      disabled={!query.data}
      onClick={() => like.mutate(!on)}
    >
      {on ? t('interaction.liked') : t('interaction.like')} {query.data?.likeCount ?? ''}
    </Button>
  );
}
