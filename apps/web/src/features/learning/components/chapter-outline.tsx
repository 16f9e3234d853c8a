import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, LockIcon, PlayCircleIcon, Tag, type TagTone } from '@ascent/client/ui';
import type { LearningState, TCourseChapter, TCourseResource } from '@ascent/shared/course';
import type { TCourseProgress } from '@ascent/shared/learning';
import { services } from '../../../app/services.ts';

export interface ChapterOutlineProps {
  chapters: TCourseChapter[];
  progress: TCourseProgress | undefined;
  current: number | null;
  /**
   * Whether a resource can be opened: the learner's permission and progress (and so the
   * chapters' locks) are known. Until then the resources are shown but not yet pressable.
   */
  ready: boolean;
  onOpen: (resource: TCourseResource) => void;
}

const stateTone: Record<LearningState, TagTone> = {
  notStarted: 'neutral',
  studying: 'primary',
  completed: 'success',
};

/**
 * Chapters and their resources with states; a locked chapter says why instead of opening.
 * Made without the component kit: each resource is a button in a list under its chapter's h3.
 */
export function ChapterOutline({
  chapters,
  progress,
  current,
  ready,
  onOpen,
}: ChapterOutlineProps) {
  const { t } = useTranslation();
  const chapterOf = new Map(progress?.chapters.map((c) => [c.chapterId, c]));
  const resourceOf = new Map(progress?.resources.map((r) => [r.resourceId, r]));
  return (
    <nav
      className="chapter-outline"
      aria-label={t('learning.detail.outline')}
      aria-busy={ready ? undefined : true}
    >
      {chapters.map((ch) => {
        const state = chapterOf.get(ch.chapterId);
        const locked = !!state?.locked;
        return (
          <section key={ch.chapterId} className="chapter-outline-chapter">
            <h3 className="chapter-outline-chapter__title">
              {locked && (
                <span
                  className="chapter-outline-chapter__lock"
                  role="img"
                  aria-label={t('learning.detail.locked')}
                >
                  <LockIcon />
                </span>
              )}
              <span className="chapter-outline-chapter__name">{ch.title}</span>
              {state && (
                <Tag tone={stateTone[state.state]}>{t(`learning.state.${state.state}`)}</Tag>
              )}
            </h3>
            <ul className="chapter-outline-list">
              {ch.resources.map((r) => {
                const done = resourceOf.get(r.resourceId)?.state === 'completed';
                const isCurrent = r.resourceId === current;
                return (
                  <li key={r.resourceId} className={isCurrent ? 'is-current' : undefined}>
                    <button
                      type="button"
                      className="chapter-outline-resource"
                      disabled={!ready}
                      aria-disabled={locked}
                      aria-current={isCurrent ? 'true' : undefined}
                      onClick={() =>
                        locked
                          ? services.notifier.warning(t('learning.detail.previousChapter'))
                          : onOpen(r)
                      }
                    >
                      {done ? (
                        <CheckCircleIcon className="chapter-outline-resource__icon done" />
                      ) : (
                        <PlayCircleIcon className="chapter-outline-resource__icon" />
                      )}
                      <span className="chapter-outline-resource__title">{r.title}</span>
                      <Tag>{t(`learning.type.${r.type}`)}</Tag>
                      {!r.compulsory && <Tag>{t('learning.elective')}</Tag>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
