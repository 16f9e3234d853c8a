import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AI_ROBOT_OFF,
  AI_ROBOT_VALUES,
  PC_HOME_TYPES,
  type TCompanyConfig,
} from '@ascent/shared/config';
import { ConfigGroupForm } from '../config-group-form.tsx';
import { SwitchItem } from '../switch-item.tsx';

const SWITCHES = [
  'useQa',
  'isFeedback',
  'isOpenDownloadWatermark',
  'useNewWindow',
  'studyTrack',
  'isInformation',
] as const;

/** Feature switches of platformConfig (spec s.3, s.6). */
export function FeaturesGroup({ values }: { values: TCompanyConfig['features'] }) {
  const { t } = useTranslation();
  return (
    <ConfigGroupForm group="features" values={values}>
      <Form.Item
        name="isOpenAiRobot"
        label={t('config.features.isOpenAiRobot')}
        extra={t('config.features.isOpenAiRobotHelp')}
      >
        <Select
          style={{ width: 240 }}
          options={AI_ROBOT_VALUES.map((v) => ({
            value: v,
            label:
              v === AI_ROBOT_OFF
                ? t('config.features.aiOff')
                : t('config.features.aiModel', { code: v }),
          }))}
          data-testid="config-isOpenAiRobot"
        />
      </Form.Item>
      {SWITCHES.map((name) => (
        <SwitchItem
          key={name}
          name={name}
          label={t(`config.features.${name}`)}
          extra={t(`config.features.${name}Help`)}
        />
      ))}
      <Form.Item
        name="pcHomeType"
        label={t('config.features.pcHomeType')}
        extra={t('config.features.pcHomeTypeHelp')}
      >
        <Radio.Group
          options={PC_HOME_TYPES.map((v) => ({ value: v, label: t(`config.features.pcHome${v}`) }))}
        />
      </Form.Item>
    </ConfigGroupForm>
  );
}
