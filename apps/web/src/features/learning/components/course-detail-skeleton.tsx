import { useTranslation } from 'react-i18next';

/**
 * The course page while its course loads: the header card (cover, title, facts, buttons) and
 * the player and outline cards at their sizes, so nothing moves when the course arrives.
 */
export function CourseDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="course-detail" role="status" aria-label={t('ui.loading')}>
      <section className="plain-card course-detail-head">
        <div className="plain-card__body">
          <div className="course-detail-head__grid">
            <span className="plain-skeleton course-detail-cover" />
            <div className="course-detail-info">
              <span className="plain-skeleton course-detail-skeleton__title" />
              <span className="plain-skeleton course-detail-skeleton__line" />
              <span className="plain-skeleton course-detail-skeleton__line" />
              <span className="plain-skeleton course-detail-progress-skeleton" />
              <span className="plain-skeleton course-detail-skeleton__buttons" />
            </div>
          </div>
        </div>
      </section>
      <div className="course-detail-main">
        <section className="plain-card course-detail-player">
          <div className="plain-card__body">
            <span className="plain-skeleton course-detail-skeleton__player" />
          </div>
        </section>
        <section className="plain-card course-detail-outline">
          <div className="plain-card__body">
            <span className="plain-skeleton course-detail-skeleton__line" />
            <span className="plain-skeleton course-detail-skeleton__line" />
            <span className="plain-skeleton course-detail-skeleton__line" />
          </div>
        </section>
      </div>
    </div>
  );
}
