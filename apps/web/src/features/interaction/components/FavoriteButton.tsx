import { useTranslation } from 'react-i18next';
import { StarIcon } from '@ascent/client/ui';
import { useInteractionState } from '../hooks/use-interaction-state.ts';
import '../interaction.css';

/** Favourite an item (spec s.2 /mine/collect), with the count. Made without the component kit. */
export function FavoriteButton({ itemType, itemId }: { itemType: number; itemId: number }) {
  const { t } = useTranslation();
  const { query, favorite } = useInteractionState(itemType, itemId);
  const on = query.data?.favorited ?? false;
  return (
    <button
      type="button"
      className="plain-button interaction-button interaction-button--favorite"
      aria-pressed={on}
      aria-busy={favorite.isPending}
      disabled={!query.data || favorite.isPending}
      onClick={() => favorite.mutate(!on)}
    >
      <StarIcon className="interaction-button__icon" />
      {on ? t('interaction.favorited') : t('interaction.favorite')}{' '}
      <span className="interaction-button__count">{query.data?.favoriteCount ?? ''}</span>
    </button>
  );
}
