import { ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@ascent/shared/common';
import { UPLOAD_RULES, acceptOf, checkUpload, type TStoredFile } from '@ascent/shared/files';
import { HOMEWORK_LIMITS } from '@ascent/shared/homework';
import { isApiError } from '@ascent/client/api';
import { useTranslateRef } from '@ascent/client/i18n';
import { uploadAttachment } from '../lib/upload-attachment.ts';

/**
 * Adds one attachment at a time to a step (at most 5): the shared rule is checked before
 * anything is sent (format, size 0, 200MB); large files go in resumable parts with progress.
 */
export function AttachmentUpload({
  homeworkId,
  count,
  onAdded,
  disabled,
}: {
  homeworkId: number;
  /** Attachments the step already has. */
  count: number;
  onAdded: (file: TStoredFile) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [failed, setFailed] = useState<File | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const full = count >= HOMEWORK_LIMITS.attachments;

  const start = async (file: File) => {
    setError('');
    const problem = checkUpload('homework', file.name, file.size);
    if (problem) {
      setError(tr(problem));
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setFailed(null);
    setProgress(0);
    try {
      onAdded(await uploadAttachment(homeworkId, file, setProgress, controller.signal));
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(isApiError(err) && err.message ? err.message : t('homework.uploadFailed'));
      setFailed(file);
    } finally {
      if (abort.current === controller) setProgress(null);
    }
  };

  const uploading = progress !== null;
  const rule = UPLOAD_RULES.homework;
  return (
    <Space orientation="vertical" className="hw-upload" size={4}>
      <Space wrap>
        <Upload
          accept={acceptOf('homework')}
          showUploadList={false}
          disabled={disabled || uploading || full}
          beforeUpload={(file) => {
            void start(file);
            return false;
          }}
        >
          <Button
            icon={<UploadOutlined />}
            loading={uploading}
            disabled={disabled || full}
            data-testid="homework-upload"
          >
            {t('homework.addFile', { count, max: HOMEWORK_LIMITS.attachments })}
          </Button>
        </Upload>
        {failed && !uploading && (
          <Button icon={<ReloadOutlined />} onClick={() => void start(failed)}>
            {t('homework.resumeUpload')}
          </Button>
        )}
        {uploading && (
          <Button onClick={() => abort.current?.abort()}>{t('homework.cancelUpload')}</Button>
        )}
      </Space>
      {uploading && (
        <Progress percent={progress} size="small" aria-label={t('homework.uploadProgress')} />
      )}
      <Typography.Text type="secondary" className="hw-hint">
        {t('homework.fileHint', {
          max: HOMEWORK_LIMITS.attachments,
          size: formatSize(rule.maxBytes),
          formats: rule.extensions.join(', '),
        })}
      </Typography.Text>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Space>
  );
}
