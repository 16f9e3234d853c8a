import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@ascent/shared/common';
import type { TStoredFile } from '@ascent/shared/files';
import { HOMEWORK_LIMITS } from '@ascent/shared/homework';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';

/** A step's reference files (at most 5): the list, and one upload field to add another. */
export function StepFiles({
  value = [],
  onChange,
  testId,
}: {
  value?: TStoredFile[];
  onChange?: (files: TStoredFile[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((f) => (
        <Space key={f.fileId} wrap>
          <PaperClipOutlined aria-hidden />
          <Typography.Link href={f.url} target="_blank" rel="noreferrer">
            {f.name}
          </Typography.Link>
          <Typography.Text type="secondary">{formatSize(f.size)}</Typography.Text>
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('homework.form.removeFile', { name: f.name })}
            onClick={() => onChange?.(value.filter((x) => x.fileId !== f.fileId))}
          />
        </Space>
      ))}
      {value.length < HOMEWORK_LIMITS.attachments && (
        <FileUpload
          kind="homework"
          value={null}
          testId={testId}
          onChange={(file) => {
            if (file && !value.some((f) => f.fileId === file.fileId)) onChange?.([...value, file]);
          }}
        />
      )}
    </Space>
  );
}
