import { Button, Modal, Space, Typography } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, useServerError } from '@ascent/client/ui';
import type { TImportUsersResponse } from '@ascent/shared/users';
import { downloadImportTemplate, importUsers } from '../api/users-api.ts';
import { saveFile } from '../lib/save-file.ts';
import { USERS_QUERY_KEY } from '../lib/users-query-key.ts';
import { ImportResult } from './import-result.tsx';

/** Bulk import: the template, the upload of a filled-in .xlsx, and the per-row report. */
export function UserImportDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TImportUsersResponse | null>(null);
  const [downloading, setDownloading] = useState(false);
  const upload = useServerError();

  useEffect(() => {
    if (!props.open) return;
    setFile(null);
    setResult(null);
  }, [props.open]);

  const template = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadImportTemplate());
    } catch {
      // the API client has shown why
    } finally {
      setDownloading(false);
    }
  };

  const start = () =>
    upload.guard(async () => {
      if (!file) return t('users.import.noFile');
      setResult(await importUsers(file));
      await client.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    });

  return (
    <Modal
      open={props.open}
      onCancel={props.onClose}
      title={t('users.import.title')}
      width={760}
      destroyOnHidden
      footer={<Button onClick={props.onClose}>{t('users.close')}</Button>}
    >
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Space orientation="vertical">
          <Typography.Text>{t('users.import.step1')}</Typography.Text>
          <Button
            icon={<DownloadOutlined />}
            loading={downloading}
            onClick={() => void template()}
            data-testid="user-import-template"
          >
            {t('users.import.template')}
          </Button>
        </Space>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('users.import.step2')}</Typography.Text>
          <Space wrap>
            <input
              ref={input}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              hidden
              data-testid="user-import-file"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setResult(null);
              }}
            />
            <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
              {t('users.import.choose')}
            </Button>
            <Typography.Text type={file ? undefined : 'secondary'} data-testid="user-import-name">
              {file?.name ?? t('users.import.noFile')}
            </Typography.Text>
            <Button
              type="primary"
              disabled={!file}
              loading={upload.pending}
              onClick={() => void start()}
              data-testid="user-import-submit"
            >
              {t('users.import.start')}
            </Button>
          </Space>
        </Space>
        <FormError message={upload.message} testId="user-import-error" />
        {result && <ImportResult result={result} />}
      </Space>
    </Modal>
  );
}
