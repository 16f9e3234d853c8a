import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInteractionState } from '../hooks/use-interaction-state.ts';

/** Favourite an item (spec s.2 /mine/collect), with the count. */
export function FavoriteButton({ itemType, itemId }: { itemType: number; itemId: number }) {
  const { t } = useTranslation();
  const { query, favorite } = useInteractionState(itemType, itemId);
  const on = query.data?.favorited ?? false;
  return (
    <Button
      icon={on ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
      aria-pressed={on}
      loading={favorite.isPending}
      disabled={!query.data}
      onClick={() => favorite.mutate(!on)}
    >
      {on ? t('interaction.favorited') : t('interaction.favorite')}{' '}
      {query.data?.favoriteCount ?? ''}
    </Button>
  );
}
