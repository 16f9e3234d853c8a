import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_LIMITS } from '@ascent/shared/config';
import { formatSize } from '@ascent/shared/common';
import { uploadLogo } from '../../api/config-api.ts';

interface LogoUploadProps {
  /** Injected by Form.Item. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  testId: string;
}

const ACCEPT = LOGO_LIMITS.extensions.map((e) => `.${e}`).join(',');

/** A logo: a URL typed in, or an uploaded png/jpg/jpeg of at most 1 MB (previewed). */
export function LogoUpload({ id, value = '', onChange, testId }: LogoUploadProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);

  const beforeUpload = (file: File) => {
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(LOGO_LIMITS.extensions as readonly string[]).includes(ext)) {
      void message.error(t('config.branding.logoFormat'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > LOGO_LIMITS.maxBytes) {
      void message.error(
        t('config.branding.logoTooLarge', { max: formatSize(LOGO_LIMITS.maxBytes) }),
      );
      return Upload.LIST_IGNORE;
    }
    setUploading(true);
    uploadLogo(file)
      .then((res) => onChange?.(res.url))
      .catch(() => undefined) // the API client already showed the refusal
      .finally(() => setUploading(false));
    return false;
  };

  return (
    <Space align="start" wrap>
      {value && (
        <Image src={value} width={64} height={64} style={{ objectFit: 'contain' }} alt="" />
      )}
      <Space direction="vertical">
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={t('config.branding.logoPlaceholder')}
          style={{ width: 360 }}
          allowClear
          data-testid={`${testId}-url`}
        />
        <Upload accept={ACCEPT} showUploadList={false} beforeUpload={beforeUpload}>
          <Button icon={<UploadOutlined />} loading={uploading} data-testid={`${testId}-upload`}>
            {t('config.branding.upload')}
          </Button>
        </Upload>
      </Space>
    </Space>
  );
}
