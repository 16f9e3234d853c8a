import { ITEM_TYPE } from '@ascent/shared/course';
import { CommentList } from '../../interaction/components/CommentList.tsx';
import { FavoriteButton } from '../../interaction/components/FavoriteButton.tsx';
import { LikeButton } from '../../interaction/components/LikeButton.tsx';
import { ShareButton } from '../../interaction/components/ShareButton.tsx';

/** The course's favourite, like and share buttons (the interaction feature's components). */
export function CourseActions({ courseId }: { courseId: number }) {
  return (
    <div className="course-detail-actions">
      <FavoriteButton itemType={ITEM_TYPE.course} itemId={courseId} />
      <LikeButton itemType={ITEM_TYPE.course} itemId={courseId} />
      <ShareButton itemType={ITEM_TYPE.course} itemId={courseId} />
    </div>
  );
}

/** The course's comments. */
export function CourseComments({ courseId }: { courseId: number }) {
  return <CommentList itemType={ITEM_TYPE.course} itemId={courseId} />;
}
