import { useEffect, useRef, useState } from 'react';
import type { TCourseDetail, TCourseResource } from '@ascent/shared/course';
import type { TLearningReportResult } from '@ascent/shared/learning';
import { fetchScorm, saveScorm } from '../api/learning-api.ts';
import { usePackageLaunch } from '../hooks/use-learning.ts';
import { useHeartbeat } from '../lib/heartbeat.ts';
import { PackageFrame } from './package-frame.tsx';

export interface ScormPlayerProps {
  course: TCourseDetail;
  resource: TCourseResource;
  onResult: (r: TLearningReportResult) => void;
  onSaved: () => void;
}

/** What the SCORM launcher on the package origin posts (files/package-launcher/launch.js). */
interface LauncherMessage {
  source: 'ascent-package';
  type: 'ready' | 'commit';
  cmi?: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isLauncherMessage = (v: unknown): v is LauncherMessage =>
  isRecord(v) && v.source === 'ascent-package' && (v.type === 'ready' || v.type === 'commit');

/**
 * A SCORM 1.2 or 2004 package on the package origin. The runtime (scorm-again's API object)
 * lives in the launcher page there, which frames the package's launch page so the package
 * finds window.API / API_1484_11 on its parent and gets synchronous answers. This player talks
 * to the launcher by postMessage only, accepting messages from its own frame and the package
 * origin alone: on `ready` it hands over the saved cmi (scorm/get), on each `commit` (the
 * package's commit or finish, and a minute's autosave) it saves the cmi (scorm/save).
 */
export function ScormPlayer({ course, resource, onResult, onSaved }: ScormPlayerProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [listening, setListening] = useState(false);
  const launch = usePackageLaunch(resource.file?.launchUrl ?? '');
  const origin = launch.data?.origin ?? '';
  useHeartbeat(
    { courseId: course.courseId, resourceId: resource.resourceId },
    { position: () => 0, active: () => true, ended: () => false },
    onResult,
  );

  useEffect(() => {
    if (!origin) return;
    const saved = fetchScorm(course.courseId, resource.resourceId).catch(() => ({}));
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (event.origin !== origin || !target || event.source !== target) return;
      if (!isLauncherMessage(event.data)) return;
      if (event.data.type === 'ready') {
        void saved.then((cmi) =>
          target.postMessage({ source: 'ascent-lms', type: 'init', cmi }, origin),
        );
      } else if (isRecord(event.data.cmi)) {
        void saveScorm(course.courseId, resource.resourceId, event.data.cmi).then(
          onSaved,
          () => undefined,
        );
      }
    };
    window.addEventListener('message', onMessage);
    setListening(true);
    return () => {
      window.removeEventListener('message', onMessage);
      setListening(false);
    };
  }, [origin, course.courseId, resource.resourceId]); // eslint-disable-line react-hooks/exhaustive-deps

  return <PackageFrame title={resource.title} launch={launch} ready={listening} frameRef={frame} />;
}
