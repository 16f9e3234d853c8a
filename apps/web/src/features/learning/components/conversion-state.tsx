import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TStoredFile } from '@ascent/shared/files';

/** A document not viewable yet: pending, converting, or failed with the reason. */
export function ConversionState({ file }: { file: TStoredFile }) {
  const { t } = useTranslation();
  const state = file.conversionState;
  if (state === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        title={t('learning.conversion.failed')}
        description={
          file.conversionError
            ? t(file.conversionError, { defaultValue: file.conversionError })
            : undefined
        }
      />
    );
  return (
    <Alert
      type="info"
      showIcon
      title={t(`learning.conversion.${state === 'converting' ? 'converting' : 'pending'}`)}
    />
  );
}
