import { useEffect, useState } from 'react';
import { Spin } from 'antd';
import { Scorm12API, Scorm2004API } from 'scorm-again';
import type { TCourseDetail, TCourseResource } from '@ascent/shared/course';
import type { TLearningReportResult } from '@ascent/shared/learning';
import { fetchScorm, saveScorm } from '../api/learning-api.ts';
import { useHeartbeat } from '../lib/heartbeat.ts';

export interface ScormPlayerProps {
  course: TCourseDetail;
  resource: TCourseResource;
  onResult: (r: TLearningReportResult) => void;
  onSaved: () => void;
}

/** Saves the runtime's cmi every this often as well as on LMSCommit / LMSFinish. */
const AUTOSAVE_MS = 60_000;

/**
 * A SCORM 1.2 or 2004 package: scorm-again's API object is put on window (API or
 * API_1484_11) before the package's iframe loads, restored from scorm/get, and its cmi is
 * saved to scorm/save on commit, finish and every minute. The package is served from the same
 * origin (/api/files/...), so its pages find the API on the parent window.
 */
export function ScormPlayer({ course, resource, onResult, onSaved }: ScormPlayerProps) {
  const [ready, setReady] = useState(false);
  useHeartbeat(
    { courseId: course.courseId, resourceId: resource.resourceId },
    { position: () => 0, active: () => true, ended: () => false },
    onResult,
  );

  useEffect(() => {
    let alive = true;
    const is2004 = resource.file?.scormVersion === '2004';
    const win = window as unknown as Record<string, unknown>;
    const api = is2004
      ? new Scorm2004API({ autocommit: false })
      : new Scorm12API({ autocommit: false });
    const save = () => {
      const cmi = JSON.parse(JSON.stringify(api.renderCommitCMI(true))) as Record<string, unknown>;
      const tree = (cmi.cmi as Record<string, unknown> | undefined) ?? cmi;
      void saveScorm(course.courseId, resource.resourceId, tree).then(onSaved, () => undefined);
    };
    const events = is2004 ? ['Commit', 'Terminate'] : ['LMSCommit', 'LMSFinish'];
    for (const e of events) api.on(e, save);
    const timer = window.setInterval(save, AUTOSAVE_MS);
    void fetchScorm(course.courseId, resource.resourceId)
      .then((cmi) => {
        if (Object.keys(cmi).length) api.loadFromJSON(cmi, '');
      })
      .catch(() => undefined)
      .finally(() => {
        if (!alive) return;
        win[is2004 ? 'API_1484_11' : 'API'] = api;
        setReady(true);
      });
    return () => {
      alive = false;
      window.clearInterval(timer);
      delete win.API;
      delete win.API_1484_11;
    };
  }, [course.courseId, resource.resourceId]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!ready) return <Spin />;
  return (
    <iframe
      className="package-frame"
      title={resource.title}
      src={resource.file?.launchUrl ?? ''}
      // Same origin: the package reaches window.parent.API. Scripts and forms of the package
      // run; top navigation and popups do not.
      sandbox="allow-scripts allow-same-origin allow-forms"
    />
  );
}
