import { App, List, Tag, Typography } from 'antd';
import { CheckCircleFilled, LockOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LearningState, TCourseChapter, TCourseResource } from '@ascent/shared/course';
import type { TCourseProgress } from '@ascent/shared/learning';

export interface ChapterOutlineProps {
  chapters: TCourseChapter[];
  progress: TCourseProgress | undefined;
  current: number | null;
  onOpen: (resource: TCourseResource) => void;
}

const stateColor: Record<LearningState, string> = {
  notStarted: 'default',
  studying: 'processing',
  completed: 'success',
};

/** Chapters and their resources with states; a locked chapter says why instead of opening. */
export function ChapterOutline({ chapters, progress, current, onOpen }: ChapterOutlineProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const chapterOf = new Map(progress?.chapters.map((c) => [c.chapterId, c]));
  const resourceOf = new Map(progress?.resources.map((r) => [r.resourceId, r]));
  return (
    <nav className="chapter-outline" aria-label={t('learning.detail.outline')}>
      {chapters.map((ch) => {
        const state = chapterOf.get(ch.chapterId);
        const locked = !!state?.locked;
        return (
          <section key={ch.chapterId} className="chapter-outline-chapter">
            <Typography.Title level={5}>
              {locked && <LockOutlined aria-label={t('learning.detail.locked')} />} {ch.title}{' '}
              {state && (
                <Tag color={stateColor[state.state]}>{t(`learning.state.${state.state}`)}</Tag>
              )}
            </Typography.Title>
            <List
              size="small"
              dataSource={ch.resources}
              renderItem={(r) => {
                const rs = resourceOf.get(r.resourceId)?.state ?? 'notStarted';
                return (
                  <List.Item
                    className={r.resourceId === current ? 'is-current' : undefined}
                    onClick={() =>
                      locked
                        ? void message.warning(t('learning.detail.previousChapter'))
                        : onOpen(r)
                    }
                  >
                    <button
                      type="button"
                      className="chapter-outline-resource"
                      aria-disabled={locked}
                    >
                      {rs === 'completed' ? (
                        <CheckCircleFilled className="done" />
                      ) : (
                        <PlayCircleOutlined />
                      )}
                      <span className="chapter-outline-resource__title">{r.title}</span>
                      <Tag>{t(`learning.type.${r.type}`)}</Tag>
                      {!r.compulsory && <Tag>{t('learning.elective')}</Tag>}
                    </button>
                  </List.Item>
                );
              }}
            />
          </section>
        );
      })}
    </nav>
  );
}
