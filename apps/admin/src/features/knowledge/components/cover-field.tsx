import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDefaultCovers } from '../hooks/use-knowledge-admin.ts';
import { CoverUpload } from '../../../components/upload/cover-upload.tsx';

/** A cover: a picture uploaded and cropped to 260x150 (`CoverUpload`) or one of the default covers. */
export function CoverField({
  id,
  type,
  value,
  onChange,
}: {
  id?: string;
  type: 'knowledge' | 'banner';
  value?: string;
  onChange?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const covers = useDefaultCovers(type);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <CoverUpload id={id} value={value} onChange={onChange} testId={`${type}-cover-upload`} />
      {covers.data?.length ? (
        <Typography.Text type="secondary">{t('knowledge.cover.defaults')}</Typography.Text>
      ) : null}
      <Space wrap aria-label={t('knowledge.cover.defaults')}>
        {covers.data?.map((c) => (
          <button
            key={c.url}
            type="button"
            className={`kn-cover-choice${c.url === value ? ' kn-cover-choice--on' : ''}`}
            aria-label={t('knowledge.cover.pick', { name: c.name })}
            aria-pressed={c.url === value}
            onClick={() => onChange?.(c.url)}
          >
            <img src={c.url} alt="" width={104} height={60} />
          </button>
        ))}
      </Space>
    </Space>
  );
}
