import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCourseDetail, TCourseResource } from '@ascent/shared/course';
import type { TLearningReportResult, TResourceProgress } from '@ascent/shared/learning';
import { Empty, ExternalLinkIcon, RichText } from '@ascent/client/ui';
import { useHeartbeat } from '../lib/heartbeat.ts';
import { usePackageLaunch } from '../hooks/use-learning.ts';
import { DocumentPlayer } from './document-player.tsx';
import { MediaPlayer } from './media-player.tsx';
import { ScormPlayer } from './scorm-player.tsx';
import { PackageFrame } from './package-frame.tsx';

export interface ResourcePlayerProps {
  course: TCourseDetail;
  resource: TCourseResource;
  /** The learner's progress on it (the resume position). */
  progress?: TResourceProgress | null;
  /** Each heartbeat's answer (credited time, new state). */
  onResult?: (r: TLearningReportResult) => void;
}

const noop = () => undefined;

/**
 * Plays one resource by its type (spec s.3), reporting heartbeats to the learning record. Made
 * without the component kit; the course page loads it (its own chunk) when a resource opens.
 */
export function ResourcePlayer({
  course,
  resource,
  progress = null,
  onResult = noop,
}: ResourcePlayerProps) {
  switch (resource.type) {
    case 1:
    case 2:
      return (
        <MediaPlayer course={course} resource={resource} progress={progress} onResult={onResult} />
      );
    case 10:
      return <ScormPlayer course={course} resource={resource} onResult={onResult} onSaved={noop} />;
    default:
      return <PagePlayer course={course} resource={resource} onResult={onResult} />;
  }
}

/** Documents, pictures, text, H5 and links: time counts while the page is open and visible. */
function PagePlayer({
  course,
  resource,
  onResult,
}: Required<Omit<ResourcePlayerProps, 'progress'>>) {
  const { t } = useTranslation();
  const lastPage = useRef(false);
  useHeartbeat(
    { courseId: course.courseId, resourceId: resource.resourceId },
    { position: () => 0, active: () => true, ended: () => lastPage.current },
    onResult,
  );
  const nothing = <Empty description={t('learning.detail.noContent')} />;
  switch (resource.type) {
    case 3:
      return (
        <DocumentPlayer
          resource={resource}
          onPage={(page, pages) => {
            if (page >= pages) lastPage.current = true;
          }}
        />
      );
    case 4:
      // The picture at the column's width; a click opens it full size in a new tab.
      return resource.file ? (
        <a
          className="picture-player"
          href={resource.file.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          <img src={resource.file.url} alt={resource.title} />
        </a>
      ) : (
        nothing
      );
    case 5:
      return <RichText className="text-player" html={resource.content ?? ''} />;
    case 6:
      return <H5Player resource={resource} />;
    case 8:
      return (
        <div className="link-player">
          <p>{t('learning.link.hint')}</p>
          <a
            className="plain-button plain-button--primary"
            href={resource.url ?? ''}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalLinkIcon />
            {t('learning.link.open')}
          </a>
        </div>
      );
    default:
      return nothing;
  }
}

/** An H5 package: its launch page on the package origin. */
function H5Player({ resource }: { resource: TCourseResource }) {
  const launch = usePackageLaunch(resource.file?.launchUrl ?? '');
  return <PackageFrame title={resource.title} launch={launch} />;
}
