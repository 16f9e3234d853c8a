import { Space } from 'antd';
import { ITEM_TYPE } from '@ascent/shared/course';
import { CommentList } from '../../interaction/components/CommentList.tsx';
import { FavoriteButton } from '../../interaction/components/FavoriteButton.tsx';
import { LikeButton } from '../../interaction/components/LikeButton.tsx';
import { ShareButton } from '../../interaction/components/ShareButton.tsx';

/** The one place /doc/detail uses the interaction components (favourite, like, share, comments). */
export function KnowledgeActions({ itemId }: { itemId: number }) {
  return (
    <Space wrap>
      <FavoriteButton itemType={ITEM_TYPE.knowledge} itemId={itemId} />
      <LikeButton itemType={ITEM_TYPE.knowledge} itemId={itemId} />
      <ShareButton itemType={ITEM_TYPE.knowledge} itemId={itemId} />
    </Space>
  );
}

export function KnowledgeComments({ itemId }: { itemId: number }) {
  return <CommentList itemType={ITEM_TYPE.knowledge} itemId={itemId} />;
}
