import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { SignupForm } from '../components/signup-form.tsx';
import { SIGNUPS_KEY, useSignupItem } from '../hooks/use-signups-admin.ts';
import { SIGNUP_PATHS, idFromSearch } from '../lib/signup-paths.ts';
import '../signups-admin.css';

/** Creates (no ?id) or edits a sign-up; saved sign-ups go back to the list. */
export function SignupEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = idFromSearch(useLocation().search);
  const item = useSignupItem(id);
  if (id !== null && item.isPending) return <PageSpin />;
  if (id !== null && item.isError)
    return <LoadFailed error={item.error} onRetry={() => void item.refetch()} />;
  return (
    <div className="su-admin-edit">
      <h2>{t(id ? 'signups.title.edit' : 'signups.title.create')}</h2>
      <SignupForm
        key={id ?? 'new'}
        signup={id !== null ? (item.data ?? null) : null}
        onCancel={() => void navigate(SIGNUP_PATHS.list)}
        onSaved={(_saved, published) => {
          void message.success(t(published ? 'signups.publishedDone' : 'signups.saved'));
          void client.invalidateQueries({ queryKey: SIGNUPS_KEY });
          void navigate(SIGNUP_PATHS.list);
        }}
      />
    </div>
  );
}
