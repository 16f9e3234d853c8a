import { useEffect, useRef } from 'react';
import type { TCourseDetail, TCourseResource } from '@ascent/shared/course';
import type { TLearningReportResult, TResourceProgress } from '@ascent/shared/learning';
import { useHeartbeat } from '../lib/heartbeat.ts';

export interface MediaPlayerProps {
  course: TCourseDetail;
  resource: TCourseResource;
  progress: TResourceProgress | null;
  onResult: (r: TLearningReportResult) => void;
}

/**
 * HTML5 video or audio: resumes at the saved position; when the course forbids seeking, a
 * seek past the furthest point watched snaps back; beats every 15 s while playing and on
 * pause, seek and end.
 */
export function MediaPlayer({ course, resource, progress, onResult }: MediaPlayerProps) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const furthest = useRef(progress?.furthest ?? 0);
  const last = useRef(0);
  const { beat } = useHeartbeat(
    { courseId: course.courseId, resourceId: resource.resourceId },
    {
      position: () => ref.current?.currentTime ?? 0,
      active: () => !!ref.current && !ref.current.paused,
      ended: () => !!ref.current?.ended,
    },
    onResult,
  );

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const resume = progress?.position ?? 0;
    const onMeta = () => {
      if (resume > 0 && (!el.duration || resume < el.duration - 2)) el.currentTime = resume;
      last.current = el.currentTime;
    };
    const onTime = () => {
      // Natural playback moves in small steps; a jump is a seek and does not count as watched.
      if (!el.seeking && el.currentTime - last.current < 2)
        furthest.current = Math.max(furthest.current, el.currentTime);
      last.current = el.currentTime;
    };
    const onSeeking = () => {
      if (course.forbidSeek && el.currentTime > furthest.current + 1)
        el.currentTime = furthest.current;
    };
    const onSeeked = () => {
      last.current = el.currentTime;
      beat();
    };
    if (el.readyState >= 1) onMeta();
    el.addEventListener('loadedmetadata', onMeta);
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('seeking', onSeeking);
    el.addEventListener('seeked', onSeeked);
    el.addEventListener('pause', beat);
    el.addEventListener('ended', beat);
    return () => {
      el.removeEventListener('loadedmetadata', onMeta);
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('seeking', onSeeking);
      el.removeEventListener('seeked', onSeeked);
      el.removeEventListener('pause', beat);
      el.removeEventListener('ended', beat);
    };
    // The saved position is read once per resource.
  }, [resource.resourceId]); // eslint-disable-line react-hooks/exhaustive-deps

  const src = resource.file?.url ?? '';
  return resource.type === 2 ? (
    <audio
      ref={ref}
      className="media-player"
      src={src}
      controls
      preload="metadata"
      aria-label={resource.title}
    />
  ) : (
    <video
      ref={ref}
      className="media-player"
      src={src}
      controls
      playsInline
      preload="metadata"
      controlsList="nodownload"
      aria-label={resource.title}
    />
  );
}
