import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import type { ProgrammeKind } from '@ascent/shared/programme';
import { ProgrammeForm } from '../components/programme-form.tsx';
import { PROGRAMME_KEY, useKindName, useProgramme } from '../hooks/use-programmes.ts';
import { idFromSearch, programmeListPath } from '../lib/programme-paths.ts';

/** Creates (no ?id) or edits a programme of a kind; saved, it goes back to the list. */
export function ProgrammeEditPage({ kind }: { kind: ProgrammeKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const kindName = useKindName();
  const id = idFromSearch(useLocation().search);
  const item = useProgramme(id);
  if (id !== null && item.isPending) return <PageSpin />;
  if (id !== null && item.isError)
    return <LoadFailed error={item.error} onRetry={() => void item.refetch()} />;
  return (
    <div style={{ maxWidth: 960 }}>
      <h2>
        {kindName(kind)} · {t(id ? 'programmes.title.edit' : 'programmes.title.create')}
      </h2>
      <ProgrammeForm
        key={id ?? 'new'}
        kind={kind}
        programme={id !== null ? (item.data ?? null) : null}
        onCancel={() => void navigate(programmeListPath(kind))}
        onSaved={(_saved, published) => {
          void message.success(t(published ? 'programmes.publishedDone' : 'programmes.saved'));
          void client.invalidateQueries({ queryKey: PROGRAMME_KEY });
          void navigate(programmeListPath(kind));
        }}
      />
    </div>
  );
}
