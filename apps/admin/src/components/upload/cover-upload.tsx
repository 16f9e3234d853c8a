import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@ascent/shared/common';
import { acceptOf, checkUpload, UPLOAD_RULES } from '@ascent/shared/files';
import { useTranslateRef } from '@ascent/client/i18n';
import { useUploadTask } from '@ascent/client/ui';
import { COVER_SIZES, coverTypeOf, type CoverShape, type CoverType } from './crop-image.ts';
import { checkBeforeUpload, uploadFile } from './upload-file.ts';
import './cover-upload.css';

// The cropper loads when a picture is chosen.
const CoverCropDialog = lazy(() => import('./cover-crop-dialog.tsx'));

export interface CoverUploadProps {
  /** Injected by Form.Item: the choose button's id, so the field's label names it. */
  id?: string;
  /** The cover's address (an antd Form value); '' for none. */
  value?: string;
  onChange?: (url: string) => void;
  /** Wide 260x150 (cards and banners, the default) or square 130x130. */
  shape?: CoverShape;
  disabled?: boolean;
  testId?: string;
}

/**
 * The one cover field of the admin site: choose a jpg or png, crop it in the browser to the
 * cover size (aspect locked; drag, arrow keys, zoom), upload the result (jpg/png at exactly
 * that size and under 1 MB, the shared `cover` rule the server checks again) and keep its
 * address; the current cover is previewed and can be replaced or removed.
 */
export function CoverUpload({
  id,
  value = '',
  onChange,
  shape = 'wide',
  disabled,
  testId = 'cover-upload',
}: CoverUploadProps) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const size = COVER_SIZES[shape];
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<{ url: string; type: CoverType } | null>(null);
  const task = useUploadTask({
    check: (file) => checkBeforeUpload('cover', file),
    upload: (file, onProgress, signal) => uploadFile('cover', file, onProgress, signal),
    onUploaded: (stored) => {
      onChange?.(stored.url);
      setSource(null);
    },
    failedText: t('upload.failed'),
  });
  // The chosen picture's object URL lives while the cropper shows it.
  useEffect(() => (source ? () => URL.revokeObjectURL(source.url) : undefined), [source]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    task.setError('');
    // A jpg or png (the cover formats) of at most the picture rule's size before cropping.
    const problem =
      checkUpload('cover', file.name, 1) ?? checkUpload('image', file.name, file.size);
    if (problem) {
      task.setError(tr(problem));
      return;
    }
    setSource({ url: URL.createObjectURL(file), type: coverTypeOf(file) });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={testId}>
      <Space align="start" wrap>
        <div
          className="cover-upload__preview"
          style={{ width: size.width, height: size.height }}
          data-testid={`${testId}-preview`}
        >
          {value ? (
            <img src={value} alt={t('cover.preview')} width={size.width} height={size.height} />
          ) : (
            <Typography.Text type="secondary">{t('cover.none')}</Typography.Text>
          )}
        </div>
        <Space direction="vertical">
          <Button
            id={id}
            icon={<PictureOutlined />}
            disabled={disabled || task.uploading}
            loading={task.uploading}
            onClick={() => input.current?.click()}
          >
            {value ? t('cover.replace') : t('cover.choose')}
          </Button>
          {value && !disabled ? (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
              {t('cover.remove')}
            </Button>
          ) : null}
        </Space>
      </Space>
      <input
        ref={input}
        type="file"
        style={{ display: 'none' }}
        accept={acceptOf('cover')}
        aria-label={value ? t('cover.replace') : t('cover.choose')}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {task.progress !== null ? (
        <Progress percent={task.progress} size="small" aria-label={t('upload.progress')} />
      ) : null}
      <Typography.Text type="secondary">
        {t('cover.hint', {
          width: size.width,
          height: size.height,
          max: formatSize(UPLOAD_RULES.cover.maxBytes),
        })}
      </Typography.Text>
      {task.error ? (
        <Typography.Text type="danger" role="alert" data-testid={`${testId}-error`}>
          {task.error}
        </Typography.Text>
      ) : null}
      {source ? (
        <Suspense fallback={null}>
          <CoverCropDialog
            src={source.url}
            type={source.type}
            size={size}
            busy={task.uploading}
            error={task.error}
            onCancel={() => {
              task.cancel();
              setSource(null);
            }}
            onCropped={(file) => void task.start(file)}
            onFailed={(message) => task.setError(message)}
          />
        </Suspense>
      ) : null}
    </Space>
  );
}
