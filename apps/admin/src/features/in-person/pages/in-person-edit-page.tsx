import { App } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { fetchInPerson } from '../api/in-person-api.ts';
import { InPersonForm } from '../components/in-person-form.tsx';
import { IN_PERSON_PATHS, inPersonSessionPath, idFromSearch } from '../lib/in-person-paths.ts';
import '../in-person-admin.css';

/** Creates (no ?id) or edits a session; a saved session opens its page (QR and attendance). */
export function InPersonEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = idFromSearch(useLocation().search);
  const item = useQuery({
    queryKey: ['in-person-admin', 'detail', id],
    queryFn: () => fetchInPerson(id!),
    enabled: id !== null,
  });
  if (id !== null && item.isPending) return <PageSpin />;
  if (id !== null && item.isError)
    return <LoadFailed error={item.error} onRetry={() => void item.refetch()} />;
  return (
    <div className="in-person-edit">
      <h2>{t(id ? 'inPerson.title.edit' : 'inPerson.title.create')}</h2>
      <InPersonForm
        key={id ?? 'new'}
        session={id !== null ? (item.data ?? null) : null}
        onCancel={() => void navigate(IN_PERSON_PATHS.list)}
        onSaved={(saved) => {
          void message.success(t(id ? 'inPerson.saved' : 'inPerson.created'));
          void client.invalidateQueries({ queryKey: ['in-person-admin'] });
          void navigate(inPersonSessionPath(saved.id));
        }}
      />
    </div>
  );
}
