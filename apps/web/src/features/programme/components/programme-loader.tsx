import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { programmeUrl, type ProgrammeKind, type TProgrammeDetail } from '@ascent/shared/programme';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useProgramme } from '../hooks/use-programme.ts';
import { idFromSearch } from '../lib/programme-paths.ts';

/**
 * Loads the programme of the page's `?id=` and renders it when it is of one of `kinds`; a
 * programme of another kind goes to its own page (a map's id on /project/detail opens
 * /map/detail).
 */
export function ProgrammeLoader({
  kinds,
  children,
}: {
  kinds: readonly ProgrammeKind[];
  children: (programme: TProgrammeDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = idFromSearch(useLocation().search);
  if (!id) return <Empty className="prog-missing" description={t('programme.notFound')} />;
  return (
    <LoadedProgramme key={id} id={id} kinds={kinds}>
      {children}
    </LoadedProgramme>
  );
}

function LoadedProgramme({
  id,
  kinds,
  children,
}: {
  id: number;
  kinds: readonly ProgrammeKind[];
  children: (programme: TProgrammeDetail) => ReactNode;
}) {
  const query = useProgramme(id);
  if (query.isPending) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const programme = query.data;
  if (!kinds.includes(programme.kind))
    return <Navigate replace to={programmeUrl(programme.kind, programme.id)} />;
  return <>{children(programme)}</>;
}
