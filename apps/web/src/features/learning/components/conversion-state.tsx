import { useTranslation } from 'react-i18next';
import type { TStoredFile } from '@ascent/shared/files';

/** A document not viewable yet: pending, converting, or failed with the reason (a plain notice). */
export function ConversionState({ file }: { file: TStoredFile }) {
  const { t } = useTranslation();
  const state = file.conversionState;
  if (state === 'failed')
    return (
      <div className="plain-notice plain-notice--error" role="alert">
        <p className="conversion-state__title">{t('learning.conversion.failed')}</p>
        {file.conversionError ? (
          <p className="conversion-state__reason">
            {t(file.conversionError, { defaultValue: file.conversionError })}
          </p>
        ) : null}
      </div>
    );
  return (
    <div className="plain-notice" role="status">
      {t(`learning.conversion.${state === 'converting' ? 'converting' : 'pending'}`)}
    </div>
  );
}
