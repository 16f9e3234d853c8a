import { DeleteOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Tag, Typography, Upload } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@ascent/shared/common';
import { UPLOAD_RULES, acceptOf, type TStoredFile, type UploadKind } from '@ascent/shared/files';
import { useTranslateRef } from '@ascent/client/i18n';
import { useUploadTask } from '@ascent/client/ui';
import { fetchStoredFile, resubmitConversion } from './upload-api.ts';
import { checkBeforeUpload, uploadFile } from './upload-file.ts';

export interface FileUploadProps {
  kind: UploadKind;
  /** Injected by Form.Item. */
  id?: string;
  value?: TStoredFile | null;
  onChange?: (file: TStoredFile | null) => void;
  disabled?: boolean;
  testId?: string;
}

const STATE_COLOURS = {
  pending: 'default',
  converting: 'processing',
  failed: 'error',
  converted: 'success',
} as const;

const isWaiting = (f: TStoredFile | null | undefined) =>
  f?.conversionState === 'pending' || f?.conversionState === 'converting';

/**
 * An upload field for one stored file of a kind: checks the shared rule before sending, sends
 * large files in resumable parts with a progress bar (a failed upload can be resumed), shows
 * the stored file's name and size, and for documents the conversion state, followed until it
 * is converted or failed (a failed conversion can be submitted again).
 */
export function FileUpload({
  kind,
  id,
  value = null,
  onChange,
  disabled,
  testId = 'file-upload',
}: FileUploadProps) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const {
    progress,
    uploading,
    error,
    setError,
    failed: failedFile,
    messageOf,
    start,
    cancel,
  } = useUploadTask({
    check: (file) => checkBeforeUpload(kind, file),
    upload: (file, onProgress, signal) => uploadFile(kind, file, onProgress, signal),
    onUploaded: (stored) => onChange?.(stored),
    failedText: t('upload.failed'),
  });
  const [resubmitting, setResubmitting] = useState(false);

  // Follow a document's conversion until it ends.
  const polled = useQuery({
    queryKey: ['manage-upload-file', value?.fileId],
    queryFn: () => fetchStoredFile(value!.fileId),
    enabled: isWaiting(value),
    refetchInterval: (q) => (isWaiting(q.state.data ?? value) ? 2000 : false),
  });
  useEffect(() => {
    const latest = polled.data;
    if (
      latest &&
      value &&
      latest.fileId === value.fileId &&
      latest.conversionState !== value.conversionState
    )
      onChange?.(latest);
  }, [polled.data, value, onChange]);

  const resubmit = async () => {
    if (!value) return;
    setResubmitting(true);
    setError('');
    try {
      onChange?.(await resubmitConversion(value.fileId));
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setResubmitting(false);
    }
  };

  const state = value?.conversionState;
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 480 }} data-testid={testId}>
      {value && (
        <Space wrap data-testid={`${testId}-value`}>
          <Typography.Link href={value.previewUrl ?? value.url} target="_blank" rel="noreferrer">
            {value.name}
          </Typography.Link>
          <Typography.Text type="secondary">{formatSize(value.size)}</Typography.Text>
          {state && state !== 'none' && (
            <Tag color={STATE_COLOURS[state]} data-testid={`${testId}-state`}>
              {t(`upload.state.${state}`)}
            </Tag>
          )}
          {!disabled && (
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('upload.remove')}
              onClick={() => onChange?.(null)}
            />
          )}
        </Space>
      )}
      {state === 'failed' && (
        <Space wrap>
          <Typography.Text type="danger">
            {tr(value?.conversionError ?? 'files.conversionFailed')}
          </Typography.Text>
          <Button
            size="small"
            icon={<ReloadOutlined />}
            loading={resubmitting}
            disabled={disabled}
            onClick={() => void resubmit()}
          >
            {t('upload.convertAgain')}
          </Button>
        </Space>
      )}
      <Space wrap>
        <Upload
          accept={acceptOf(kind)}
          showUploadList={false}
          disabled={disabled || uploading}
          beforeUpload={(file) => {
            void start(file);
            return false;
          }}
        >
          <Button id={id} icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
            {value ? t('upload.replace') : t('upload.choose')}
          </Button>
        </Upload>
        {failedFile && !uploading && (
          <Button icon={<ReloadOutlined />} onClick={() => void start(failedFile)}>
            {t('upload.resume')}
          </Button>
        )}
        {uploading && <Button onClick={cancel}>{t('upload.cancel')}</Button>}
      </Space>
      {progress !== null && (
        <Progress percent={progress} size="small" aria-label={t('upload.progress')} />
      )}
      <Typography.Text type="secondary">
        {t('upload.hint', {
          formats: UPLOAD_RULES[kind].extensions.join(', '),
          max: formatSize(UPLOAD_RULES[kind].maxBytes),
        })}
        {UPLOAD_RULES[kind].dimensions &&
          ` ${t('upload.sizes', {
            sizes: UPLOAD_RULES[kind].dimensions.map((d) => `${d.width}x${d.height}`).join(', '),
          })}`}
      </Typography.Text>
      {error && (
        <Typography.Text type="danger" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Typography.Text>
      )}
    </Space>
  );
}
