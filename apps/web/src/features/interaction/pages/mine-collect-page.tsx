import { useTranslation } from 'react-i18next';
import type { TMineFavorite } from '@ascent/shared/interaction';
import { deleteMyFavorites, fetchMyFavorites } from '../api/interaction-api.ts';
import { MineItemList } from '../components/mine-item-list.tsx';

/** /mine/collect: my favourites, with batch delete. */
export function MineCollectPage() {
  const { t } = useTranslation();
  return (
    <MineItemList<TMineFavorite>
      kind="collect"
      title={t('interaction.collectTitle')}
      rowId={(r) => r.favoriteId}
      fetchPage={fetchMyFavorites}
      remove={deleteMyFavorites}
      empty={t('interaction.noFavorites')}
    />
  );
}
