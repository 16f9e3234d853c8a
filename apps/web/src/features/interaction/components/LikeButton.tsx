import { useTranslation } from 'react-i18next';
import { ThumbUpIcon } from '@ascent/client/ui';
import { useInteractionState } from '../hooks/use-interaction-state.ts';
import '../interaction.css';

/** Like an item, with the count. Made without the component kit. */
export function LikeButton({ itemType, itemId }: { itemType: number; itemId: number }) {
  const { t } = useTranslation();
  const { query, like } = useInteractionState(itemType, itemId);
  const on = query.data?.liked ?? false;
  return (
    <button
      type="button"
      className="plain-button interaction-button interaction-button--like"
      aria-pressed={on}
      aria-busy={like.isPending}
      disabled={!query.data || like.isPending}
      onClick={() => like.mutate(!on)}
    >
      <ThumbUpIcon className="interaction-button__icon" />
      {on ? t('interaction.liked') : t('interaction.like')}{' '}
      <span className="interaction-button__count">{query.data?.likeCount ?? ''}</span>
    </button>
  );
}
