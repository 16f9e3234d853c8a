import { UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStoredFile, UploadKind } from '@ascent/shared/files';
import { api } from '../../../app/services.ts';

/**
 * The one place the course editor uploads a file (resources and the cover). It sends the
 * files module's `POST /api/manage/upload/file` (multipart, field `kind`) and shows the stored
 * file and its conversion state. At the merge this becomes the files helper's
 * `<FileUpload kind value onChange />` (chunked, resumable, with progress) — only this file changes.
 */
export function ResourceFileField(props: {
  kind: UploadKind;
  value: TStoredFile | null;
  onChange: (file: TStoredFile | null) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <Space direction="vertical" size={2}>
      <Upload
        showUploadList={false}
        customRequest={({ file }) => {
          const fd = new FormData();
          fd.append('kind', props.kind);
          fd.append('file', file as Blob);
          setBusy(true);
          setError('');
          api
            .post<TStoredFile>('manage/upload/file', fd, { silent: true })
            .then((stored) => props.onChange(stored))
            .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
            .finally(() => setBusy(false));
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} aria-label={props.label}>
          {props.value ? t('courses.file.replace') : props.label}
        </Button>
      </Upload>
      {props.value && (
        <Typography.Text type="secondary">
          {props.value.name}
          {props.value.conversionState !== 'none' &&
            ` · ${t(`courses.file.conversion.${props.value.conversionState}`)}`}
        </Typography.Text>
      )}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Space>
  );
}
