import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { HomeworkForm } from '../components/homework-form.tsx';
import { HOMEWORK_KEY, useHomeworkItem } from '../hooks/use-homework-admin.ts';
import { HOMEWORK_PATHS, idFromSearch } from '../lib/homework-paths.ts';
import '../homework-admin.css';

/** Creates (no ?id) or edits a homework; saved homework goes back to the list. */
export function HomeworkEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = idFromSearch(useLocation().search);
  const item = useHomeworkItem(id);
  if (id !== null && item.isPending) return <PageSpin />;
  if (id !== null && item.isError)
    return <LoadFailed error={item.error} onRetry={() => void item.refetch()} />;
  return (
    <div className="hw-edit">
      <h2>{t(id ? 'homework.title.edit' : 'homework.title.create')}</h2>
      <HomeworkForm
        key={id ?? 'new'}
        homework={id !== null ? (item.data ?? null) : null}
        onCancel={() => void navigate(HOMEWORK_PATHS.list)}
        onSaved={() => {
          void message.success(t(id ? 'homework.saved' : 'homework.created'));
          void client.invalidateQueries({ queryKey: HOMEWORK_KEY });
          void navigate(HOMEWORK_PATHS.list);
        }}
      />
    </div>
  );
}
