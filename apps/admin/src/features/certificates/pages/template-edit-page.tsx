import { App } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { fetchStoredFile } from '../../../components/upload/upload-api.ts';
import { TemplateForm } from '../components/template-form.tsx';
import { CERTIFICATE_KEY, useTemplate } from '../hooks/use-certificates-admin.ts';
import { CERTIFICATE_PATHS, idFromSearch } from '../lib/certificate-paths.ts';
import '../certificates-admin.css';

/** Creates (no ?id) or edits a certificate template; saved ones go back to the list. */
export function TemplateEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = idFromSearch(useLocation().search);
  const item = useTemplate(id);
  const fileId = item.data?.backgroundFileId ?? null;
  const background = useQuery({
    queryKey: [...CERTIFICATE_KEY, 'background', fileId],
    queryFn: () => fetchStoredFile(fileId!),
    enabled: fileId !== null,
  });
  if (id !== null && (item.isPending || (fileId !== null && background.isPending)))
    return <PageSpin />;
  if (id !== null && item.isError)
    return <LoadFailed error={item.error} onRetry={() => void item.refetch()} />;
  return (
    <div className="cert-edit">
      <h2>{t(id ? 'certificates.title.edit' : 'certificates.title.create')}</h2>
      <TemplateForm
        key={id ?? 'new'}
        template={id !== null ? (item.data ?? null) : null}
        background={background.data ?? null}
        onCancel={() => void navigate(CERTIFICATE_PATHS.templates)}
        onSaved={() => {
          void message.success(t('certificates.saved'));
          void client.invalidateQueries({ queryKey: CERTIFICATE_KEY });
          void navigate(CERTIFICATE_PATHS.templates);
        }}
      />
    </div>
  );
}
