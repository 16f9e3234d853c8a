import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpin } from '@ascent/client/ui';
import type { TPackageLaunch } from '@ascent/shared/files';
import type { UseQueryResult } from '@tanstack/react-query';

export interface PackageFrameProps {
  title: string;
  launch: UseQueryResult<TPackageLaunch>;
  /** False until the player listens to the frame's messages (SCORM). */
  ready?: boolean;
  frameRef?: Ref<HTMLIFrameElement>;
}

/**
 * An H5 or SCORM package in its frame, on the package origin (another origin than this site:
 * decisions.md, "Package origin"). `allow-same-origin` lets the package keep its own origin
 * (the SCORM launcher and the package's pages reach each other there, packages may use their
 * own storage), which is safe only because that origin is not this site's: nothing in the frame
 * can read this site's storage or call its API. No top navigation.
 */
export function PackageFrame({ title, launch, ready = true, frameRef }: PackageFrameProps) {
  const { t } = useTranslation();
  if (launch.isError)
    return (
      <div className="plain-notice plain-notice--warning" role="alert">
        {t('learning.package.failed')}
      </div>
    );
  if (!launch.data || !ready) return <PageSpin />;
  return (
    <iframe
      ref={frameRef}
      className="package-frame"
      title={title}
      src={launch.data.url}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}
