import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useCompanyConfig } from '../hooks/use-company-config.ts';
import { BrandingGroup } from '../components/groups/branding-group.tsx';
import { CustomerGroup } from '../components/groups/customer-group.tsx';
import { FeaturesGroup } from '../components/groups/features-group.tsx';
import { FooterGroup } from '../components/groups/footer-group.tsx';
import { LanguagesGroup } from '../components/groups/languages-group.tsx';
import { PortalGroup } from '../components/groups/portal-group.tsx';
import { PasswordGroup } from '../components/groups/password-group.tsx';
import { RegistrationGroup } from '../components/groups/registration-group.tsx';
import { IamGroup } from '../components/groups/iam-group.tsx';
import { OidcGroup } from '../components/groups/oidc-group.tsx';
import { PartnerGroup } from '../components/groups/partner-group.tsx';
import { SmsGroup } from '../components/groups/sms-group.tsx';
import { SsoGroup } from '../components/groups/sso-group.tsx';
import { SuitesGroup } from '../components/groups/suites-group.tsx';
import { TimeGroup } from '../components/groups/time-group.tsx';

/** /manage/config/company: every company setting, one tab (and one save) per group. */
export function CompanySettingsPage() {
  const { t } = useTranslation();
  const config = useCompanyConfig();
  if (config.isPending) return <PageSpin />;
  if (config.isError)
    return <LoadFailed error={config.error} onRetry={() => void config.refetch()} />;
  const c = config.data;
  const tabs = [
    { key: 'password', children: <PasswordGroup values={c.password} /> },
    { key: 'languages', children: <LanguagesGroup values={c.languages} /> },
    { key: 'time', children: <TimeGroup values={c.time} /> },
    { key: 'branding', children: <BrandingGroup values={c.branding} /> },
    { key: 'footer', children: <FooterGroup values={c.footer} /> },
    { key: 'portal', children: <PortalGroup values={c.portal} /> },
    { key: 'features', children: <FeaturesGroup values={c.features} /> },
    { key: 'customer', children: <CustomerGroup values={c.customer} /> },
    { key: 'registration', children: <RegistrationGroup /> },
    {
      key: 'sso',
      children: (
        <>
          <SsoGroup values={c.sso} />
          <OidcGroup />
          <IamGroup />
          <SuitesGroup />
          <PartnerGroup />
        </>
      ),
    },
    { key: 'sms', children: <SmsGroup /> },
  ];
  return (
    <Card title={t('config.company.title')}>
      {/* Eleven groups: a list down the side, where a row of tabs no longer fits at 1366 px. */}
      <Tabs
        data-testid="config-tabs"
        tabPosition="left"
        items={tabs.map((tab) => ({ ...tab, label: t(`config.groups.${tab.key}`) }))}
      />
    </Card>
  );
}
