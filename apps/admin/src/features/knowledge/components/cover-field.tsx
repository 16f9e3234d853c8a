import { Button, Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDefaultCovers } from '../hooks/use-knowledge-admin.ts';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';

/** A cover: an uploaded picture (130x130 or 260x150, under 1 MB) or one of the default covers. */
export function CoverField({
  type,
  value,
  onChange,
}: {
  type: 'knowledge' | 'banner';
  value?: string;
  onChange?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const covers = useDefaultCovers(type);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value ? (
        <Space>
          <Image src={value} width={130} alt="" />
          <Button size="small" onClick={() => onChange?.('')}>
            {t('knowledge.cover.remove')}
          </Button>
        </Space>
      ) : null}
      <FileUpload
        kind="cover"
        onChange={(f) => f && onChange?.(f.url)}
        testId={`${type}-cover-upload`}
      />
      <Space wrap aria-label={t('knowledge.cover.defaults')}>
        {covers.data?.map((c) => (
          <button
            key={c.url}
            type="button"
            className={`kn-cover-choice${c.url === value ? ' kn-cover-choice--on' : ''}`}
            aria-label={t('knowledge.cover.pick', { name: c.name })}
            onClick={() => onChange?.(c.url)}
          >
            <img src={c.url} alt="" width={104} height={60} />
          </button>
        ))}
      </Space>
    </Space>
  );
}
