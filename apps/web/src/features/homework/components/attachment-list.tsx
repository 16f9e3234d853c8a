import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@ascent/shared/common';
import type { TStoredFile } from '@ascent/shared/files';

/** Attachments as links (opened in a new tab) with their sizes; removable when `onRemove`. */
export function AttachmentList({
  files,
  onRemove,
  disabled,
}: {
  files: TStoredFile[];
  onRemove?: (fileId: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  if (!files.length) return null;
  return (
    <ul className="hw-files">
      {files.map((f) => (
        <li key={f.fileId}>
          <PaperClipOutlined aria-hidden />
          <Typography.Link href={f.url} target="_blank" rel="noreferrer" ellipsis>
            {f.name}
          </Typography.Link>
          <Typography.Text type="secondary">{formatSize(f.size)}</Typography.Text>
          {onRemove && (
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              disabled={disabled}
              aria-label={t('homework.removeFile', { name: f.name })}
              onClick={() => onRemove(f.fileId)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
