import { useTranslation } from 'react-i18next';
import type { TMineLike } from '@ascent/shared/interaction';
import { fetchMyLikes } from '../api/interaction-api.ts';
import { MineItemList } from '../components/mine-item-list.tsx';

/** /mine/like: what I liked (unlike it from its page). */
export function MineLikePage() {
  const { t } = useTranslation();
  return (
    <MineItemList<TMineLike>
      kind="like"
      title={t('interaction.likeTitle')}
      rowId={(r) => r.likeId}
      fetchPage={fetchMyLikes}
      empty={t('interaction.noLikes')}
    />
  );
}
