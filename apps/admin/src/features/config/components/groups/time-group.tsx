import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { ZTimeConfig, type TCompanyConfig } from '@ascent/shared/config';
import { ConfigGroupForm } from '../config-group-form.tsx';

/** Every IANA zone the browser knows, the company's own first if the browser lacks it. */
function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

/** The company's time zone: the day daily exams, practice and rankings count by. */
export function TimeGroup({ values }: { values: TCompanyConfig['time'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const options = useMemo(
    () => timeZones(values.timeZone).map((zone) => ({ value: zone, label: zone })),
    [values.timeZone],
  );
  return (
    <ConfigGroupForm group="time" values={values}>
      <Form.Item
        name="timeZone"
        label={t('config.time.timeZone')}
        extra={t('config.time.timeZoneHelp')}
        rules={[zodFieldRule(ZTimeConfig.shape.timeZone, locale)]}
      >
        <Select
          showSearch
          options={options}
          style={{ maxWidth: 360 }}
          data-testid="config-timeZone"
          aria-label={t('config.time.timeZone')}
        />
      </Form.Item>
    </ConfigGroupForm>
  );
}
