import { Alert, Card, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaTree } from '../components/area-tree.tsx';
import { CountryTable } from '../components/country-table.tsx';

/** Countries and areas: reference data shared by every company, read-only. */
export function ReferencePage() {
  const { t } = useTranslation();
  return (
    <Card title={t('org.title.reference')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('org.reference.readOnly')} />
        <Tabs
          items={[
            { key: 'countries', label: t('org.reference.countries'), children: <CountryTable /> },
            { key: 'areas', label: t('org.reference.areas'), children: <AreaTree /> },
          ]}
        />
      </Space>
    </Card>
  );
}
