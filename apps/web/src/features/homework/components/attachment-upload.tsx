import { ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@ascent/shared/common';
import { UPLOAD_RULES, acceptOf, checkUpload, type TStoredFile } from '@ascent/shared/files';
import { HOMEWORK_LIMITS } from '@ascent/shared/homework';
import { useUploadTask } from '@ascent/client/ui';
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
  const { progress, uploading, error, failed, start, cancel } = useUploadTask({
    check: (file) => checkUpload('homework', file.name, file.size),
    upload: (file, onProgress, signal) => uploadAttachment(homeworkId, file, onProgress, signal),
    onUploaded: onAdded,
    failedText: t('homework.uploadFailed'),
  });
  const full = count >= HOMEWORK_LIMITS.attachments;

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
        {uploading && <Button onClick={cancel}>{t('homework.cancelUpload')}</Button>}
      </Space>
      {progress !== null && (
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
