import { App } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { fetchFace } from '../api/face-api.ts';
import { FaceForm } from '../components/face-form.tsx';
import { FACE_PATHS, faceSessionPath, idFromSearch } from '../lib/face-paths.ts';
import '../face-admin.css';

/** Creates (no ?id) or edits a session; a saved session opens its page (QR and attendance). */
export function FaceEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = idFromSearch(useLocation().search);
  const item = useQuery({
    queryKey: ['face-admin', 'detail', id],
    queryFn: () => fetchFace(id!),
    enabled: id !== null,
  });
  if (id !== null && item.isPending) return <PageSpin />;
  if (id !== null && item.isError)
    return <LoadFailed error={item.error} onRetry={() => void item.refetch()} />;
  return (
    <div className="face-edit">
      <h2>{t(id ? 'face.title.edit' : 'face.title.create')}</h2>
      <FaceForm
        key={id ?? 'new'}
        session={id !== null ? (item.data ?? null) : null}
        onCancel={() => void navigate(FACE_PATHS.list)}
        onSaved={(saved) => {
          void message.success(t(id ? 'face.saved' : 'face.created'));
          void client.invalidateQueries({ queryKey: ['face-admin'] });
          void navigate(faceSessionPath(saved.id));
        }}
      />
    </div>
  );
}
