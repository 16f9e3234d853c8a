import { Button } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUserExportQuery } from '@ascent/shared/users';
import { exportUsers } from '../api/users-api.ts';
import { saveFile } from '../../../components/download/save-file.ts';

/** Downloads the users the list shows (all pages: same filters and order) as an .xlsx. */
export function ExportUsersButton({ query }: { query: TUserExportQuery }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveFile(await exportUsers(query));
    } catch {
      // the API client has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<ExportOutlined />}
      loading={busy}
      onClick={() => void run()}
      data-testid="user-export"
    >
      {t('users.export')}
    </Button>
  );
}
